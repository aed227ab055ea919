import { describe, expect, it } from "vitest";
import { CONSENT_REGIONS, CONSENT_STORAGE_KEY, COOKIE_POLICY_SECTION_ID, consentChoices } from "~/config/consent";
import { ATTRIBUTION_STORAGE_KEY, UTM_PARAMETERS } from "~/lib/attribution";
import { legalDocuments } from "../collections.server";
import { privacyFacts } from "./facts";

const privacyPolicy = legalDocuments.find((doc) => doc.slug === "privacy-policy")!;

const wordsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Object.values(value ?? {}).flatMap(wordsOf);
const sectionText = (id: string) =>
  privacyPolicy.sections
    .filter((section) => section.id === id)
    .flatMap((section) => wordsOf(section.blocks))
    .join(" ");

describe("the privacy policy matches what the site does", () => {
  it("has the section that 'Cookie settings' links to without JavaScript", () => {
    expect(privacyPolicy.sections.map((section) => section.id)).toContain(COOKIE_POLICY_SECTION_ID);
  });

  it("names the storage key and both values the banner stores", () => {
    const text = sectionText(COOKIE_POLICY_SECTION_ID);
    expect(text).toContain(CONSENT_STORAGE_KEY);
    for (const choice of consentChoices) expect(text).toContain(`"${choice}"`);
  });

  it("asks in the same regions as the banner: the EU, the rest of the EEA, the UK and Switzerland", () => {
    expect(CONSENT_REGIONS).toEqual(expect.arrayContaining(["GB", "IS", "LI", "NO", "CH", "DE", "FR", "ES"]));
    const text = sectionText("analytics-and-advertising");
    for (const name of ["United Kingdom", "European Union", "Iceland", "Liechtenstein", "Norway", "Switzerland"]) {
      expect(text).toContain(name);
    }
  });

  it("says what is kept of where an enquiry came from, only with consent, why and for how long", () => {
    const text = sectionText("where-enquiries-come-from");
    expect(text).toContain(`"${ATTRIBUTION_STORAGE_KEY}"`);
    for (const tag of UTM_PARAMETERS) expect(text).toContain(tag);
    expect(text).toContain("Accept");
    expect(text).toContain(`${privacyFacts.enquiryRetentionDays} days`);
  });

  it("says spam is held, undelivered, for its days, and that browsers' reports identify no one", () => {
    expect(sectionText("spam-protection")).toContain(`${privacyFacts.spamRetentionDays} days`);
    const reports = sectionText("site-performance");
    for (const words of ["no identifier", "no cookie", "IP address", `${privacyFacts.browserReportRetentionDays} days`])
      expect(reports).toContain(words);
  });
});
