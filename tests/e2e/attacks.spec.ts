import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { cli, enquiry, exportedEnquiries, formToken, ownServers, raw, submitJson } from "../support/server";
import { ownPort } from "./support/contact";

// Each test starts a server of its own, so one test's flood or full disk cannot reach another.

const ENDPOINT = "/api/contact-form";
const FORM = "application/x-www-form-urlencoded";
const contactForm = {
  ...(parse(readFileSync("content/parts/contact-form.yaml", "utf8")) as {
    errorPage: { heading: string };
    formErrors: { forbidden_origin: string };
  }),
  ...(parse(readFileSync("content/parts/contact-answers.yaml", "utf8")) as { fixedPage: { title: string } }),
};

const isRoot = process.getuid?.() === 0;

/** A post that fails the form's checks, as a browser without JavaScript sends it. */
const FAILED = "fullName=&company=&email=x&message=";
/** A form-encoded post to the enquiry endpoint, answered as a page unless `headers` ask otherwise. */
const postForm = (url: string, body: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(`${url}${ENDPOINT}`, {
    method: "POST",
    headers: { "Content-Type": FORM, Accept: "text/html", ...headers },
    body,
    ...init,
  });

test.describe("the enquiry path under attack", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const { start, folder, cleanup } = ownServers({ port: ownPort(8) });

  test("a flood of failed no-JavaScript posts: each answer compressed, and past a client's allowance a fixed page with no render", async () => {
    // The allowance is four times the rate limit: 8 failed posts per window here.
    const server = await start({ env: { CONTACT_RATE_LIMIT: "2" } });
    const post = (client: string) =>
      postForm(server.url, FAILED, { "Accept-Encoding": "gzip", "X-Forwarded-For": client });
    for (let n = 0; n < 8; n++) {
      const failed = await post("198.51.100.7");
      expect(failed.status).toBe(422);
      expect(failed.headers.get("content-encoding")).toBe("gzip");
      // The heading as set: its last two words joined by a no-break space, its stop in the lit dot's box.
      const heading = contactForm.errorPage.heading.replace(/\.$/, "");
      expect((await failed.text()).replaceAll("\u00a0", " ")).toContain(`${heading}<span data-slot="lumen"`);
    }
    const rationed = await post("198.51.100.7");
    expect(rationed.status).toBe(429);
    expect(Number(rationed.headers.get("retry-after"))).toBeGreaterThan(60);
    const page = await rationed.text();
    expect(page).toContain(contactForm.fixedPage.title);
    // Not the router's render: no script, and a fraction of the size.
    expect(page).not.toContain("<script");
    expect(page.length).toBeLessThan(2000);
    // Another client is answered as before.
    expect((await post("198.51.100.8")).status).toBe(422);
  });

  test("failed no-JavaScript posts from many addresses: at most 20 renders a second, the rest a fixed page", async () => {
    const server = await start();
    const firstSecond = Math.floor(Date.now() / 1000);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        postForm(server.url, FAILED, { "X-Forwarded-For": `198.18.0.${n}` }).then(async (response) => ({
          status: response.status,
          page: await response.text(),
        })),
      ),
    );
    const rendered = answers.filter((answer) => answer.status === 422);
    const fixed = answers.filter((answer) => answer.status === 503);
    // The budget is per second of the clock this machine shares with the server: 20 for each second
    // the flood spanned, which on a quiet machine is one or two of them.
    const seconds = Math.floor(Date.now() / 1000) - firstSecond + 1;
    expect(rendered.length).toBeGreaterThanOrEqual(20);
    expect(rendered.length).toBeLessThanOrEqual(20 * seconds);
    expect(fixed.length).toBe(100 - rendered.length);
    for (const { page } of fixed) expect(page).not.toContain("<script");
  });

  test("malformed and cross-site requests on one server: each refused as it should be, the connection not left to stall", async () => {
    const server = await start();
    // A cross-site form post gets a fixed 403 page: no render, and no error in the log.
    for (const origin of ["null", "https://evil.example"]) {
      const response = await postForm(server.url, new URLSearchParams(enquiry("cross-site")).toString(), {
        Origin: origin,
      });
      expect(response.status, origin).toBe(403);
      const page = await response.text();
      expect(page).toContain(contactForm.formErrors.forbidden_origin);
      expect(page).not.toContain("<script");
    }
    expect(server.output()).not.toContain('"level":"error"');

    // A refused body that was never read closes its connection.
    const refused = `POST ${ENDPOINT} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;
    const { answer, closedAfterMs } = await raw(server.port, refused.repeat(3), 5000);
    expect(answer.match(/HTTP\/1\.1 403 /g)?.length).toBe(1);
    expect(answer).toMatch(/^Connection: close/im);
    expect(closedAfterMs).not.toBeNull();

    // Percent-encoded bytes that are not UTF-8 are refused, not stored as replacement characters.
    const notUtf8 = await postForm(server.url, "fullName=%C3%28%FF&company=X&email=a%40b.example&message=Hello+there", {
      Accept: "application/json",
    });
    expect(notUtf8.status).toBe(400);
    expect((await notUtf8.json()).error).toBe("malformed_body");

    // Two Host headers: 400, as RFC 9112 requires.
    const twoHosts = await raw(server.port, "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n");
    expect(twoHosts.answer).toMatch(/^HTTP\/1\.1 400/);

    // Many requests on one keep-alive connection, each read and refused (a JSON array): nothing gathers
    // per request. On a busy machine the answers take a while, so the wait ends when all 1,200 are in.
    const request = `POST ${ENDPOINT} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]`;
    const answered = (sofar: string) => sofar.match(/HTTP\/1\.1 400 /g)?.length ?? 0;
    const keptAlive = await raw(server.port, request.repeat(1200), 20_000, (sofar) => answered(sofar) >= 1200);
    expect(answered(keptAlive.answer)).toBe(1200);
    expect(server.output()).not.toContain("MaxListenersExceededWarning");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  test("ready means ready: the moment /healthz first answers 200, an enquiry is stored", async () => {
    // Three boots, each minutes long on a busy machine.
    test.setTimeout(360_000);
    for (let round = 0; round < 3; round++) {
      const server = await start({ waitFor: "nothing" });
      const health = () =>
        fetch(`${server.url}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      await expect.poll(health, { intervals: [5], timeout: 110_000 }).toBe(200);
      const response = await submitJson(server.url, enquiry(`ready-${round}`));
      expect(response.status, `round ${round}`).toBe(201);
      await server.stop("SIGKILL");
    }
  });

  test("the data folder is its owner's alone: 0700, and every file in it 0600", async () => {
    const dataDir = folder("modes");
    chmodSync(dataDir, 0o755);
    const server = await start({ dataDir });
    expect((await submitJson(server.url, enquiry("modes"))).status).toBe(201);
    const mail = path.join(dataDir, "mail");
    await expect
      .poll(() => (existsSync(mail) ? readdirSync(mail) : []).filter((name) => name.endsWith(".eml")))
      .toHaveLength(1);
    await server.stop("SIGTERM");
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = readdirSync(dataDir, { withFileTypes: true, recursive: true });
    expect(entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(["enquiries.sqlite", "mail", "backups"]));
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      expect(statSync(full).mode & 0o777, full).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
  });

  test("an enquiry is on disk before it is acknowledged: fsync comes before the 201", async () => {
    test.skip(!isRoot, "strace needs to attach to the server (root, as in CI)");
    const server = await start({ env: { LOG_LEVEL: "warn" } });
    const token = await formToken(server.url);
    const traceFile = path.join(folder("strace"), "trace.txt");
    const strace = spawn("strace", [
      "-f",
      "-s",
      "24",
      "-e",
      "trace=fsync,fdatasync,write,writev",
      "-o",
      traceFile,
      "-p",
      String(server.process.pid),
    ]);
    // strace says on its stderr once it has attached to every thread of the server ("Process N attached
    // with M threads"; `./run test` installs strace where it is missing).
    await new Promise<void>((resolve, reject) => {
      let said = "";
      strace.stderr.on("data", (chunk) => {
        said += chunk;
        if (/attached/.test(said)) resolve();
      });
      strace.once("error", reject);
      strace.once("exit", () => reject(new Error(`strace stopped: ${said}`)));
    });
    const response = await fetch(`${server.url}${ENDPOINT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ ...enquiry("durable"), formToken: token }),
    });
    expect(response.status).toBe(201);
    strace.kill("SIGINT");
    await new Promise((resolve) => strace.once("exit", resolve));
    const lines = readFileSync(traceFile, "utf8").split("\n");
    const acknowledged = lines.findIndex((line) => line.includes("HTTP/1.1 201"));
    const synced = lines.findIndex((line) => /\b(fsync|fdatasync)\(\d+\)\s+=\s+0/.test(line));
    expect(acknowledged).toBeGreaterThan(-1);
    expect(synced).toBeGreaterThan(-1);
    expect(synced).toBeLessThan(acknowledged);
  });

  test("a full disk: 503 with Retry-After, /healthz says so, nothing acknowledged is lost, and it recovers", async () => {
    test.skip(!isRoot, "mounting a small file system for the data folder needs root (as in CI)");
    const dataDir = folder("full-disk");
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", dataDir]);
    cleanup(() => execFileSync("umount", ["-l", dataDir]));
    const server = await start({ dataDir });
    const stored: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await submitJson(server.url, enquiry(`before-${n}`));
      expect(response.status).toBe(201);
      stored.push((await response.json()).id);
    }
    // Fill what is left of the disk.
    const filler = path.join(dataDir, "filler");
    try {
      execFileSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"], { stdio: "ignore" });
    } catch {}
    let refused: Response | null = null;
    for (let n = 0; n < 50 && !refused; n++) {
      const response = await submitJson(server.url, enquiry(`full-${n}`, { message: "x".repeat(4000) }));
      if (response.status === 201) stored.push((await response.json()).id);
      else refused = response;
    }
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get("retry-after")).toBe("30");
    expect((await refused!.json()).error).toBe("unavailable");
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 5000 }).toBe(503);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({ status: "unavailable" });
    // The pages are still served from memory.
    expect((await fetch(`${server.url}/`)).status).toBe(200);

    rmSync(filler);
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 5000 }).toBe(200);
    const after = await submitJson(server.url, enquiry("after"));
    expect(after.status).toBe(201);
    stored.push((await after.json()).id);
    await server.stop("SIGTERM");
    const exported = await exportedEnquiries<{ id: string }>({ DATA_DIR: dataDir });
    expect(exported.map((row) => row.id).sort()).toEqual([...stored].sort());
  });

  test("valid no-JavaScript posts in a flood of failed ones: each stored and redirected, only a failed post spends the render budget, and a token serves once", async () => {
    const server = await start();
    const post = (client: string, body: string) =>
      postForm(server.url, body, { "X-Forwarded-For": client }, { redirect: "manual" }).then(
        (response) => response.status,
        (error: Error) => `${error.cause ?? error}`,
      );
    const valid = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, n) => new URLSearchParams({ ...enquiry(`flood-${n}`), formToken: await formToken(server.url) }),
      ),
    );
    // One valid post among every ten failed ones, each from an address of its own, all at once (on fewer
    // connections than the server takes from one address).
    const answers = await Promise.all(
      Array.from({ length: 220 }, (_, n) =>
        n % 11 === 0
          ? post(`198.51.100.${n / 11}`, valid[n / 11]!.toString()).then((status) => ({ valid: true, status }))
          : post(`198.18.1.${n % 250}`, FAILED).then((status) => ({
              valid: false,
              status,
            })),
      ),
    );
    const statuses = (kind: boolean) => answers.filter((answer) => answer.valid === kind).map(({ status }) => status);
    expect(statuses(false), "the flood spent the render budget").toContain(503);
    expect(statuses(true)).toEqual(Array(20).fill(303));

    // A form-encoded post needs a token too, whatever it asks for in answer, and each token serves once.
    const again = valid[0]!;
    again.set("email", "someone-else@northwind.example");
    // Refused either way; a 503 while the flood's render budget is still spent, then the form's 422.
    await expect.poll(() => post("198.51.100.200", again.toString())).toBe(422);
    const { formToken: _, ...fields } = Object.fromEntries(again);
    const response = await postForm(server.url, new URLSearchParams(fields).toString(), { Accept: "application/json" });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: string }).error).toBe("form_token_required");
  });

  /** A production server's editor, as the agency's GitHub app configures it. */
  const githubEditor = {
    EDITOR_GITHUB_REPO: "lumen-and-lark/website",
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.test",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "test-secret",
    KEYSTATIC_SECRET: "k".repeat(40),
  };

  test("the GitHub editor reads no request body before it has signed anyone in, and serves its own Translations screen", async () => {
    const server = await start({ env: githubEditor });
    // 25 MB announced, a few bytes sent: answered at once, and the connection closed unread.
    const { answer, closedAfterMs } = await raw(
      server.port,
      "POST /api/keystatic/github/refresh-token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 25000000\r\n\r\n{",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2000);
    // Its pages take GET alone: anything else is the documented 404.
    expect((await fetch(`${server.url}/keystatic`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${server.url}/keystatic/collection/caseStudies`, { method: "DELETE" })).status).toBe(404);
    expect((await fetch(`${server.url}/keystatic/translations`, { method: "POST" })).status).toBe(404);
    // No preview secret: the preview's addresses do not exist, for any method.
    for (const method of ["GET", "OPTIONS", "POST"])
      expect((await fetch(`${server.url}/api/preview`, { method })).status, method).toBe(404);

    const response = await fetch(`${server.url}/keystatic/translations`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    expect(html).toContain("as this site publishes them");
    // Every English service is listed, and its Spanish version opens on the published branch.
    const services = readdirSync("content/services").map((file) => file.replace(/\.yaml$/, ""));
    for (const slug of services) expect(html).toContain(`/keystatic/branch/main/collection/services/item/${slug}"`);
    expect(html).toContain("/keystatic/branch/main/collection/servicesEs/item/");
    expect(html).not.toMatch(/href="\/keystatic\/collection\//);
  });
});

