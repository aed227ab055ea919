import { LegalDocumentView } from "~/components/sections/legal-document";
import { legalDocumentsIn, legalPageMetadata } from "~/content/collections.server";
import { registeredPage } from "~/lib/registered-page";
import { metaFromLoader } from "~/lib/route-meta";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/legal";

/**
 * One template for the privacy policy and the terms. Rendered per request
 * (see routes.prerender.ts): the last-updated date is the day of the visit.
 */
export function loader({ pattern }: Route.LoaderArgs) {
  const { page: doc, locale } = registeredPage(pattern, legalDocumentsIn);
  const metadata = legalPageMetadata(doc, new Date(), locale);
  const meta = [
    ...pageMetaWithData(
      { title: metadata.title, description: metadata.description, path: metadata.url, type: "article" },
      {
        type: "default",
        breadcrumbName: doc.meta.title.split(" | ")[0] ?? doc.meta.title,
        datePublished: metadata.datePublished,
        dateModified: metadata.dateModified,
      },
    ),
    { name: "keywords", content: metadata.keywords.join(", ") },
    { property: "article:published_time", content: metadata.datePublished },
    { property: "article:modified_time", content: metadata.dateModified },
  ];
  return { doc, metadata, meta };
}

/** The privacy policy's document needs a second round trip, so the template carries its stylesheet there (ADR 049). */
export const handle = { inlineStylesheet: true };

export function headers() {
  // The date changes at midnight, so shared caches must check back every time.
  return { "Cache-Control": "public, max-age=0, must-revalidate" };
}

export const meta = metaFromLoader;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { doc, metadata } = loaderData;
  return <LegalDocumentView doc={doc} datePublished={metadata.datePublished} dateModified={metadata.dateModified} />;
}
