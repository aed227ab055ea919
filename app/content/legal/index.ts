import { isoDate } from "~/lib/dates";
import type { PlaceholderValues } from "~/lib/placeholders";
import privacyPolicyFile from "/content/legal/privacy-policy.yaml";
import termsOfServiceFile from "/content/legal/terms-of-service.yaml";
import { parseContent } from "../collection";
import { privacyPolicyFacts, termsOfServiceFacts } from "./facts";
import { type LegalDocument, legalDocumentSchema } from "./schema";

/** A legal document from its file in content/legal (named after its slug), its placeholders filled in from `facts`. */
function loadLegalDocument(slug: string, data: unknown, facts: PlaceholderValues<string>): LegalDocument {
  return parseContent(legalDocumentSchema(facts), { slug, ...(data as object) }, `content/legal/${slug}.yaml`);
}

export const legalDocuments: readonly LegalDocument[] = [
  loadLegalDocument("privacy-policy", privacyPolicyFile, privacyPolicyFacts),
  loadLegalDocument("terms-of-service", termsOfServiceFile, termsOfServiceFacts),
];

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
