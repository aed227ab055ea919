// Full-page screenshots of pages at phone and desktop widths, for looking at what was built.
// Usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [path ...]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [path ...]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
