import { CONSENT_REGIONS, CONSENT_STORAGE_KEY, COOKIE_POLICY_SECTION_ID, EU_COUNTRY_CODES } from "~/config/consent";

/*
 * The privacy policy's account of cookies, analytics and country detection.
 * The storage key, its values and the list of countries come from the same
 * config the banner reads, so the policy cannot drift from what the site does.
 */

const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region" });
const euCodes: readonly string[] = EU_COUNTRY_CODES;
const otherRegions = CONSENT_REGIONS.filter((code) => !euCodes.includes(code)).map((code) =>
  code === "GB" ? "the United Kingdom" : (regionNames.of(code) ?? code),
);
const consentRegionsText = `the ${EU_COUNTRY_CODES.length} EU member states, ${new Intl.ListFormat("en-GB").format(otherRegions)}`;

export const consentPrivacySection = {
  id: COOKIE_POLICY_SECTION_ID,
  heading: "Cookies, analytics and your location",
  paragraphs: [
    `This site sets no cookies of its own. It remembers your cookie choice in your browser’s local storage, under the key “${CONSENT_STORAGE_KEY}”: “all” if you accept analytics and advertising cookies, “essential” if you choose essential only. That value stays on your device. You can change it at any time with “Cookie settings” at the foot of every page.`,
    "When they are switched on for this site, we use Google Analytics 4, from Google, to learn which pages and work people read, and the Meta Pixel, from Meta, to measure our own advertising. Both set cookies and send details of your visit to those companies. Until you accept, neither tool’s code is loaded, no cookie is set and no request goes to Google or Meta. If you choose essential only, they are never loaded; if you accepted earlier and change your mind, we withdraw consent in both tools at once and stop loading them.",
    `We ask first if you are in ${consentRegionsText}, or if we cannot tell where you are. Elsewhere the tools start when the page opens, with Google’s consent mode set to deny storage by default for visitors in those countries, and “Cookie settings” lets you switch them off.`,
    "To know whether to ask, your browser asks this site’s own server for your country, and only while you have not yet made a choice. The server reads the two-letter country code that our content delivery network attaches to each request. Your IP address is not sent to any other service for this, the answer is marked so that no cache stores it, and we keep no record of it. If your country is unknown or the lookup fails, we ask.",
  ],
} as const;
