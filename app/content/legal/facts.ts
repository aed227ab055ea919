import { CONSENT_STORAGE_KEY, consentChoices } from "~/config/consent";
import { type Locale, perLocale } from "~/config/locales";
import { site } from "~/config/site";
import { ATTRIBUTION_STORAGE_KEY, UTM_PARAMETERS } from "~/lib/attribution";
import { contactAnswers } from "../contact-answers";

/** Facts the legal prose names as placeholders, kept beside the code that implements them. */
export const privacyFacts = {
  enquiryRetentionDays: 365,
  /** Submissions caught by a spam check are held this long for review, then deleted (ADR 077). */
  spamRetentionDays: 30,
  /** Daily counts of what visitors' browsers report (ADR 080), which identify no one. */
  browserReportRetentionDays: 400,
};

const legalWords = {
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
} as const satisfies Record<Locale, unknown>;

const agencyFacts = {
  siteName: site.name,
  legalName: site.legalName,
  email: site.email,
  streetAddress: site.postalAddress.streetAddress,
  city: site.postalAddress.addressLocality,
  postalCode: site.postalAddress.postalCode,
};

export const privacyPolicyFacts = perLocale((locale) => ({
  ...agencyFacts,
  ...privacyFacts,
  enquiryFields: contactAnswers[locale].inPolicy.join(", "),
  consentRegions: legalWords[locale].consentRegions,
  consentStorageKey: CONSENT_STORAGE_KEY,
  attributionStorageKey: ATTRIBUTION_STORAGE_KEY,
  campaignTags: UTM_PARAMETERS.join(", "),
  consentAll: consentChoices[0],
  consentEssential: consentChoices[1],
  analyticsTool: legalWords[locale].analyticsTools[0],
  advertisingTool: legalWords[locale].analyticsTools[1],
}));

export const termsOfServiceFacts = perLocale((locale) => ({
  ...agencyFacts,
  paymentDays: 30,
  terminationNoticeDays: 30,
  finalInvoiceDays: 30,
  liabilityCapMonths: 12,
  governingLaw: legalWords[locale].governingLaw,
}));

/** Each legal document, its facts and its file name in each language that has it; none means no page there. */
export const legalDocumentFiles = [
  { name: "privacyPolicy", facts: privacyPolicyFacts, files: { en: "privacy-policy", es: "politica-de-privacidad" } },
  {
    name: "termsOfService",
    facts: termsOfServiceFacts,
    files: { en: "terms-of-service", es: "terminos-del-servicio" },
  },
] as const satisfies readonly { name: string; facts: unknown; files: Partial<Record<Locale, string>> }[];
