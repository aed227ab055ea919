import type { APIRequestContext } from "@playwright/test";
import { Window } from "happy-dom";
import { articlePaths, legalPaths, noindexPaths, pagePaths, templateOfPage } from "../../scripts/lib/pages";
import { ownServers } from "../support/server";
import { e2eSiteUrl } from "./support/contact";
import { expect, limitPerPage, test } from "./support/fixtures";

const siteUrl = e2eSiteUrl;
/** Pages rendered per request, in every language: the legal documents and the thank-you page. */
const serverRendered = new Set<string>([
  ...legalPaths,
  ...pagePaths.filter((path) => templateOfPage.get(path) === "thank-you"),
]);

type Head = {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  ogImage: string | null;
  ogTitle: string | null;
  twitterCard: string | null;
  jsonLd: string[];
};

const parser = new new Window().DOMParser();

/** A page's head as the server sends it, the document a crawler reads. */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parser.parseFromString(await response.text(), "text/html");
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    robots: meta('meta[name="robots"]'),
    ogImage: meta('meta[property="og:image"]'),
    ogTitle: meta('meta[property="og:title"]'),
    twitterCard: meta('meta[name="twitter:card"]'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  };
}

/** Every node of a page's JSON-LD graphs. */
function nodesOf(jsonLd: string[]): Record<string, unknown>[] {
  return jsonLd.flatMap((text) => {
    const data = JSON.parse(text);
    return data["@graph"] ?? [data];
  });
}

