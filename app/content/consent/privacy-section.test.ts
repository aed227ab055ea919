import { describe, expect, it } from "vitest";
import { CONSENT_STORAGE_KEY, COOKIE_POLICY_PATH, consentChoices } from "~/config/consent";
import { consentPrivacySection } from "./privacy-section";

describe("the privacy policy's section on cookies", () => {
  const text = consentPrivacySection.paragraphs.join(" ");

  it("names the storage key and both values the banner stores", () => {
    expect(text).toContain(`“${CONSENT_STORAGE_KEY}”`);
    for (const choice of consentChoices) expect(text).toContain(`“${choice}”`);
  });

  it("lists every consent region the banner asks in", () => {
    expect(text).toContain(
      "the 27 EU member states, the United Kingdom, Iceland, Liechtenstein, Norway and Switzerland",
    );
  });

  it("is the section 'Cookie settings' leads to without JavaScript", () => {
    expect(COOKIE_POLICY_PATH).toBe(`/privacy-policy#${consentPrivacySection.id}`);
  });
});
