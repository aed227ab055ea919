import { z } from "zod";
import { defineContent } from "../shared";

/**
 * The figures and names the legal pages state about how this site and the
 * agency work. The prose reads them from here, so each can be checked against
 * the code and configuration that implement it.
 */
export const privacyFacts = defineContent(
  z.object({
    enquiryRetentionDays: z.number().int().positive(),
    enquiryFields: z.array(z.string()).min(1),
    consentStorageKey: z.string().min(1),
    consentValues: z.object({ all: z.string(), essential: z.string() }),
    consentRegions: z.string().min(10),
    analyticsTools: z.array(z.string()).min(1),
  }),
  "legal/facts privacyFacts",
  {
    enquiryRetentionDays: 365,
    enquiryFields: ["full name", "company", "email address", "telephone number (optional)", "message"],
    consentStorageKey: "cookieConsent",
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
