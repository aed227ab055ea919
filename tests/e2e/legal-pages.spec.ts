import { legalPaths } from "../../scripts/lib/pages";
import { expectNoAxeViolations } from "./support/axe";
import { longDateOn } from "./support/content";
import { expect, test } from "./support/fixtures";

/** Today in London, as YYYY-MM-DD. */
const isoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

for (const path of legalPaths) {
  test(`${path} is rendered for the day with today's date, in the page and its metadata, with a table of contents`, async ({
    page,
  }) => {
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
    await expect(contact.locator("a[href^='mailto:']")).toBeVisible();
    await expect(contact.locator("address")).not.toBeEmpty();
    await expectNoAxeViolations(page);

    // Its table of contents reaches every section.
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

test("a client-side visit to a legal page still gets today's date from the server", async ({ page }) => {
  await page.goto("/brand-strategy-positioning");
  await page.locator("footer a", { hasText: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByTestId("last-updated")).toHaveText(longDateOn("/privacy-policy", isoToday()));
});
