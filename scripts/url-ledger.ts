/**
 * The last step of `npm run build`: keeps the URL ledger (content/published-paths.yaml, ADR 052). Fails
 * when a published path is answered by nothing, adds the public pages it lacks, and checks
 * content/redirects.yaml against the pages. `--ledger <file>` keeps another file; `--check` (the default
 * under CI) adds nothing, so a public page missing from the committed ledger fails.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { importAppModule } from "./lib/app-modules.mjs";
import { noindexPaths, pagePaths } from "./lib/pages.ts";
import {
  compareLedger,
  formatLedger,
  LEDGER_FILE,
  parseLedger,
  summaryLine,
  vanishedMessage,
} from "./lib/url-ledger.ts";

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
