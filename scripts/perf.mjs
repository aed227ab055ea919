// Lighthouse (mobile preset) in the system Chromium against the production server, one page of every
// template in each language; prints the figures and the audits that cost points, and appends them to
// bench/history/lighthouse.jsonl. It gates nothing (ADR 094). `node scripts/perf.mjs /es /blog` measures those.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { appendHistory } from "./lib/bench.mjs";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const pages = [
  ...["/", "/case-studies", "/case-studies/tinder", "/brand-strategy-positioning", "/marketing-agency-london"],
  ...["/blog", "/blog/openai-shopify-collaboration", "/privacy-policy", "/thank-you", "/no-such-page"],
  ...["/es", "/es/casos/tinder", "/es/medios-pagados-y-ppc", "/es/agencia-de-marketing-barcelona"],
  ...["/es/blog/openai-y-shopify-compra-conversacional", "/es/politica-de-privacidad"],
];
const selected = process.argv.length > 2 ? pages.filter((path) => process.argv.includes(path)) : pages;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const rows = [];
const notes = [];
try {
  for (const path of selected) {
    const { lhr } = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The screenshots are for Lighthouse's report, which is never shown here: seconds a run.
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
      ignoreStatusCode: true,
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    rows.push({
      path,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN).toFixed(3)),
      transferKb: Math.round(audit("total-byte-weight") / 1024),
    });
    if (lhr.runtimeError) notes.push(`${path} [run] ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    // Every audit that cost points outside performance (pages kept out of search fail is-crawlable by design).
    for (const [id, category] of Object.entries(lhr.categories)) {
      if (id === "performance") continue;
      for (const ref of category.auditRefs) {
        const result = lhr.audits[ref.id];
        if (ref.weight > 0 && result?.score !== null && result?.score < 1)
          notes.push(`${path} [${id}] ${result.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.table(rows);
console.log(`Figures appended to ${appendHistory("lighthouse", rows)}`);
if (notes.length) console.log(`Audits that cost points:\n  ${notes.join("\n  ")}`);
