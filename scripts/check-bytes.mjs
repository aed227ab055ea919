// The JavaScript budget (ADR 003): what the home page in each language fetches at a phone's size, gzip -9,
// against 136 KB, and all it transfers against 350 KB. Bytes do not move with load: a hard gate.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const BUDGET = { jsGzipKb: 136, totalKb: 350 };
const server = await startServer();
const browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs });
const failures = [];
try {
  for (const path of ["/", "/es"]) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const responses = [];
    page.on("response", (response) => responses.push(response));
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    await page.waitForLoadState("networkidle");
    let js = 0;
    let total = 0;
    for (const response of responses) {
      const { responseBodySize, responseHeadersSize } = await response.request().sizes();
      total += responseBodySize + responseHeadersSize;
      if (response.request().resourceType() === "script") js += gzipSync(await response.body(), { level: 9 }).length;
    }
    const [jsKb, totalKb] = [js / 1024, total / 1024];
    console.log(
      `${path}: JavaScript ${jsKb.toFixed(2)} KB gzip (budget ${BUDGET.jsGzipKb}), transfer ${totalKb.toFixed(0)} KB (budget ${BUDGET.totalKb})`,
    );
    if (jsKb > BUDGET.jsGzipKb) failures.push(`${path}: JavaScript ${jsKb.toFixed(2)} KB > ${BUDGET.jsGzipKb} KB`);
    if (totalKb > BUDGET.totalKb) failures.push(`${path}: transfer ${totalKb.toFixed(0)} KB > ${BUDGET.totalKb} KB`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failures.length) {
  console.error(`Byte budget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
