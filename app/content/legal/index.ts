import { type Locale, locales } from "~/config/locales";
import { isoDate } from "~/lib/dates";
import type { PlaceholderValues } from "~/lib/placeholders";
import { parseContent } from "../collection";
import { privacyPolicyFacts, termsOfServiceFacts } from "./facts";
import { type LegalDocument, legalDocumentSchema } from "./schema";

const files: Record<string, unknown> = import.meta.glob(["/content/legal/*.yaml", "/content/es/legal/*.yaml"], {
  eager: true,
  import: "default",
});

/** A legal document's name, its placeholders' facts in each language and its file's name in each. */
type LegalDocumentFile = { name: string; facts: Record<Locale, PlaceholderValues<string>> } & Record<Locale, string>;

/**
 * The legal documents: each with the facts its placeholders name, and its file's name (its address) in
 * each language (content/legal, content/es/legal; ADR 084). The editor's forms come from this table too.
 */
export const legalDocumentFiles = [
  { name: "privacyPolicy", facts: privacyPolicyFacts, en: "privacy-policy", es: "politica-de-privacidad" },
  { name: "termsOfService", facts: termsOfServiceFacts, en: "terms-of-service", es: "terminos-del-servicio" },
] as const satisfies readonly LegalDocumentFile[];

/** A legal document from its file (named after its slug), its placeholders filled in from `facts`. */
function loadLegalDocument(folder: string, slug: string, facts: PlaceholderValues<string>): LegalDocument {
  const file = `${folder}/${slug}.yaml`;
  return parseContent(legalDocumentSchema(facts), { slug, ...(files[`/${file}`] as object) }, file);
}

/** Each language's legal documents, with the English slug each is or translates. */
export const legalDocumentsIn: Record<Locale, readonly (LegalDocument & { original: string })[]> = {
  en: legalDocumentFiles.map((doc) => ({
    ...loadLegalDocument("content/legal", doc.en, doc.facts.en),
    original: doc.en,
  })),
  // A document not yet translated has no Spanish page.
  es: legalDocumentFiles
    .filter((doc) => `/content/es/legal/${doc.es}.yaml` in files)
    .map((doc) => ({ ...loadLegalDocument("content/es/legal", doc.es, doc.facts.es), original: doc.en })),
};

export const legalDocuments = legalDocumentsIn.en;

export function getLegalDocument(slug: string, locale: Locale = "en"): LegalDocument | undefined {
  return legalDocumentsIn[locale].find((doc) => doc.slug === slug);
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

export function legalPageMetadata(doc: LegalDocument, now: Date, locale: Locale = "en"): LegalPageMetadata {
  const localePrefix = locales[locale].prefix;
  return {
    title: doc.meta.title,
    description: doc.meta.description,
    datePublished: doc.datePublished,
    dateModified: isoDate(now),
    url: `${localePrefix}/${doc.slug}`,
    keywords: doc.meta.keywords,
  };
}

export { contractTerms, legalWords, privacyFacts } from "./facts";
export type { LegalBlock, LegalDocument, LegalSection } from "./schema";