// Each page's one h1 is judged in page-layout.spec.
test("every page has its own title, description, canonical URL, social card and JSON-LD with a breadcrumb trail", async ({
  request,
}) => {
  limitPerPage(pagePaths.length, 500);
  const heads = new Map<string, Head>();
  for (const path of pagePaths) heads.set(path, await headOf(request, path));

  for (const [path, head] of heads) {
    expect(head.title.length, path).toBeGreaterThan(10);
    expect(head.description?.length ?? 0, path).toBeGreaterThan(50);
    expect(head.canonical, path).toBe(`${siteUrl}${path === "/" ? "/" : path}`);
    if (noindexPaths.includes(path)) expect(head.robots, path).toBe("noindex, follow");
    else expect(head.robots, path).toContain("index, follow");
    expect(head.ogTitle, path).toBe(head.title);
    expect(head.twitterCard, path).toBe("summary_large_image");

    const image = await request.get(new URL(head.ogImage ?? "", siteUrl).pathname);
    expect(image.status(), `${path} social card`).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${path} card size`).toEqual([1200, 630]);

    const { jsonLd } = head;
    expect(jsonLd.length, path).toBe(1);
    const nodes = nodesOf(jsonLd);
    const types = nodes.map((node) => node["@type"]);
    expect(types, path).toContain("BreadcrumbList");
    expect(
      types.some((type) => type === "WebPage" || type === "CollectionPage"),
      path,
    ).toBe(true);
    const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList") as {
      itemListElement: { position: number; item: string }[];
    };
    // The trail starts at the home page of the page's language.
    const home = path === "/es" || path.startsWith("/es/") ? "/es" : "/";
    expect(crumbs.itemListElement[0]?.item, path).toBe(`${siteUrl}${home}`);
    expect(crumbs.itemListElement.at(-1)?.item, path).toBe(`${siteUrl}${path === "/" ? "/" : path}`);
    if (path.startsWith("/case-studies/")) expect(types, path).toContain("CreativeWork");
    if (path.startsWith("/blog/")) expect(types, path).toContain("BlogPosting");
    // An Offer is valid structured data only with a price (on it or its price specification).
    for (const offer of nested(nodes).filter((node) => node["@type"] === "Offer")) {
      const spec = (offer.priceSpecification ?? {}) as Record<string, unknown>;
      expect(typeof (offer.price ?? spec.price), `${path}: ${offer.name}`).toBe("number");
      expect(offer.priceCurrency ?? spec.priceCurrency, `${path}: ${offer.name}`).toBe("GBP");
    }
  }

  const unique = (pick: (head: Head) => string | null, paths = [...heads.keys()]) => {
    const values = paths.map((path) => pick(heads.get(path)!));
    expect(new Set(values).size, `duplicates among ${values.join(" / ")}`).toBe(values.length);
  };
  unique((h) => h.title);
  unique((h) => h.description);
  unique((h) => h.canonical);
  // Pages rendered per request share the site's default card; every prerendered page has its own.
  unique(
    (h) => h.ogImage,
    [...heads.keys()].filter((path) => !serverRendered.has(path)),
  );
});

/** Every object inside the nodes, at any depth. */
function nested(values: unknown[]): Record<string, unknown>[] {
  return values.flatMap((value) =>
    typeof value === "object" && value !== null
      ? [...(Array.isArray(value) ? [] : [value as Record<string, unknown>]), ...nested(Object.values(value))]
      : [],
  );
}

test("the home page describes the agency, with its rating and its offers", async ({ request }) => {
  // Its figures come from app/config/site.ts, whose own tests hold them; every Offer's price is checked above.
  const agency = nodesOf((await headOf(request, "/")).jsonLd).find((node) => node["@type"] === "ProfessionalService") as
    | { aggregateRating?: object; hasOfferCatalog: { itemListElement: unknown[] } }
    | undefined;
  expect(agency?.aggregateRating).toBeDefined();
  expect(agency!.hasOfferCatalog.itemListElement.length).toBeGreaterThan(0);
});

test("service, location and legal pages carry their own structured data", async ({ request }) => {
  const service = nodesOf((await headOf(request, "/paid-media-ppc-management")).jsonLd);
  expect(service.find((node) => node["@type"] === "Service")).toMatchObject({ name: "Paid Media & PPC" });

  const london = nodesOf((await headOf(request, "/marketing-agency-london")).jsonLd);
  expect(london.find((node) => node["@type"] === "ProfessionalService")).toMatchObject({
    address: { addressLocality: "London", addressCountry: "GB" },
    geo: { latitude: expect.any(Number), longitude: expect.any(Number) },
    areaServed: { name: "United Kingdom" },
  });

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const terms = nodesOf((await headOf(request, "/terms-of-service")).jsonLd);
  expect(terms.find((node) => node["@type"] === "WebPage")).toMatchObject({
    datePublished: "2024-01-01",
    dateModified: today,
  });
});

test("sitemap.xml lists exactly the indexable pages, and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexable = pagePaths.filter((path) => !noindexPaths.includes(path));
  expect(locs.toSorted()).toEqual(indexable.map((path) => `${siteUrl}${path === "/" ? "/" : path}`).toSorted());
  expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(robots.headers()["x-robots-tag"]).toBeUndefined();
});

test("the favicon set and web manifest are served", async ({ page, request }) => {
  await page.goto("/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest.name).toBe("Lumen & Lark");
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect((await request.get("/apple-touch-icon.png")).status()).toBe(200);
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#/);
});

test("the blog feed is well-formed RSS listing every English article, and the blog pages link to it", async ({
  page,
  request,
}) => {
  for (const path of ["/blog", "/blog/openai-shopify-collaboration"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/feed.xml",
    );
  }
  const response = await request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
      dates: [...doc.querySelectorAll("item > pubDate")].map((date) => date.textContent),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe("rss");
  const english = articlePaths.filter((path) => path.startsWith("/blog/"));
  expect(parsed.links.toSorted()).toEqual(english.map((path) => `${siteUrl}${path}`).toSorted());
  for (const date of parsed.dates) expect(Number.isNaN(Date.parse(date ?? ""))).toBe(false);
});

test.describe("one build for every environment", () => {
  test.describe.configure({ timeout: 120_000 });
  const { start } = ownServers();

  test("a staging server says its own SITE_URL in every absolute URL, and keeps itself out of search", async () => {
    const staging = "https://staging.lumen-and-lark.test";
    const server = await start({ env: { SITE_URL: staging, ALLOW_INDEXING: "false" } });
    const get = (path: string) => fetch(`${server.url}${path}`);
    const paths = ["/", "/case-studies/tinder", "/privacy-policy", "/no-such-page", "/privacy-policy.data"];
    const bodies = ["/sitemap.xml", "/blog/feed.xml", "/case-studies.data", ...paths];
    for (const path of bodies) {
      const response = await get(path);
      const text = await response.text();
      expect(text, path).not.toContain("site-url.invalid");
      expect(text, path).not.toMatch(/https?:\/\/localhost/);
      // The not-found page names no absolute URL at all.
      if (path !== "/no-such-page") expect(text, path).toContain(staging);
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    const home = await (await get("/")).text();
    expect(home).toContain(`<link rel="canonical" href="${staging}/"/>`);
    expect(home).toContain(`<meta property="og:image" content="${staging}/og/home.png"/>`);
    expect(await (await get("/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
    expect((await get("/favicon.svg")).headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
