// One Lighthouse run of one page, as the performance gate (scripts/perf.mjs) reads it. Lighthouse keeps
// global state, so runs at the same time need a process each: started with `fork`, this module
// launches a browser of its own, measures each page it is sent and sends back the figures.

import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";

/** The SEO audits a page fails on purpose: pages kept out of search, and the not-found page's status. */
export const expectedToFail = (page) => [
  ...(page.noindex ? ["is-crawlable"] : []),
  ...(page.notFound ? ["http-status-code"] : []),
];

export async function measure(serverUrl, page, port) {
  const { lhr } = await lighthouse(
    `${serverUrl}${page.path}`,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // The screenshots are for Lighthouse's report, which this gate never shows; the full-page one
      // resizes the viewport and encodes the whole page, seconds a run.
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
      // The not-found page answers 404 by design; measure it all the same.
      ignoreStatusCode: Boolean(page.notFound),
    },
    page.notFound
      ? {
          extends: "lighthouse:default",
          // Its own 404 status is the one console message that is not an error of the page.
          audits: [
            {
              path: "errors-in-console",
              options: { ignoredPatterns: ["ERR_BLOCKED_BY_CLIENT.Inspector", "status of 404 (Not Found)"] },
            },
          ],
        }
      : undefined,
  );
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script" && r.url.startsWith(serverUrl));
  let jsGzip = 0;
  for (const script of scripts)
    jsGzip += gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer()), { level: 9 }).length;
  const failingSeo = lhr.categories.seo.auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const row = {
    page: page.name,
    path: page.path,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    transferKb: Math.round(audit("total-byte-weight") / 1024),
    jsGzipKb: Math.round((jsGzip / 1024) * 100) / 100,
    blocking: (lhr.audits["render-blocking-insight"]?.details?.items ?? []).length,
  };
  // Every audit that cost points outside performance, to say why a floor was missed.
  const notes = [];
  // A run Lighthouse could not complete scores 0; say why, so it is not mistaken for a slow page.
  if (lhr.runtimeError) notes.push(`${page.path} [run] ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === "performance" || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (id === "seo" && expectedToFail(page).includes(ref.id)) continue;
      if (ref.weight > 0 && a && a.score !== null && a.score < 1)
        notes.push(`${page.path} [${id}] ${a.id}: ${a.title}`);
    }
  }
  return { row, notes, failingSeo, failed: Boolean(lhr.runtimeError) };
}

if (process.send && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  process.on("message", async ({ serverUrl, page }) => process.send(await measure(serverUrl, page, chrome.port)));
  process.on("disconnect", async () => {
    await chrome.kill();
    process.exit(0);
  });
  process.send("ready");
}
