import { locales } from "../../app/config/locales";
import { pagePaths } from "../../scripts/lib/pages";
import { e2eDataDir } from "./support/contact";
import { contentFile } from "./support/content";
import { fillEnquiry, mailFor, sendButton, sendWithoutScript } from "./support/enquiry";
import { allow, expect, test } from "./support/fixtures";
import { expectPage } from "./support/journey";

const thankYou = contentFile<{ heading: string }>("es/pages/thank-you.yaml");
const answers = contentFile<{ fields: { fullName: { required: string } } }>("es/parts/contact-answers.yaml");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a Spanish visitor's enquiry on a 390px phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      // The refused post answers 422, which the browser reports.
      allowConsoleErrors: allow(/status of 422/),
    });

    test("is sent from a case study, lands on /es/gracias in Spanish, and reaches the agency as Spanish", async ({
      page,
    }) => {
      await page.goto("/es/casos/tinder");
      const values = await fillEnquiry(page);
      await (javaScriptEnabled ? sendButton(page).tap() : sendWithoutScript(page));
      await expect(page).toHaveURL("/es/gracias");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.heading);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
      await expect.poll(() => mailFor(e2eDataDir, values.fullName), { timeout: 15_000 }).not.toBeNull();
      expect(mailFor(e2eDataDir, values.fullName)).toMatch(/^Subject: .*Spanish/m);
    });

    test("is refused in Spanish when a field is missing, and keeps what was typed", async ({ page }) => {
      await page.goto("/es/medios-pagados-y-ppc");
      const values = await fillEnquiry(page, { fullName: " " });
      await (javaScriptEnabled ? sendButton(page).tap() : sendButton(page).click());
      if (!javaScriptEnabled) await expect(page).toHaveURL("/es/api/contact-form");
      await expect(page.getByText(answers.fields.fullName.required).first()).toBeVisible();
      await expect(page.locator("#contact-message")).toHaveValue(values.message);
    });
  });
}

test.describe("the language switch", () => {
  // The page with no address answers 404, which the browser reports.
  test.use({ allowConsoleErrors: allow(/status of 404/) });
  test("leads to the same page in the other language, and back, without JavaScript too", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await browser.newPage({ javaScriptEnabled });
      await page.goto("/paid-media-ppc-management");
      await page.locator("footer [data-slot=language-switch]").click();
      await expectPage(page, "/es/medios-pagados-y-ppc", `to Spanish, JavaScript ${javaScriptEnabled}`);
      await expect(page.locator("footer [data-slot=language-switch]")).toHaveText(new RegExp(`^${locales.en.name}`));
      await page.locator("footer [data-slot=language-switch]").click();
      await expectPage(page, "/paid-media-ppc-management", `back to English, JavaScript ${javaScriptEnabled}`);
      await expect(page.locator("footer [data-slot=language-switch]")).toHaveText(new RegExp(`^${locales.es.name}`));
      // The switch remembers nothing: no cookie, and nothing stored that names a language.
      expect(await page.evaluate(() => document.cookie)).toBe("");
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(
        /"(?:es|en)(?:-[A-Z]{2})?"/,
      );
      await page.close();
    }
  });

  test("leads from a page with no translation, or no page, to the other language's home", async ({ page }) => {
    await page.goto("/es/no-existe");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
    await page.locator("footer [data-slot=language-switch]").click();
    await expect(page).toHaveURL("/");
  });
});

test("a Spanish page's site chrome stays Spanish when the page reloads its data, as a link to itself makes it", async ({
  page,
}) => {
  const navigation = contentFile<{ primary: { label: string }[] }>("es/navigation.yaml");
  await page.goto("/es");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The logo leads to the page itself: React Router loads every route's data again, from /es.data.
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/es.data");
  await page.locator("header a[href='/es']").first().click();
  await loaded;
  await expect(page.locator("header nav a").first()).toHaveText(navigation.primary[0]!.label);
  await expect(page.locator("#work a[href='/es/casos']").first()).toBeVisible();
});

test("a Spanish address in another form answers 301 to its own, and an unknown one the Spanish 404", async ({
  request,
}) => {
  const capitals = await request.get("/ES/Casos/Tinder?Ref=Correo", { maxRedirects: 0 });
  expect(capitals.status()).toBe(301);
  expect(capitals.headers().location).toBe("/es/casos/tinder?Ref=Correo");
  const slash = await request.get("/es/casos/", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe("/es/casos");
  const unknown = await request.get("/es/casos/no-existe");
  expect(unknown.status()).toBe(404);
  const html = await unknown.text();
  expect(html).toContain('lang="es-ES"');
  expect(html).toContain(
    contentFile<{ meta: { title: string } }>("es/pages/not-found.yaml").meta.title.replace("&", "&amp;"),
  );
});

test("every page's alternates name each other, both ways, and x-default the English", async ({ request }) => {
  test.setTimeout(120_000);
  const alternatesOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
    return Object.fromEntries(links.map(([, lang, href]) => [lang, new URL(href!).pathname]));
  };
  let paired = 0;
  for (const path of pagePaths) {
    const alternates = await alternatesOf(path);
    if (Object.keys(alternates).length === 0) continue;
    paired++;
    expect(Object.keys(alternates).sort(), path).toEqual(["en", "es", "x-default"]);
    expect(alternates["x-default"], path).toBe(alternates.en);
    expect(Object.values(alternates), path).toContain(path);
    for (const other of [alternates.en!, alternates.es!])
      expect(await alternatesOf(other), `${path} → ${other}`).toEqual(alternates);
  }
  expect(paired).toBe(pagePaths.filter((path) => path === "/es" || path.startsWith("/es/")).length * 2);
});
