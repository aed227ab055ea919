import { z } from "zod";
import { CONSENT_STORAGE_KEY } from "~/config/consent";
import { site } from "~/config/site";
import { ATTRIBUTION_STORAGE_KEY, UTM_PARAMETERS } from "~/lib/attribution";
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
    enquiryFields: z.array(z.string()).min(1),
    consentStorageKey: z.string().min(1),
    consentValues: z.object({ all: z.string(), essential: z.string() }),
    consentRegions: z.string().min(10),
    /** The analytics tool, then the advertising tool. */
    analyticsTools: z.tuple([z.string().min(3), z.string().min(3)]),
  }),
  "legal/facts privacyFacts",
  {
    enquiryRetentionDays: 365,
    spamRetentionDays: 30,
    browserReportRetentionDays: 400,
    enquiryFields: ["full name", "company", "email address", "telephone number (optional)", "message"],
    consentStorageKey: CONSENT_STORAGE_KEY,
    consentValues: { all: "all", essential: "essential" },
    consentRegions:
      "the United Kingdom, the European Union, the rest of the European Economic Area (Iceland, Liechtenstein and Norway) and Switzerland",
    analyticsTools: ["Google Analytics 4", "the Meta advertising pixel"],
  },
);

/** The commercial terms the spec states, read by the terms of service. */
export const contractTerms = defineContent(
  z.object({
    paymentDays: z.number().int().positive(),
    terminationNoticeDays: z.number().int().positive(),
    finalInvoiceDays: z.number().int().positive(),
    liabilityCapMonths: z.number().int().positive(),
    governingLaw: z.string().min(3),
  }),
  "legal/facts contractTerms",
  {
    paymentDays: 30,
    terminationNoticeDays: 30,
    finalInvoiceDays: 30,
    liabilityCapMonths: 12,
    governingLaw: "England and Wales",
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

const [analyticsTool, advertisingTool] = privacyFacts.analyticsTools;

/** The placeholders content/legal/privacy-policy.yaml may use, and what each stands for. */
export const privacyPolicyFacts = {
  ...agencyFacts,
  enquiryRetentionDays: privacyFacts.enquiryRetentionDays,
  spamRetentionDays: privacyFacts.spamRetentionDays,
  browserReportRetentionDays: privacyFacts.browserReportRetentionDays,
  enquiryFields: privacyFacts.enquiryFields.join(", "),
  consentRegions: privacyFacts.consentRegions,
  consentStorageKey: privacyFacts.consentStorageKey,
  attributionStorageKey: ATTRIBUTION_STORAGE_KEY,
  campaignTags: UTM_PARAMETERS.join(", "),
  consentAll: privacyFacts.consentValues.all,
  consentEssential: privacyFacts.consentValues.essential,
  analyticsTool,
  advertisingTool,
};

/** The placeholders content/legal/terms-of-service.yaml may use, and what each stands for. */
export const termsOfServiceFacts = { ...agencyFacts, ...contractTerms };
