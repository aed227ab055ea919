import { z } from "zod";
import { CONSENT_STORAGE_KEY } from "~/config/consent";
import { type Locale, localeNames } from "~/config/locales";
import { site } from "~/config/site";
import { ATTRIBUTION_STORAGE_KEY, UTM_PARAMETERS } from "~/lib/attribution";
import { contactAnswers } from "../contact-answers";
import { defineContent } from "../shared";

/**
 * The figures and names the legal pages state about how this site and the
 * agency work. The prose (content/legal/) names them as placeholders, filled
 * in from here, so each can be checked against the code and configuration
 * that implement it.
 */
export const privacyFacts = defineContent(
  z.object({
    enquiryRetentionDays: z.number().int().positive(),
    /** Submissions caught by a spam check are held this long for review, then deleted (ADR 077). */
    spamRetentionDays: z.number().int().positive(),
    /** Daily counts of what visitors' browsers report (ADR 080), which identify no one. */
    browserReportRetentionDays: z.number().int().positive(),
    consentStorageKey: z.string().min(1),
    consentValues: z.object({ all: z.string(), essential: z.string() }),
  }),
  "legal/facts privacyFacts",
  {
    enquiryRetentionDays: 365,
    spamRetentionDays: 30,
    browserReportRetentionDays: 400,
    consentStorageKey: CONSENT_STORAGE_KEY,
    consentValues: { all: "all", essential: "essential" },
  },
);

/**
 * The facts the legal text states in words, as each language's text states them: the same regions,
 * tools and law in English and in Spanish. The form's fields are named with their messages, in
 * content/parts/contact-answers.yaml.
 */
export const legalWords = defineContent(
  z.partialRecord(
    z.enum(localeNames),
    z.object({
      /** Where analytics and advertising wait for consent (app/config/consent.ts). */
      consentRegions: z.string().min(10),
      /** The analytics tool, then the advertising tool. */
      analyticsTools: z.tuple([z.string().min(3), z.string().min(3)]),
      /** Whose law governs the terms. */
      governingLaw: z.string().min(3),
    }),
  ),
  "legal/facts legalWords",
  {
    en: {
      consentRegions:
        "the United Kingdom, the European Union, the rest of the European Economic Area (Iceland, Liechtenstein and Norway) and Switzerland",
      analyticsTools: ["Google Analytics 4", "the Meta advertising pixel"],
      governingLaw: "England and Wales",
    },
    es: {
      consentRegions:
        "el Reino Unido, la Unión Europea, el resto del Espacio Económico Europeo (Islandia, Liechtenstein y Noruega) y Suiza",
      analyticsTools: ["Google Analytics 4", "el píxel publicitario de Meta"],
      governingLaw: "Inglaterra y Gales",
    },
  },
);

/** The commercial terms the spec states, read by the terms of service. */
export const contractTerms = defineContent(
  z.object({
    paymentDays: z.number().int().positive(),
    terminationNoticeDays: z.number().int().positive(),
    finalInvoiceDays: z.number().int().positive(),
    liabilityCapMonths: z.number().int().positive(),
  }),
  "legal/facts contractTerms",
  {
    paymentDays: 30,
    terminationNoticeDays: 30,
    finalInvoiceDays: 30,
    liabilityCapMonths: 12,
  },
);

/** The agency's name and address, from site config. */
const agencyFacts = {
  siteName: site.name,
  legalName: site.legalName,
  email: site.email,
  streetAddress: site.postalAddress.streetAddress,
  city: site.postalAddress.addressLocality,
  postalCode: site.postalAddress.postalCode,
};

/** Each language's facts, one table per language. */
const inEachLanguage = <Facts>(factsIn: (locale: Locale) => Facts) =>
  Object.fromEntries(localeNames.map((locale) => [locale, factsIn(locale)])) as Record<Locale, Facts>;

/** The placeholders the privacy policy (content/legal/privacy-policy.yaml) may use, per language. */
export const privacyPolicyFacts = inEachLanguage((locale) => {
  // A language without legal pages of its own states none: its links lead to the English ones.
  const words = (legalWords[locale] ?? legalWords.en)!;
  const [analyticsTool, advertisingTool] = words.analyticsTools;
  return {
    ...agencyFacts,
    enquiryRetentionDays: privacyFacts.enquiryRetentionDays,
    spamRetentionDays: privacyFacts.spamRetentionDays,
    browserReportRetentionDays: privacyFacts.browserReportRetentionDays,
    enquiryFields: contactAnswers[locale].inPolicy.join(", "),
    consentRegions: words.consentRegions,
    consentStorageKey: privacyFacts.consentStorageKey,
    attributionStorageKey: ATTRIBUTION_STORAGE_KEY,
    campaignTags: UTM_PARAMETERS.join(", "),
    consentAll: privacyFacts.consentValues.all,
    consentEssential: privacyFacts.consentValues.essential,
    analyticsTool,
    advertisingTool,
  };
});

/** The placeholders the terms (content/legal/terms-of-service.yaml) may use, per language. */
export const termsOfServiceFacts = inEachLanguage((locale) => ({
  ...agencyFacts,
  ...contractTerms,
  governingLaw: (legalWords[locale] ?? legalWords.en)!.governingLaw,
}));

/**
 * The legal documents, each with the facts its placeholders name in each language, and its file's
 * name (its address) in each language that has it: a document not yet translated has no page there.
 */
export const legalDocumentFiles = [
  { name: "privacyPolicy", facts: privacyPolicyFacts, files: { en: "privacy-policy", es: "politica-de-privacidad" } },
  {
    name: "termsOfService",
    facts: termsOfServiceFacts,
    files: { en: "terms-of-service", es: "terminos-del-servicio" },
  },
] as const satisfies readonly { name: string; facts: unknown; files: Partial<Record<Locale, string>> }[];
