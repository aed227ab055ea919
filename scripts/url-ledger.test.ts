// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { redirects } from "~/content/redirects";
import { noindexPaths, pagePaths } from "./lib/pages";
import { compareLedger, formatLedger, LEDGER_FILE, parseLedger, type SitePaths, summaryLine } from "./url-ledger";

const site = (paths: Partial<SitePaths> = {}): SitePaths => ({
  pages: ["/", "/blog", "/thank-you", "/case-studies"],
  noindex: ["/thank-you"],
  redirected: [],
  gone: [],
  ...paths,
});

describe("the URL ledger", () => {
  it("fails on a path that vanished, but not once it redirects or is gone, and keeps it listed", () => {
    const ledger = ["/", "/blog", "/case-studies", "/old-services", "/withdrawn"];
    expect(compareLedger(ledger, site({ gone: ["/withdrawn"] })).vanished).toEqual(["/old-services"]);
    const report = compareLedger(ledger, site({ redirected: ["/old-services"], gone: ["/withdrawn"] }));
    expect(report.vanished).toEqual([]);
    expect(report.ledger).toEqual(["/", "/blog", "/case-studies", "/old-services", "/withdrawn"]);
    expect(report.counts).toEqual({ pages: 3, redirected: 1, gone: 1 });
  });

  it("adds new public pages, sorted, but not the pages kept out of search", () => {
    const report = compareLedger(["/blog"], site());
    expect(report.added).toEqual(["/", "/case-studies"]);
    expect(report.ledger).toEqual(["/", "/blog", "/case-studies"]);
    expect(summaryLine(report)).toBe("URL ledger: 3 published paths (3 pages, 0 redirected, 0 gone), 2 added");
    // A listed page later kept out of search still answers.
    expect(compareLedger(["/thank-you"], site()).vanished).toEqual([]);
  });

  it("reads and writes the file: comments and blank lines skipped, paths sorted once each", () => {
    const text = formatLedger(["/blog", "/", "/case-studies/b", "/blog", "/case-studies"]);
    expect(text.startsWith("# ")).toBe(true);
    expect(parseLedger(text)).toEqual(["/", "/blog", "/case-studies", "/case-studies/b"]);
    expect(formatLedger(parseLedger(text))).toBe(text);
    expect(() => parseLedger("# header\npaths:\n  - /blog\n  - blog/x\n")).toThrow(
      `${LEDGER_FILE}: paths.1: expected one path starting with /, found "blog/x"`,
    );
    expect(() => parseLedger("paths:\n  - /blog /x\n")).toThrow(`${LEDGER_FILE}: paths.0:`);
    expect(() => parseLedger("paths: /blog\n")).toThrow(`${LEDGER_FILE}: paths: expected a list`);
    expect(() => parseLedger("paths: [\n")).toThrow(`${LEDGER_FILE}: not YAML`);
    // A path YAML would read as something else is quoted, and reads back as written.
    expect(parseLedger(formatLedger(["/a:b", "/#x", "/caf%c3%a9"]))).toEqual(["/#x", "/a:b", "/caf%c3%a9"]);
  });

  it("accounts for every path in the committed ledger", () => {
    const ledger = parseLedger(readFileSync(LEDGER_FILE, "utf8"));
    const report = compareLedger(ledger, {
      pages: pagePaths,
      noindex: noindexPaths,
      redirected: redirects.redirects.map((redirect) => redirect.from),
      gone: redirects.gone,
    });
    expect(report.vanished).toEqual([]);
    expect(ledger.length).toBeGreaterThan(0);
  });
});

describe("the build's ledger step", () => {
  /** Runs scripts/url-ledger.ts, as the build does, on a copy of the ledger that says this. */
  function runWith(ledger: string, args: string[] = []) {
    const dir = mkdtempSync(path.join(tmpdir(), "url-ledger-"));
    const file = path.join(dir, "published-paths.yaml");
    try {
      writeFileSync(file, ledger);
      // Outside CI, as on an editor's machine, unless the test asks for the check.
      const run = spawnSync(process.execPath, ["scripts/url-ledger.ts", "--ledger", file, ...args], {
        encoding: "utf8",
        env: { ...process.env, CI: "" },
      });
      return { status: run.status, output: `${run.stdout}${run.stderr}`, ledger: readFileSync(file, "utf8") };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("fails with a non-zero exit that names the vanished path and both fixes, and changes nothing", () => {
    const ledger = formatLedger([...parseLedger(readFileSync(LEDGER_FILE, "utf8")), "/old-services"]);
    const run = runWith(ledger);
    expect(run.status).toBe(1);
    expect(run.output).toContain("  - /old-services");
    expect(run.output).toMatch(/In content\/redirects\.yaml, either:\n.*redirect it[^\n]*\n.*gone:/);
    expect(run.ledger).toBe(ledger);
  }, 30_000);

  it("adds the public pages missing from the ledger and passes; under --check (CI) fails and changes nothing", () => {
    const ledger = formatLedger(["/"]);
    const checked = runWith(ledger, ["--check"]);
    expect(checked.status).toBe(1);
    expect(checked.output).toMatch(/does not list these public pages:\n(.*\n)* {2}\+ \/case-studies\n/);
    expect(checked.output).toMatch(
      /add them under Published addresses; or run `npm run build` and commit the lines it adds/,
    );
    expect(checked.ledger).toBe(ledger);
    const run = runWith(ledger);
    expect(run.status).toBe(0);
    expect(run.output).toContain("  + /case-studies");
    expect(run.output).not.toContain("  + /thank-you");
    expect(run.output).toMatch(/URL ledger: \d+ published paths .*, \d+ added in \d+ ms/);
    expect(run.ledger).toBe(formatLedger(pagePaths.filter((page) => !noindexPaths.includes(page))));
  }, 60_000);
});
