import type { Page } from "@playwright/test";
import { mailRow } from "../support/enquiry";
import { chosen } from "./support/consent";
import { e2eDataDir } from "./support/contact";
import { contentFile } from "./support/content";
import { fillEnquiry, mailFor, sendButton, sendWithoutScript } from "./support/enquiry";
import { confirmingWithoutScript, expect, test } from "./support/fixtures";

type SourceCopy = {
  source: {
    labels: Record<"heading" | "source" | "sentFrom" | "campaign" | "adClick" | "referrer" | "landed", string>;
    notRecorded: string;
  };
};
const { source } = contentFile<SourceCopy>("parts/enquiry-operations.yaml");
const CLICK_ID = "Cj0KCQiA-never-kept";
const AD_LANDING = `/?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring-launch&gclid=${CLICK_ID}`;
const today = () => new Date().toISOString().slice(0, 10);

/** Arrives from an ad, then moves across two more pages by the site's own links (no page load). */
async function adClickThenTwoPages(page: Page) {
  await page.goto(AD_LANDING, { referer: "https://www.linkedin.com/" });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("footer").getByRole("link", { name: "Brand Strategy & Positioning" }).click();
  await expect(page).toHaveURL("/brand-strategy-positioning");
  await page.locator("footer").getByRole("link", { name: "Latest Insights" }).click();
  await expect(page).toHaveURL("/blog");
  // Both moves were client-side: the document of the ad's landing is still the one in the tab.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

async function send(page: Page, withScript = true) {
  const values = await fillEnquiry(page);
  await (withScript ? sendButton(page).click() : sendWithoutScript(page));
  await page.waitForURL("**/thank-you");
  await expect.poll(() => mailFor(e2eDataDir, values.fullName), { timeout: 15_000 }).not.toBeNull();
  return mailFor(e2eDataDir, values.fullName)!;
}

const storedTouches = (page: Page) => page.evaluate(() => window.localStorage.getItem("leadSource"));

test.describe("with analytics consent", () => {
  test.use({ storageState: async ({ baseURL }, use) => use(chosen(baseURL!, "all")) });

  test("the first and last touch survive client-side navigation and reach the email's Source block", async ({
    page,
  }) => {
    await adClickThenTwoPages(page);
    const kept = await storedTouches(page);
    expect(kept).toContain('"utm_campaign":"spring-launch"');
    expect(kept).toContain('"gclid":true');
    expect(kept).not.toContain(CLICK_ID);

    const mail = await send(page);
    expect(mail).toContain(source.labels.heading);
    expect(mail).toMatch(mailRow(source.labels.source, "linkedin / paid-social"));
    expect(mail).toMatch(mailRow(source.labels.sentFrom, "/blog"));
    expect(mail).toMatch(mailRow(source.labels.campaign, "spring-launch"));
    expect(mail).toMatch(mailRow(source.labels.adClick, "Google Ads"));
    expect(mail).toMatch(mailRow(source.labels.referrer, "www.linkedin.com"));
    // The landing of the ad's click, not the pages after it.
    expect(mail).toMatch(mailRow(source.labels.landed, `/, ${today()}`));
    expect(mail).not.toContain(CLICK_ID);
  });
});

test.describe("without analytics consent", () => {
  test("the browser keeps nothing, and the email says only the page the form was sent from", async ({ page }) => {
    await adClickThenTwoPages(page);
    expect(await storedTouches(page)).toBeNull();
    const mail = await send(page);
    expect(mail).toMatch(mailRow(source.labels.source, source.notRecorded));
    expect(mail).toMatch(mailRow(source.labels.sentFrom, "/blog"));
    expect(mail).not.toContain("linkedin");
    expect(mail).not.toContain(source.labels.landed);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: confirmingWithoutScript });

  test("the form sends only its page", async ({ page }) => {
    await page.goto(`/blog?utm_source=newsletter&gclid=${CLICK_ID}`, { referer: "https://mail.example/" });
    const mail = await send(page, false);
    expect(mail).toMatch(mailRow(source.labels.source, source.notRecorded));
    expect(mail).toMatch(mailRow(source.labels.sentFrom, "/blog"));
    expect(mail).not.toContain("newsletter");
  });
});
