import type { Page } from "@playwright/test";

/** A unique, valid enquiry. */
export function enquiryValues(overrides: Partial<Record<string, string>> = {}) {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    fullName: `Ada Lovelace ${unique}`,
    company: "Analytical Engines",
    email: `ada.${unique}@engines.example`,
    telephone: "+44 20 7946 0000",
    message: "We are launching in Spain next spring and need a brand and paid media plan.",
    ...overrides,
  };
}

/** Fills the footer's contact form as a visitor would, and returns what was typed. */
export async function fillEnquiry(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = enquiryValues(overrides);
  for (const [field, value] of Object.entries(values)) await page.locator(`#contact-${field}`).fill(value);
  return values;
}

export const sendButton = (page: Page) => page.locator("#contact button[type=submit]");
