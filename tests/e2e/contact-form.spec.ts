import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { e2eDataDir } from "./support/contact";
import { contentFile } from "./support/content";
import { fillEnquiry, mailFor as readableMailFor, sendWithoutScript } from "./support/enquiry";
import { allow, expect, test } from "./support/fixtures";
import { expectPage } from "./support/journey";

type ContactFormCopy = {
  labels: Record<"fullName" | "company" | "email" | "telephone" | "message", string>;
  optional: string;
  submit: string;
  submitting: string;
  toast: { title: string; description: string; regionLabel: string };
  errorPage: { metaTitle: string; heading: string };
};
const copy = contentFile<ContactFormCopy>("parts/contact-form.yaml");
const { labels } = copy;
const TOAST_TEXT = copy.toast.description;
const INVALID_EMAIL = contentFile<{ fields: { email: { invalid: string } } }>("parts/contact-answers.yaml").fields.email
  .invalid;

const submit = (page: Page) => page.getByRole("button", { name: copy.submit }).click();

const mailFor = (name: string) => readableMailFor(e2eDataDir, name);

test.describe("contact form with JavaScript", () => {
  test("is in the footer of the page, labelled, and accessible", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#contact form");
    await expect(form.getByLabel(labels.fullName)).toHaveAttribute("required", "");
    await expect(form.getByLabel(labels.company)).toHaveAttribute("required", "");
    await expect(form.getByLabel(labels.email)).toHaveAttribute("type", "email");
    await expect(form.getByLabel(`${labels.telephone} (${copy.optional})`)).toHaveAttribute("type", "tel");
    await expect(form.getByLabel(labels.message)).toHaveAttribute("rows", "6");
    await expect(page.locator("#contact").getByRole("link", { name: /hello@lumenandlark\.example/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows 'Sending...', stores and delivers the enquiry, and goes to /thank-you", async ({ page }) => {
    await page.goto("/");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/contact-form", async (route) => {
      await held;
      await route.continue();
    });
    const values = await fillEnquiry(page);
    await submit(page);
    const button = page.locator("#contact button[type=submit]");
    await expect(button).toHaveText(copy.submitting);
    await expect(button).toBeDisabled();
    release();
    await page.waitForURL("**/thank-you");
    await expect.poll(() => mailFor(values.fullName), { timeout: 15_000 }).not.toBeNull();
    const mail = mailFor(values.fullName)!;
    expect(mail).toContain(`Reply-To: "${values.fullName}" <${values.email}>`);
    expect(mail).toContain(values.message);
  });

  test("a form left open longer than its token lives fetches a fresh token before sending", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const tokens: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact-form/token")) tokens.push(request.url());
    });
    await fillEnquiry(page);
    await expect.poll(() => tokens.length).toBe(1);
    // The visitor comes back to the form after lunch: two hours later.
    await page.clock.fastForward("02:00:00");
    await submit(page);
    await page.waitForURL("**/thank-you");
    expect(tokens).toHaveLength(2);
  });

  test.describe("when sending fails", () => {
    test.use({ allowConsoleErrors: allow(/Contact form submission failed/, /Failed to load resource/, /ERR_FAILED/) });

    test("on a network error, or a 503, 429 or 500 answer: a toast, announced, the form re-enabled and everything kept", async ({
      page,
    }) => {
      for (const [status, error] of [
        [0, "network"],
        [503, "unavailable"],
        [429, "rate_limited"],
        [500, "internal_error"],
      ] as const) {
        await page.goto("/");
        await page.route("**/api/contact-form", (route) =>
          status
            ? route.fulfill({ status, contentType: "application/json", body: JSON.stringify({ error }) })
            : route.abort("failed"),
        );
        const values = await fillEnquiry(page);
        await submit(page);
        const toast = page.locator("[data-slot=toast]");
        await expect(toast, error).toContainText(copy.toast.title);
        await expect(toast, error).toContainText(TOAST_TEXT);
        await expect(toast).toHaveAttribute("data-variant", "destructive");
        await expect(
          page.getByRole("region", { name: copy.toast.regionLabel }).locator("[aria-live=assertive]"),
        ).toContainText(TOAST_TEXT);
        await expect(page.getByRole("button", { name: copy.submit })).toBeEnabled();
        for (const [field, value] of Object.entries(values))
          await expect(page.locator(`#contact-${field}`)).toHaveValue(value);
        expect(page.url()).not.toContain("thank-you");
        if (!status) await expectNoAxeViolations(page, { include: "#contact" });
        await page.unrouteAll();
      }
    });

    test("shows at most three toasts, each gone after 4 seconds", async ({ page }) => {
      await page.goto("/");
      await page.route("**/api/contact-form", (route) => route.abort("failed"));
      await fillEnquiry(page);
      for (let i = 0; i < 4; i++) {
        await submit(page);
        await expect(page.locator("[data-slot=toast]")).toHaveCount(Math.min(i + 1, 3));
      }
      await page.mouse.move(0, 0);
      await expect(page.locator("[data-slot=toast]")).toHaveCount(0, { timeout: 6000 });
    });
  });

  test.describe("when the server refuses a field", () => {
    // The browser logs the 422 answer as a failed resource load.
    test.use({ allowConsoleErrors: allow(/status of 422/) });

    test("shows the server's field messages, announced and focused", async ({ page }) => {
      await page.goto("/");
      // "ada@engines" passes the browser's email check but not the server's.
      await fillEnquiry(page, { email: "ada@engines" });
      await submit(page);
      const email = page.locator("#contact-email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toBeFocused();
      await expect(page.locator("#contact-email-error")).toHaveText(INVALID_EMAIL);
      await expect(email).toHaveAttribute("aria-describedby", "contact-email-error");
      await expect(page.locator("[data-slot=toast]")).toHaveCount(0);
    });
  });

  test("stops at the browser's own validation when a required field is empty", async ({ page }) => {
    await page.goto("/");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact-form") && request.method() === "POST") posted = true;
    });
    await fillEnquiry(page, { company: "" });
    await submit(page);
    expect(await page.locator("#contact-company").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    expect(posted).toBe(false);
  });
});

