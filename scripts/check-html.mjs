// Every page's HTML through the W3C Nu HTML checker (vnu.jar, on Java). Pages
// are fetched from the production server, so server-rendered pages are
// checked too. Prints a line per page and fails on any error.
// The checker also runs its CSS validator over a page's <style> element (the
// home page carries its stylesheet, ADR 049). That validator predates the CSS
// the stylesheet is built with (@property, container queries, margin-trim), so
// its messages ("CSS: …") are counted and printed once, not failed on: this
// gate is for the HTML.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import vnu from "vnu-jar";
import { startServer } from "./lib/server.mjs";

const server = await startServer();
const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
const files = new Map();
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  paths.push("/no-such-page");
  for (const p of paths) {
    const response = await fetch(`${server.url}${p}`);
    const file = path.join(dir, `${p === "/" ? "home" : p.slice(1).replaceAll("/", "__")}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await response.text());
    files.set(file, p);
  }
} finally {
  await server.stop();
}

let output = "";
try {
  execFileSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files.keys()], {
    stdio: ["ignore", "pipe", "pipe"],
  });
} catch (error) {
  output = error.stderr?.toString() || error.stdout?.toString() || String(error);
}
const all = output ? JSON.parse(output).messages : [];
const messages = all.filter((message) => !message.message.startsWith("CSS: "));
const cssMessages = all.length - messages.length;
if (cssMessages) console.log(`(${cssMessages} messages of the CSS validator on inline stylesheets, not counted)`);
const byPage = new Map([...files.values()].map((p) => [p, []]));
for (const message of messages) byPage.get(files.get(new URL(message.url).pathname) ?? message.url)?.push(message);

let errors = 0;
for (const [page, list] of byPage) {
  console.log(`${list.length === 0 ? "ok  " : "FAIL"} ${page}${list.length ? ` (${list.length} errors)` : ""}`);
  for (const m of list) console.log(`       line ${m.lastLine}: ${m.message}`);
  errors += list.length;
}
console.log(`HTML check: ${byPage.size} pages, ${errors} errors.`);
if (errors) process.exit(1);
