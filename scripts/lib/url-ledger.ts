// The URL ledger (ADR 052): every path the site has published, committed in content/published-paths.yaml,
// which the build and the browser editor's "Published addresses" both keep.
// A published path must go on answering: as a page, as a redirect's `from` or as a gone path (410) in
// content/redirects.yaml. This module is the comparison alone, without files, so it is tested directly.

import { parse as parseYaml } from "yaml";

export const LEDGER_FILE = "content/published-paths.yaml";

export const LEDGER_HEADER = `# Every path this site has published, sorted. The build keeps it (ADR 052):
# - it adds each new public page here; commit the lines it adds with the change that published them
#   (or, in the browser editor, add the address under Published addresses);
# - it fails when a path listed here is no longer a page, a redirect or a gone path in
#   content/redirects.yaml. Add a redirect or list the path as gone; never delete a line to pass.
`;

/** What the site answers now: its pages, the public ones among them, and content/redirects.yaml. */
export type SitePaths = {
  /** Every page the site has, public or kept out of search. */
  pages: readonly string[];
  /** The pages kept out of search (noindex): they exist, but are not published. */
  noindex: readonly string[];
  /** The paths content/redirects.yaml redirects. */
  redirected: readonly string[];
  /** The paths content/redirects.yaml answers 410 Gone. */
  gone: readonly string[];
};

export type LedgerReport = {
  /** Ledger paths nothing answers any more: each one fails the build. */
  vanished: string[];
  /** Public pages the ledger does not list yet: the build adds them. */
  added: string[];
  /** The ledger with the added paths, sorted: what the file should say. */
  ledger: string[];
  /** How the ledger's paths are answered now. */
  counts: { pages: number; redirected: number; gone: number };
};

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

/** Compares the ledger with what the site answers now. */
export function compareLedger(ledger: readonly string[], site: SitePaths): LedgerReport {
  const pages = new Set(site.pages);
  const redirected = new Set(site.redirected);
  const gone = new Set(site.gone);
  const listed = new Set(ledger);
  const hidden = new Set(site.noindex);
  const counts = { pages: 0, redirected: 0, gone: 0 };
  const vanished: string[] = [];
  for (const path of listed) {
    if (pages.has(path)) counts.pages++;
    else if (redirected.has(path)) counts.redirected++;
    else if (gone.has(path)) counts.gone++;
    else vanished.push(path);
  }
  const added = [...new Set(site.pages)].filter((path) => !hidden.has(path) && !listed.has(path));
  return {
    vanished: vanished.sort(byCodePoint),
    added: added.sort(byCodePoint),
    ledger: [...listed, ...added].sort(byCodePoint),
    counts,
  };
}

/** The build's message for paths that vanished: each one, and the two ways to answer it. */
export function vanishedMessage(vanished: readonly string[], file = LEDGER_FILE): string {
  return [
    `URL ledger: ${vanished.length} published path${vanished.length === 1 ? "" : "s"} in ${file} no longer answered:`,
    ...vanished.map((path) => `  - ${path}`),
    "Each one was published, so people and search engines may still ask for it. In content/redirects.yaml, either:",
    "  - redirect it to the page that replaced it (under redirects:, an entry with from: <the path> and to: <the new page>),",
    "  - or, if nothing replaced it, list it under gone: (the server answers it 410 Gone).",
  ].join("\n");
}

/** The one-line summary the build prints. */
export function summaryLine({ ledger, added, counts }: LedgerReport): string {
  return `URL ledger: ${ledger.length} published paths (${counts.pages + added.length} pages, ${counts.redirected} redirected, ${counts.gone} gone), ${added.length} added`;
}
