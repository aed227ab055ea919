// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase, due } from "../../tests/support/databases";
import { enquiry } from "../../tests/support/enquiry";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { openDatabase } from "../store/database";
import { listEnquiries, probeWrite, saveEnquiry } from "../store/enquiries";
import { EnquiryStore } from "./connection";

const DAY_MS = 86_400_000;
const stores = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

describe.each(stores)("the store's upkeep on %s", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("a clock 400 days fast deletes no enquiry and no backup: both are held, and /healthz says degraded", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lumen-clock-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (kind === "postgres") {
      const created = await createPostgresDatabase();
      cleanups.push(created.drop);
      databaseUrl = created.url;
    }
    const env = parseEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SITE_URL: "https://x.example" });
    const now = Date.now();
    const setup = await openDatabase({ databaseUrl, dataDir });
    for (const n of [1, 2, 3])
      await saveEnquiry(setup, enquiry(`${n}`), { idempotencyKey: null, deliveries: due(["email"]), rateLimits: [] });
    await probeWrite(setup);
    await setup.close();
    const backups = path.join(dataDir, "backups");
    await mkdir(backups);
    const earlier = [1, 2, 3, 4, 5].map(
      (n) => `enquiries-${new Date(now - n * DAY_MS).toISOString().slice(0, 10)}.json.gz`,
    );
    for (const name of earlier) writeFileSync(path.join(backups, name), "x");

    vi.useFakeTimers({ toFake: ["Date"], now: now + 400 * DAY_MS });
    const store = new EnquiryStore(env, createLogger("silent"));
    cleanups.push(() => store.stop());
    await store.start();
    const held = async () => (await store.health()).held?.map((reason) => reason.split(":")[0]).sort();
    await vi.waitFor(async () => expect(await held()).toEqual(["backup pruning held", "retention purge held"]), {
      timeout: 10_000,
    });
    expect(await store.health()).toMatchObject({ status: "degraded", outbox: { pending: 3 } });
    expect(await listEnquiries(store.ready!.db)).toHaveLength(3);
    // Today's backup (by this clock) is written all the same; the earlier ones are all kept.
    await vi.waitFor(() => expect(readdirSync(backups)).toHaveLength(earlier.length + 1));
    expect(readdirSync(backups)).toEqual(expect.arrayContaining(earlier));
  });
});
