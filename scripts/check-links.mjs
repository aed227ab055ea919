// Crawls the production server from "/" and fails on any broken internal link, anchor or image, or on a
// page of the registry that no page links to.
import { pagePaths } from "./lib/pages.ts";
import { startServer } from "./lib/server.mjs";

const server = await startServer();
const origin = server.url;
const pages = new Map(); // path -> { status, ids }
const resources = new Map(); // url -> status
const references = [];

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");
/** Every URL a page's links, pictures, stylesheets and scripts name (not a canonical link, nor mail or a call). */
const urlsIn = (html) =>
  [...html.matchAll(/<(a|img|source|link|script)\b[^>]*>/gi)].flatMap(([tag, element]) => {
    const name = element.toLowerCase();
    if (name === "a") return [attribute(tag, "href")].filter((href) => href && !/^(mailto|tel):/.test(href));
    if (name === "img" || name === "source")
      return [
        attribute(tag, "src"),
        ...(attribute(tag, "srcset") ?? "").split(",").map((c) => c.trim().split(/\s+/)[0]),
      ];
    const url = attribute(tag, "href") ?? attribute(tag, "src");
    return url && !/^https?:\/\/(?!localhost)/.test(url) && attribute(tag, "rel") !== "canonical" ? [url] : [];
  });

async function crawl(path) {
  if (pages.has(path)) return;
  const response = await fetch(`${origin}${path}`, { redirect: "manual" });
  const html = response.headers.get("content-type")?.includes("text/html") ? await response.text() : "";
  pages.set(path, { status: response.status, ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])) });
  const found = urlsIn(html)
    .filter(Boolean)
    .map((url) => new URL(url, `${origin}${path}`))
    .filter((url) => url.origin === origin);
  for (const url of found) references.push({ from: path, url });
  for (const url of found) if (!/\.[a-z0-9]+$/i.test(url.pathname)) await crawl(url.pathname);
}

const failures = [];
try {
  await crawl("/");
  // The thank-you page is reached by sending the contact form, not by a link.
  await crawl("/thank-you");
  for (const { from, url } of references) {
    const isPage = pages.has(url.pathname);
    if (isPage) {
      const target = pages.get(url.pathname);
      if (target.status !== 200) failures.push(`${from} → ${url.pathname}: ${target.status}`);
      if (url.hash && !target.ids.has(decodeURIComponent(url.hash.slice(1))))
        failures.push(`${from} → ${url.pathname}${url.hash}: no element with that id`);
      continue;
    }
    if (!resources.has(url.href)) resources.set(url.href, (await fetch(url, { method: "HEAD" })).status);
    const status = resources.get(url.href);
    if (status !== 200) failures.push(`${from} → ${url.pathname}: ${status}`);
  }
  for (const route of pagePaths)
    if (!pages.has(route)) failures.push(`spec route ${route} is not linked from any page`);
} finally {
  await server.stop();
}

console.log(
  `Link check: ${pages.size} pages crawled, ${references.length} links and assets followed, ${resources.size} distinct assets, ${failures.length} problems.`,
);
if (failures.length) {
  console.error([...new Set(failures)].map((f) => `  ${f}`).join("\n"));
  process.exit(1);
}
