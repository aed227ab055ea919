/**
 * The URL ledger (content/published-paths.yaml, ADR 052): every path the site has published, which must go
 * on answering as a page, a redirect or a gone path (410) in content/redirects.yaml. Run as the last step of
 * `npm run build`, it fails when a published path is answered by nothing, adds the public pages it lacks,
 * and checks content/redirects.yaml against the pages. `--ledger <file>` keeps another file; `--check` (the
 * default under CI) adds nothing, so a public page missing from the committed ledger fails.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parse as parseYaml } from "yaml";

export const LEDGER_FILE = "content/published-paths.yaml";

export const LEDGER_HEADER = `# Every path this site has published, sorted. The build keeps it (ADR 052):
# - it adds each new public page here; commit the lines it adds with the change that published them
#   (or, in the browser editor, add the address under Published addresses);
# - it fails when a path listed here is no longer a page, a redirect or a gone path in
#   content/redirects.yaml. Add a redirect or list the path as gone; never delete a line to pass.
`;

/** What the site answers now: every page (`noindex` those kept out of search, never published) and redirects.yaml. */
export type SitePaths = Record<"pages" | "noindex" | "redirected" | "gone", readonly string[]>;

/** Sorted by code point, so the file's order does not depend on the machine's locale. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The paths a ledger file lists, under `paths:`; anything else fails, naming the entry. */
export function parseLedger(text: string, file = LEDGER_FILE): string[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new Error(`${file}: not YAML (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
  }
  const paths = (data as { paths?: unknown } | null)?.paths ?? [];
  if (!Array.isArray(paths)) throw new Error(`${file}: paths: expected a list of paths`);
  return paths.map((path, index) => {
    if (typeof path !== "string" || !/^\/\S*$/.test(path))
      throw new Error(`${file}: paths.${index}: expected one path starting with /, found ${JSON.stringify(path)}`);
    return path;
  });
}

/** A path as a YAML list item: plain when it can be, quoted when YAML would read it otherwise. */
const yamlItem = (path: string) => (/^\/[\w\-./~%]*$/.test(path) ? path : JSON.stringify(path));

/** The ledger file for these paths: its header, then each path once, sorted. */
export function formatLedger(paths: Iterable<string>): string {
  const items = [...new Set(paths)].sort(byCodePoint).map((path) => `  - ${yamlItem(path)}`);
  return `${LEDGER_HEADER}\npaths:\n${items.join("\n")}\n`;
}

/** The ledger's paths nothing answers any more, the public pages it lacks, the ledger with them, and how its paths are answered. */
export function compareLedger(ledger: readonly string[], site: SitePaths) {
  const listed = new Set(ledger);
  const counts = { pages: 0, redirected: 0, gone: 0 };
  const vanished: string[] = [];
  for (const path of listed) {
    const answer = (["pages", "redirected", "gone"] as const).find((kind) => site[kind].includes(path));
    if (answer) counts[answer]++;
    else vanished.push(path);
  }
  const added = [...new Set(site.pages)].filter((path) => !site.noindex.includes(path) && !listed.has(path));
  return {
    vanished: vanished.sort(byCodePoint),
    added: added.sort(byCodePoint),
    ledger: [...listed, ...added].sort(byCodePoint),
    counts,
  };
}

/** Each vanished path, and the two ways to answer it. */
export function vanishedMessage(vanished: readonly string[], file = LEDGER_FILE): string {
  return [
    `URL ledger: ${vanished.length} published path${vanished.length === 1 ? "" : "s"} in ${file} no longer answered:`,
    ...vanished.map((path) => `  - ${path}`),
    "Each one was published, so people and search engines may still ask for it. In content/redirects.yaml, either:",
    "  - redirect it to the page that replaced it (under redirects:, an entry with from: <the path> and to: <the new page>),",
    "  - or, if nothing replaced it, list it under gone: (the server answers it 410 Gone).",
  ].join("\n");
}

export function summaryLine({ ledger, added, counts }: ReturnType<typeof compareLedger>): string {
  return `URL ledger: ${ledger.length} published paths (${counts.pages + added.length} pages, ${counts.redirected} redirected, ${counts.gone} gone), ${added.length} added`;
}

if (import.meta.main) {
  const { importAppModule } = await import("./lib/app-modules.mjs");
  const { noindexPaths, pagePaths } = await import("./lib/pages.ts");
  const started = performance.now();
  const { values } = parseArgs({
    options: { ledger: { type: "string", default: LEDGER_FILE }, check: { type: "boolean", default: false } },
  });
  const { ledger: file } = values;
  const added = (paths: string[]) => paths.map((path) => `  + ${path}`).join("\n");
  try {
    const { redirects, checkAgainstPages } = (await importAppModule(
      "app/content/redirects.ts",
    )) as typeof import("../app/content/redirects.ts");
    checkAgainstPages(redirects, pagePaths);
    if (!existsSync(file))
      throw new Error(`${file} is missing: it is the record of every published path; restore it from git`);
    const report = compareLedger(parseLedger(readFileSync(file, "utf8"), file), {
      pages: pagePaths,
      noindex: noindexPaths,
      redirected: redirects.redirects.map((redirect) => redirect.from),
      gone: redirects.gone,
    });
    if (report.vanished.length > 0) throw new Error(vanishedMessage(report.vanished, file));
    if (report.added.length > 0 && (values.check || process.env.CI)) {
      throw new Error(
        `URL ledger: ${file} does not list these public pages:\n${added(report.added)}\nIn the browser editor, add them under Published addresses; or run \`npm run build\` and commit the lines it adds to ${file} with the change that published them.`,
      );
    }
    if (report.added.length > 0) {
      writeFileSync(file, formatLedger(report.ledger));
      console.log(
        `URL ledger: added to ${file} (commit it with the change that published them):\n${added(report.added)}`,
      );
    }
    console.log(`${summaryLine(report)} in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