test.describe("contact form without JavaScript", () => {
  // Chromium logs a page answered with 422 (the form with messages) as a failed resource load.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: allow(/status of 422/) });

  test("a plain post from a case study comes back once to be confirmed, with a token, then is stored and redirected to /thank-you, whose links lead on", async ({
    page,
  }) => {
    await page.goto("/case-studies/tinder");
    const values = await fillEnquiry(page);
    const [first, response] = await sendWithoutScript(page);
    expect(first.status()).toBe(422);
    expect(first.headers()["cache-control"]).toBe("no-store");
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/thank-you");
    await expectPage(page, "/thank-you", "sent without JavaScript");
    await expect.poll(() => mailFor(values.fullName), { timeout: 15_000 }).not.toBeNull();
    // The thank-you page's links lead on.
    await page.getByRole("link", { name: /see the work/i }).click();
    await expect(page).toHaveURL("/#work");
    await expectPage(page, "/", "see the work");
  });

  test("invalid input comes back as the form, with messages and everything typed, and can then be sent", async ({
    page,
  }) => {
    await page.goto("/");
    const values = await fillEnquiry(page, { email: "ada@engines" });
    const [response] = await Promise.all([page.waitForResponse("**/api/contact-form"), submit(page)]);
    expect(response.status()).toBe(422);
    await expect(page).toHaveTitle(copy.errorPage.metaTitle);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.errorPage.heading);
    await expect(page.getByRole("link", { name: `${labels.email}: ${INVALID_EMAIL}` })).toHaveAttribute(
      "href",
      "#contact-email",
    );
    await expect(page.locator("#contact-email-error")).toHaveText(INVALID_EMAIL);
    await expect(page.locator("#contact-email")).toHaveAttribute("aria-invalid", "true");
    for (const field of ["fullName", "company", "telephone", "message"] as const) {
      await expect(page.locator(`#contact-${field}`)).toHaveValue(values[field]!);
    }
    await expect(page.locator("form")).toHaveCount(1);

    // Typed as a visitor types the correction, so the form's minimum fill time (300 ms here) has
    // passed since this page gave out its token, as it always has for a person.
    await page.locator("#contact-email").press("End");
    await page.locator("#contact-email").pressSequentially(".example", { delay: 60 });
    await expect(page.locator("#contact-email")).toHaveValue("ada@engines.example");
    await submit(page);
    await page.waitForURL("**/thank-you");
  });
});

test.describe("the page a failed no-JavaScript post returns", () => {
  test.use({ allowConsoleErrors: allow(/status of 422/) });

  test("is accessible, and the hydrated form then sends with JavaScript", async ({ page }) => {
    await page.goto("/");
    await fillEnquiry(page, { email: "ada@engines" });
    // A native submit, as a browser without JavaScript (or before hydration) would post.
    await Promise.all([
      page.waitForURL("**/api/contact-form"),
      page.locator("#contact form").evaluate((form: HTMLFormElement) => form.submit()),
    ]);
    await expect(page.locator("#contact-email-error")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
