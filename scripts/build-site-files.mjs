// After the page build: icons, sitemap.xml, robots.txt and the blog feed, all
// derived from what was actually built, so they can never list a page that
// does not exist or miss one that does.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const clientDir = "build/client";
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
const absolute = (p) => new URL(p, `${siteUrl}/`).toString();
const today = new Date().toISOString().slice(0, 10);

// Pages rendered per request are not on disk; they are indexable and change daily.
const serverRenderedIndexable = ["/privacy-policy", "/terms-of-service"];

function* pages(dir, base = "") {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== "assets")
      yield* pages(path.join(dir, entry.name), `${base}/${entry.name}`);
    else if (entry.name === "index.html")
      yield { path: base || "/", html: readFileSync(path.join(dir, entry.name), "utf8") };
  }
}

function jsonLdNodes(html) {
  const nodes = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json);
    nodes.push(...(data["@graph"] ?? [data]));
  }
  return nodes;
}

const escapeXml = (value) =>
  String(value).replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c],
  );

const built = [...pages(clientDir)];
const indexable = built.filter((page) => !/<meta name="robots" content="noindex/.test(page.html));

// sitemap.xml
const entries = [
  ...indexable.map((page) => {
    const modified = jsonLdNodes(page.html).find((node) => node.dateModified)?.dateModified;
    return { loc: absolute(page.path), lastmod: (modified ?? today).slice(0, 10) };
  }),
  ...serverRenderedIndexable.map((p) => ({ loc: absolute(p), lastmod: today })),
].sort((a, b) => a.loc.localeCompare(b.loc));
writeFileSync(
  path.join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`)
    .join("\n")}\n</urlset>\n`,
);

// robots.txt
writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absolute("/sitemap.xml")}\n`,
);

// The blog feed (RSS 2.0), from the articles' own structured data.
const posts = built
  .flatMap((page) => jsonLdNodes(page.html).filter((node) => node["@type"] === "BlogPosting"))
  .sort((a, b) => b.datePublished.localeCompare(a.datePublished));
const feed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Latest Insights | Lumen &amp; Lark</title>
    <link>${escapeXml(absolute("/blog"))}</link>
    <atom:link href="${escapeXml(absolute("/blog/feed.xml"))}" rel="self" type="application/rss+xml" />
    <description>Analysis of the shifts that change how brands are built and bought, from Lumen &amp; Lark.</description>
    <language>en-gb</language>
${posts
  .map(
    (post) => `    <item>
      <title>${escapeXml(post.headline)}</title>
      <link>${escapeXml(post.url)}</link>
      <guid isPermaLink="true">${escapeXml(post.url)}</guid>
      <description>${escapeXml(post.description)}</description>
      <pubDate>${new Date(post.datePublished).toUTCString()}</pubDate>
    </item>`,
  )
  .join("\n")}
  </channel>
</rss>
`;
mkdirSync(path.join(clientDir, "blog"), { recursive: true });
writeFileSync(path.join(clientDir, "blog", "feed.xml"), feed);

// Icons from the SVG mark.
const mark = readFileSync("public/favicon.svg");
const maskable = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#111014"/><circle cx="16" cy="16" r="5.5" fill="#ff5a36"/></svg>',
);
await Promise.all([
  sharp(mark, { density: 1200 }).resize(192, 192).png().toFile(path.join(clientDir, "icon-192.png")),
  sharp(mark, { density: 1200 }).resize(512, 512).png().toFile(path.join(clientDir, "icon-512.png")),
  sharp(maskable, { density: 1200 }).resize(512, 512).png().toFile(path.join(clientDir, "icon-maskable-512.png")),
  sharp(mark, { density: 1200 })
    .resize(180, 180)
    .flatten({ background: "#111014" })
    .png()
    .toFile(path.join(clientDir, "apple-touch-icon.png")),
]);

console.log(`site files: sitemap.xml (${entries.length} URLs), robots.txt, blog feed (${posts.length} posts), 4 icons`);
