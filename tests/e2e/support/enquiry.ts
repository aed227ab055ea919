import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

/** A message as a mail client shows it: headers unfolded, quoted-printable decoded. */
export function readableMail(raw: string) {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ").replace(/=\r?\n/g, "");
  const bytes = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The email the shared test server wrote for the enquiry whose sender is `name`, as a mail client shows it. */
export function mailFor(dataDir: string, name: string) {
  const dir = path.join(dataDir, "mail");
  if (!existsSync(dir)) return null;
  for (const file of readdirSync(dir).filter((file) => file.endsWith(".eml"))) {
    const mail = readableMail(readFileSync(path.join(dir, file), "utf8"));
    if (mail.includes(name)) return mail;
  }
  return null;
}
