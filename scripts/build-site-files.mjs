// After the page build: sitemap.xml, robots.txt, the blog feeds, icons and social cards, from the app's
// own list of pages (app/site-pages.server.ts), so they list exactly the pages there are (ADR 055).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import sharp from "sharp";
import { importAppModule } from "./lib/app-modules.mjs";
import { socialCard } from "./og-images.mjs";

const { SITE_URL_PLACEHOLDER } = await importAppModule("app/lib/site-url.ts");
const { bestBrotli } = await importAppModule("server/compress.ts");
const { sitemapPages, feedArticlesIn, socialCards } = await importAppModule("app/site-pages.server.ts");
const { colors, markSvg } = await importAppModule("app/config/tokens.ts");
const { blogCopyIn } = await importAppModule("app/content/pages/blog.ts");
const { fixedPaths, localeNames, locales, ownPath } = await importAppModule("app/config/locales.ts");
const { blogFeedPath } = await importAppModule("app/seo.server.ts");

const clientDir = "build/client";
// Absolute URLs carry the build's placeholder origin, like the pages; the server gives them SITE_URL.
const siteUrl = SITE_URL_PLACEHOLDER;
const absolute = (p) => new URL(p, `${siteUrl}/`).toString();
const today = new Date().toISOString().slice(0, 10);

const ENTITIES = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };
const escapeXml = (value) => String(value).replace(/[<>&'"]/g, (c) => ENTITIES[c]);

// sitemap.xml: every indexable page; a page rendered per request, or one whose content gives no
// date, changes (as far as a crawler knows) daily. A page in both languages names both, and English
// as the default, as its hreflang links do (ADR 084).
const alternatesOf = (page) => {
  const addresses = Object.entries(page.alternates);
  if (addresses.length < 2) return "";
  const link = (hreflang, p) =>
    `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(p))}"/>`;
  return addresses.map(([locale, p]) => link(locale, p)).join("") + link("x-default", page.alternates.en);
};
const entries = sitemapPages
  .map((page) => ({
    loc: absolute(page.path),
    lastmod: (page.prerendered && page.lastmod) || today,
    alternates: alternatesOf(page),
  }))
  .sort((a, b) => a.loc.localeCompare(b.loc));
writeFileSync(
  path.join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries
    .map((e) => `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>${e.alternates}</url>`)
    .join("\n")}\n</urlset>\n`,
);

// robots.txt
writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absolute("/sitemap.xml")}\n`,
);

// The blog's feeds (RSS 2.0), one per language with a blog of its own, from the articles themselves.
const blogLocales = localeNames.filter((locale) => ownPath("blog", locale));
const feedSizes = blogLocales.map((locale) => {
  const posts = feedArticlesIn(locale);
  const copy = blogCopyIn(locale).index;
  const feedPath = blogFeedPath(locale);
  const feed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(copy.meta.title)}</title>
    <link>${escapeXml(absolute(fixedPaths.blog[locale]))}</link>
    <atom:link href="${escapeXml(absolute(feedPath))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(copy.meta.description)}</description>
    <language>${locales[locale].lang.toLowerCase()}</language>
${posts
  .map(
    (post) => `    <item>
      <title>${escapeXml(post.headline)}</title>
      <link>${escapeXml(absolute(post.path))}</link>
      <guid isPermaLink="true">${escapeXml(absolute(post.path))}</guid>
      <description>${escapeXml(post.description)}</description>
      <pubDate>${new Date(post.datePublished).toUTCString()}</pubDate>
    </item>`,
  )
  .join("\n")}
  </channel>
</rss>
`;
  mkdirSync(path.join(clientDir, path.dirname(feedPath)), { recursive: true });
  writeFileSync(path.join(clientDir, feedPath), feed);
  return `${feedPath} (${posts.length} posts)`;
});

// The mark, and icons from it, in the design tokens' colours.
const mark = Buffer.from(markSvg());
writeFileSync(path.join(clientDir, "favicon.svg"), mark);
const icons = [
  ["icon-192.png", mark, 192],
  ["icon-512.png", mark, 512],
  ["icon-maskable-512.png", Buffer.from(markSvg({ full: true })), 512],
  ["apple-touch-icon.png", mark, 180, colors.ink],
];
await Promise.all(
  icons.map(([file, svg, size, background]) => {
    const icon = sharp(svg, { density: 1200 }).resize(size, size);
    return (background ? icon.flatten({ background }) : icon).png().toFile(path.join(clientDir, file));
  }),
);

const cards = [
  ...socialCards,
  {
    title: "Brands people choose. Growth you can prove.",
    eyebrow: "Growth and brand marketing",
    image: "og/default.png",
  },
];
let drawn = 0;
for (const card of cards) if (await socialCard(clientDir, card)) drawn++;

console.log(`social cards: ${cards.length} (${drawn} drawn, ${cards.length - drawn} from cache)`);
// Every text file compressed once, here, at the best settings, beside itself (kept only when smaller): the
// server sends these forms as they are (ADR 091).
const texts = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
  /\.(?:html|data|js|css|json|webmanifest|xml|txt|svg)$/.test(file),
);
await Promise.all(
  texts.map(async (file) => {
    const full = path.join(clientDir, file);
    const body = readFileSync(full);
    const forms = { br: await bestBrotli(body), gz: gzipSync(body, { level: 9 }) };
    for (const [suffix, form] of Object.entries(forms))
      if (form.length < body.length) writeFileSync(`${full}.${suffix}`, form);
  }),
);
console.log(`compressed: ${texts.length} files (brotli 11, or 9 past a megabyte; gzip 9)`);
console.log(
  `site files: sitemap.xml (${entries.length} URLs), robots.txt, blog feeds ${feedSizes.join(", ")}, 4 icons`,
);
