// The main thread's longest tasks on a fresh arrival, from Chromium's own trace (Lighthouse's simulated
// blocking time moves more between runs than between builds, ADR 087): each page at a phone's size, CPU
// slowed 4x (--cpu), until hydrated and settled. Per page, the medians of the longest task, the longest
// that does layout, and the sum of each task's time past 50 ms (100 ms with layout), scaled to the
// slowdown. Gates nothing. --against <base-url> loads the same paths from another server in turn.
//
//   npm run bench:main-thread [-- --runs N] [--cpu N] [--against <base-url>] [path ...]
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "9" },
    cpu: { type: "string", default: "4" },
    against: { type: "string" },
  },
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0)) {
  console.error("--runs takes a whole number above 0");
  process.exit(2);
}
const paths = positionals.length ? positionals : ["/", "/case-studies/tinder", "/blog/openai-shopify-collaboration"];

const server = await startServer({ waitFor: "listening" });
const bases = [["this build", server.url], ...(values.against ? [["against", values.against]] : [])];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** One fresh arrival: the trace's tasks on the page's main thread, in ms, each marked if it did layout. */
async function load(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: Number(values.cpu) });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(() => "hydrated" in document.documentElement.dataset);
  // Long enough for the idle work after hydration (the sections drawn one at a time, ADR 087).
  await page.waitForTimeout(1500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const layouts = events.filter((event) => event.name === "Layout");
  const main = layouts.reduce((longest, event) => (event.dur > longest.dur ? event : longest));
  const onMain = (event) => event.pid === main.pid && event.tid === main.tid;
  return events
    .filter((event) => onMain(event) && event.name === "RunTask" && Number.isFinite(event.dur))
    .map((task) => ({
      ms: task.dur / 1000,
      layout: layouts.some((event) => onMain(event) && event.ts >= task.ts && event.ts < task.ts + task.dur),
    }));
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const figures = new Map();
for (let run = 0; run < runs; run++) {
  for (const path of paths) {
    for (const [name, base] of bases) {
      const tasks = await load(new URL(path, base).href);
      const key = `${path} (${name})`;
      const rows = figures.get(key) ?? [];
      rows.push({
        longest: Math.max(...tasks.map((task) => task.ms)),
        longestLayout: Math.max(0, ...tasks.filter((task) => task.layout).map((task) => task.ms)),
        past: tasks.reduce(
          (sum, task) => sum + Math.max(0, task.ms - (task.layout ? 100 : 50) / Number(values.cpu)),
          0,
        ),
      });
      figures.set(key, rows);
    }
  }
}
await browser.close();
await server.stop();

console.log(`main thread on a fresh arrival, median of ${runs} run(s), ms`);
console.log(`${"page".padEnd(56)} ${"longest".padStart(8)} ${"layout".padStart(8)} ${"past".padStart(8)}`);
for (const [key, rows] of figures) {
  const cell = (field) =>
    median(rows.map((row) => row[field]))
      .toFixed(1)
      .padStart(8);
  console.log(`${key.padEnd(56)} ${cell("longest")} ${cell("longestLayout")} ${cell("past")}`);
}
