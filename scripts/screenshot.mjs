// Full-page screenshots of pages at phone and desktop widths, for looking at what was built.
// Usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [path ...]
// WIDTHS=390,1440 chooses the widths; the default is 390, 768, 1024 and 1440.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [path ...]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
});
const widths = (process.env.WIDTHS ?? "390,768,1024,1440").split(",").map(Number);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
  // A visitor who has already chosen, so the consent banner does not cover the page (SHOW_BANNER=1 to see it).
  if (!process.env.SHOW_BANNER) await page.addInitScript(() => localStorage.setItem("cookieConsent", "essential"));
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    // Bring every lazy image into view once, so the full-page capture shows them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      await Promise.all(
        [...document.images].map((img) =>
          img.complete ? null : new Promise((r) => img.addEventListener("load", r, { once: true })),
        ),
      );
      window.scrollTo(0, 0);
    });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
