import { data } from "react-router";
import { LegalDocumentView } from "~/components/sections/legal-document";
import { getLegalDocument, legalPageMetadata } from "~/content/legal";
import type { Route } from "./+types/legal";

/**
 * One template for the privacy policy and the terms. Rendered per request
 * (see routes.prerender.ts): the last-updated date is the day of the visit.
 */
export function loader({ pattern }: Route.LoaderArgs) {
  const doc = getLegalDocument(pattern.replace(/^\//, ""));
  if (!doc) throw data(null, { status: 404, statusText: "Not Found" });
  return { doc, metadata: legalPageMetadata(doc, new Date()) };
}

export function headers() {
  // The date changes at midnight, so shared caches must check back every time.
  return { "Cache-Control": "public, max-age=0, must-revalidate" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { metadata } = loaderData;
  return [
    { title: metadata.title },
    { name: "description", content: metadata.description },
    { name: "keywords", content: metadata.keywords.join(", ") },
    { property: "og:title", content: metadata.title },
    { property: "og:description", content: metadata.description },
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: metadata.datePublished },
    { property: "article:modified_time", content: metadata.dateModified },
  ];
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { doc, metadata } = loaderData;
  return <LegalDocumentView doc={doc} datePublished={metadata.datePublished} dateModified={metadata.dateModified} />;
}
