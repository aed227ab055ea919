import type { MetaDescriptor } from "react-router";
import type { Graph } from "schema-dts";
import { site } from "~/config/site";

declare const __SITE_URL__: string;

/** The public origin, fixed at build time so prerendered pages carry the right canonical URLs. */
export const siteUrl: string = typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000";

export function absoluteUrl(path: string) {
  return new URL(path, `${siteUrl}/`).toString();
}

export type PageSeo = {
  title: string;
  description: string;
  /** The canonical path, e.g. "/case-studies/tinder". */
  path: string;
  /** A 1200×630 social card for this page. */
  image?: { path: string; alt: string };
  type?: "website" | "article";
  noindex?: boolean;
  jsonLd?: Graph;
};

const defaultImage = { path: "/og/default.png", alt: `${site.name}: ${site.tagline}` };

/** Every page's head tags, from site defaults and the page's own values. */
export function pageMeta({
  title,
  description,
  path,
  image = defaultImage,
  type = "website",
  noindex,
  jsonLd,
}: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image.path);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { name: "robots", content: noindex ? "noindex, follow" : "index, follow, max-image-preview:large" },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: type },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(jsonLd ? [{ "script:ld+json": jsonLd }] : []),
  ];
}

/**
 * A route's `meta`: the tags its loader built with `pageMeta`. Building them
 * in the loader keeps the builders (and the JSON-LD) out of the client bundle.
 */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
