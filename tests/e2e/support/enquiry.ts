import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type Response } from "@playwright/test";

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

/**
 * Sends the filled form without JavaScript (ADR 099): the static page has no token, so the first post returns the
 * form with one, and Send is pressed again once the minimum fill time has passed. Resolves with both answers.
 */
export async function sendWithoutScript(page: Page): Promise<[Response, Response]> {
  const answer = () => page.waitForResponse((response) => response.request().method() === "POST");
  const [first] = await Promise.all([answer(), sendButton(page).click()]);
  const token = await page.locator("#contact input[name=formToken]").inputValue();
  const issuedAt = Number.parseInt(token.split(".")[0]!, 36);
  await expect.poll(() => Date.now() - issuedAt).toBeGreaterThanOrEqual(300);
  const [second] = await Promise.all([answer(), sendButton(page).click()]);
  return [first, second];
}

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
