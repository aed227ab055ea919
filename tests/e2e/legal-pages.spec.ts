import { expectNoAxeViolations } from "./support/axe";
import { longDateOn } from "./support/content";
import { expect, test } from "./support/fixtures";
import { legalPaths } from "./support/pages";

const TIME_ZONE = "Europe/London";
const isoToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );

for (const path of legalPaths) {
  test(`${path} is rendered for the day with today's date, in the page and its metadata`, async ({ page }) => {
    const before = isoToday();
    const response = await page.goto(path);
    const after = isoToday();
    expect(response?.status()).toBe(200);
    // Rendered once for the London day and kept: it revalidates by ETag like a prerendered page.
    expect(response?.headers().etag).toMatch(/^"[\w-]{27}(-br|-gzip)?"$/);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const updated = page.getByTestId("last-updated");
    expect([before, after]).toContain(await updated.getAttribute("datetime"));
    expect([longDateOn(path, before), longDateOn(path, after)]).toContain(await updated.textContent());
    expect([before, after]).toContain(
      await page.locator('meta[property="article:modified_time"]').getAttribute("content"),
    );
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", "2024-01-01");
    await expect(page.locator("time[datetime='2024-01-01']")).toHaveText(longDateOn(path, "2024-01-01"));

    const contact = page.locator("[data-slot=contact-details]");
    await expect(contact.locator("a[href='mailto:hello@lumenandlark.example']")).toBeVisible();
    await expect(contact.locator("address")).toContainText("London");
    await expect(contact.locator("address")).toContainText("EC1R 0AA");

    await expectNoAxeViolations(page);
  });

  test(`${path} has a table of contents that reaches every section`, async ({ page }) => {
    await page.goto(path);
    const links = page.locator("nav[aria-labelledby=toc-heading] a");
    const headings = page.locator("[data-slot=legal-text] > section > h2");
    expect(await links.count()).toBe(await headings.count());
    const last = links.last();
    const target = (await last.getAttribute("href")) ?? "";
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });
}

test("the terms state the spec's clauses", async ({ page }) => {
  await page.goto("/terms-of-service");
  const text = page.locator("[data-slot=legal-text]");
  await expect(text).toContainText("Invoices are due within 30 days of the invoice date.");
  await expect(text).toContainText("Either of us may end an engagement by giving 30 days’ written notice.");
  await expect(text).toContainText("We will send a final invoice within 30 days of termination");
  await expect(text).toContainText("capped at the amounts you paid us in the 12 months before");
  await expect(text).toContainText("governed by the laws of England and Wales");
});

test("the privacy policy describes what the site does", async ({ page }) => {
  await page.goto("/privacy-policy");
  const text = page.locator("[data-slot=legal-text]");
  await expect(text).toContainText("full name, company, email address, telephone number (optional), message");
  await expect(text).toContainText("365 days");
  await expect(text).toContainText('under the key "cookieConsent"');
  await expect(text).toContainText("No cookie is set for it");
  await expect(text).toContainText("salted one-way hash");
  await expect(text).toContainText("no IP address is sent to a third party");
  await expect(text).toContainText("only after you click Accept");
  await expect(text).toContainText("UK GDPR");
  await expect(text).toContainText("EU GDPR");
  await expect(text).toContainText("Information Commissioner’s Office");
});

test("a client-side visit to a legal page still gets today's date from the server", async ({ page }) => {
  await page.goto("/brand-strategy-positioning");
  await page.locator("footer a", { hasText: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByTestId("last-updated")).toHaveText(longDateOn("/privacy-policy", isoToday()));
});
