// Every page of the sitemap, and the not-found page, through the W3C Nu HTML checker (vnu.jar; it will not
// fetch from a private address, so it reads files); fails on any error. Its CSS validator predates the
// home page's CSS (ADR 049), so its "CSS: …" messages are counted, not failed on.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import vnu from "vnu-jar";
import { startServer } from "./lib/server.mjs";

const server = await startServer();
let output = "";
let paths = [];
try {
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).concat("/no-such-page");
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  const files = [];
  for (const [n, p] of paths.entries()) {
    files.push(path.join(dir, `${n}.html`));
    writeFileSync(files[n], await (await fetch(`${server.url}${p}`)).text());
  }
  execFileSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files], { stdio: "pipe" });
} catch (error) {
  output = error.stderr?.toString() || String(error);
} finally {
  await server.stop();
}
const all = output ? JSON.parse(output).messages : [];
const messages = all.filter((message) => !message.message.startsWith("CSS: "));
if (all.length > messages.length) console.log(`(${all.length - messages.length} CSS validator messages, not counted)`);
for (const [n, page] of paths.entries()) {
  const own = messages.filter((m) => m.url.endsWith(`/${n}.html`));
  console.log(`${own.length ? "FAIL" : "ok  "} ${page}${own.length ? ` (${own.length} errors)` : ""}`);
  for (const m of own) console.log(`       line ${m.lastLine}: ${m.message}`);
}
console.log(`HTML check: ${paths.length} pages, ${messages.length} errors.`);
if (messages.length) process.exit(1);