test.describe("the HTTP edge under attack", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  const { start } = ownServers({ port: ownPort(8) });
  const sockets: Socket[] = [];
  const flood = { round: 0, closed: 0 };
  test.afterEach(() => {
    flood.round++;
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  /** A connection that sends nothing, from `localAddress`; whenever the server closes one, another takes its place. */
  const holdSilent = (port: number, localAddress: string, round = flood.round) => {
    if (round !== flood.round) return;
    const socket = connect({ port, host: "127.0.0.1", localAddress }).on("error", () => {});
    socket.once("close", () => {
      flood.closed++;
      setTimeout(() => holdSilent(port, localAddress, round), 200);
    });
    sockets.push(socket);
  };
  /** Whether a request on a fresh connection from 127.0.0.1 gets an answer. */
  const answered = async (port: number) =>
    /^HTTP\/1\.1 200/.test(
      (await raw(port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).answer,
    );

  test("4,100 silent connections from 17 addresses: fresh visitors are still answered", async () => {
    // TRUST_PROXY=false: here 127.0.0.x are 17 clients on the internet, not a proxy on this host.
    const { port } = await start({ env: { TRUST_PROXY: "false", LOG_LEVEL: "warn" } });
    flood.closed = 0;
    for (let n = 0; n < 4100; n++) holdSilent(port, `127.0.0.${2 + (n % 17)}`);
    // The server is full once it has closed the 100 it has no slot for.
    await expect.poll(() => flood.closed, { timeout: 60_000 }).toBeGreaterThanOrEqual(100);
    let fresh = 0;
    for (let n = 0; n < 60; n++) if (await answered(port)) fresh++;
    console.log(
      `silent flood from 17 addresses: ${fresh} of 60 fresh requests answered, ${sockets.length} connections opened`,
    );
    expect(fresh).toBeGreaterThanOrEqual(57);
  });

  test("a proxy on the same host with 300 connections open: none is dropped", async () => {
    const { port } = await start({ env: { LOG_LEVEL: "warn" } });
    const exchanges = await Promise.all(
      Array.from({ length: 300 }, () => raw(port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n", 10_000)),
    );
    const dropped = exchanges.filter(({ answer }) => !/^HTTP\/1\.1 200/.test(answer)).length;
    console.log(`300 connections from one trusted proxy: ${dropped} dropped`);
    expect(dropped).toBe(0);
  });

  test("a Host or forwarded protocol no URL can hold, or a preview exit to a non-ASCII path: 400 or home, no error, and no capability in the log", async () => {
    const { port, url, output } = await start({ env: { PREVIEW_SECRET: "p".repeat(40) } });
    const status = async (request: string) => (await raw(port, request)).answer.split("\r\n")[0];
    const post = (headers: string) =>
      `POST /api/contact-form HTTP/1.1\r\n${headers}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`;
    for (const host of ["[", "a:99999"]) {
      expect(await status(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`), host).toMatch(/ 400 /);
      expect(await status(post(`Host: ${host}`)), host).toMatch(/ 400 /);
    }
    // 127.0.0.1 is a trusted proxy by default, so its X-Forwarded-Proto is read.
    expect(await status(post("Host: localhost\r\nX-Forwarded-Proto: a b"))).toMatch(/ 400 /);
    const exit = await raw(
      port,
      "GET /api/preview/exit?to=/%E4%B8%AD HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(exit.answer).toMatch(/^HTTP\/1\.1 303 .*\r\nLocation: \/\r\n/is);
    expect(output()).not.toContain('"level":"error"');

    // A capability in a URL never reaches the log: reply links' tokens, preview secrets, tokens in a query.
    const requestLines = output().match(/"msg":"request"/g)?.length ?? 0;
    const token = `${"a".repeat(32)}.tb1x2c.${"b".repeat(32)}`;
    for (const path of [`/answered/${token}`, `/api/preview?secret=${"p".repeat(40)}&to=/`, "/?token=c0ffee15c0ffee15"])
      await fetch(`${url}${path}`, { redirect: "manual" });
    await fetch(`${url}/answered/${token}`, { method: "POST", headers: { Origin: url } });
    await expect.poll(() => output().match(/"msg":"request"/g)?.length).toBe(requestLines + 4);
    for (const secret of [token.slice(0, 32), token.slice(-32), "p".repeat(40), "c0ffee15c0ffee15"])
      expect(output()).not.toContain(secret);
  });

  test("a flood of unknown URLs: a summary line a second, not a line a request, and every request counted", async () => {
    const { url, output } = await start();
    const started = Date.now();
    const requests = 3000;
    for (let n = 0; n < requests; n += 50)
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => fetch(`${url}/no-such-page-${n + i}`).then((r) => r.text())),
      );
    const seconds = (Date.now() - started) / 1000;
    const lines = () =>
      output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line));
    const counted = () =>
      lines().reduce(
        (sum, line) => sum + (line.msg === "request" && line.status === 404 ? 1 : (line.counts?.["404"] ?? 0)),
        0,
      );
    await expect.poll(counted).toBe(requests);
    const written = lines().filter((line) => line.msg === "request").length;
    const bytes = lines().reduce((sum, line) => sum + JSON.stringify(line).length + 1, 0);
    console.log(
      `${requests} unknown URLs in ${seconds.toFixed(1)} s: ${written} request lines, ${(bytes / seconds / 1000).toFixed(1)} kB/s of log`,
    );
    expect(written).toBeLessThanOrEqual(100 * Math.ceil(seconds + 1));
  });
});

test.describe("an earlier version's data folder", () => {
  test.describe.configure({ timeout: 120_000 });
  const fixture = path.resolve("tests/e2e/fixtures/pglite-era");
  const { start, folder } = ownServers({ port: ownPort(8) });

  test("is refused at start with the way across, and its backup restores with nothing lost", async () => {
    const dataDir = folder("legacy");
    // What an earlier version left: its PGlite folder, and no SQLite store.
    mkdirSync(path.join(dataDir, "pglite"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite", "PG_VERSION"), "17\n");
    const refused = await start({ dataDir, waitFor: "nothing" });
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toContain("holds enquiries in the format of an earlier version (PGlite)");
    expect(refused.stderr()).toContain("npm run enquiries -- restore");

    // The backup the earlier version's CLI wrote, restored with this one.
    const run = async (...args: string[]) => (await cli({ DATA_DIR: dataDir }, ...args)).stdout;
    const backup = path.join(fixture, "backup.json.gz");
    expect(await run("restore", backup)).toMatch(/^Restored 6 enquiries, \d+ deliveries and 2 settings from /);
    const before = JSON.parse(readFileSync(path.join(fixture, "export.json"), "utf8")) as Record<string, unknown>[];
    const after = JSON.parse(await run("export", "--format", "json")) as Record<string, unknown>[];
    // Times to the millisecond: the earlier store kept microseconds.
    const time = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);
    const comparable = (rows: Record<string, unknown>[]) =>
      rows
        .map(
          (row): Record<string, unknown> => ({
            ...row,
            createdAt: time(row.createdAt),
            deliveries: (row.deliveries as Record<string, unknown>[])
              .map((delivery): Record<string, unknown> => ({ ...delivery, deliveredAt: time(delivery.deliveredAt) }))
              .sort((a, b) => String(a.channel).localeCompare(String(b.channel))),
          }),
        )
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    // What this version adds to an enquiry, none of which an earlier one recorded.
    for (const row of after) expect(row).toMatchObject({ attribution: null, answeredAt: null, releasedAt: null });
    const added = ({ attribution, answeredAt, releasedAt, ...row }: Record<string, unknown>) => row;
    expect(comparable(after.map(added))).toEqual(comparable(before));

    // Once restored, the site starts on the same folder, and its deliveries still owed go out.
    const server = await start({ dataDir });
    expect((await submitJson(server.url, enquiry("after-upgrade"))).status).toBe(201);
    await server.stop("SIGTERM");
    expect(JSON.parse(await run("export", "--format", "json"))).toHaveLength(before.length + 1);
  });
});
