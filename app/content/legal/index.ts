import { isoDate } from "~/lib/dates";
import privacyPolicy from "./privacy-policy";
import type { LegalDocument } from "./schema";
import termsOfService from "./terms-of-service";

export const legalDocuments: readonly LegalDocument[] = [privacyPolicy, termsOfService];

export function getLegalDocument(slug: string): LegalDocument | undefined {
  return legalDocuments.find((doc) => doc.slug === slug);
}

/** The spec's legal page metadata: what the page and its structured data say about it. */
export type LegalPageMetadata = {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD: the day of the request, in the agency's time zone. */
  dateModified: string;
  /** The page's path on this site. */
  url: string;
  keywords: string[];
};

export function legalPageMetadata(doc: LegalDocument, now: Date): LegalPageMetadata {
  return {
    title: doc.meta.title,
    description: doc.meta.description,
    datePublished: doc.datePublished,
    dateModified: isoDate(now),
    url: `/${doc.slug}`,
    keywords: doc.meta.keywords,
  };
}

export { contractTerms, privacyFacts } from "./facts";
export type { LegalBlock, LegalDocument, LegalSection } from "./schema";
