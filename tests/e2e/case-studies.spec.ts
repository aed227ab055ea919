import { caseStudyPaths } from "../../scripts/lib/pages";
import { expectNoAxeViolations, expectNoAxeViolationsForType } from "./support/axe";
import { contentFile, editionFile, isSpanish, notFoundPage, pageContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { expectHeroEagerRestLazy } from "./support/images";

/** The case studies in the language of the page at `path`, in the index's order. */
const studiesIn = (path: string) => caseStudyPaths.filter((study) => isSpanish(study) === isSpanish(path));

test.describe("case study index", () => {
  for (const index of ["/case-studies", "/es/casos"]) {
    test(`${index} shows every case study in its language as one whole-card link`, async ({ page }) => {
      const { cardCta } = editionFile<{ index: { cardCta: string } }>(index, "pages/case-studies.yaml").index;
      await page.goto(index);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      const cards = page.locator("[data-slot=case-study-card] > a");
      await expect(cards).toHaveCount(studiesIn(index).length);
      expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        studiesIn(index),
      );

      const first = cards.first();
      const study = pageContent<{
        title: string;
        sector: string;
        disciplines: { title: string }[];
        results: { headline: string }[];
      }>(studiesIn(index)[0]!);
      await expect(first.getByRole("heading", { level: 2, name: study.title })).toBeVisible();
      await expect(first).toContainText(study.sector);
      await expect(first).toContainText(cardCta);
      // Led by a result of its own, then its four disciplines on one line.
      const shown = (await first.locator("[data-slot=evidence]").textContent())!;
      expect(study.results.map((result) => result.headline)).toContain(shown.replaceAll("\u00a0", " "));
      await expect(first.locator("[data-slot=disciplines]")).toHaveText(
        study.disciplines.map((discipline) => discipline.title).join(" · "),
      );
      await expect(page.getByRole("link", { name: new RegExp(`${study.title}.*${cardCta}`) })).toHaveCount(1);
      // One link per card, with nothing interactive inside it.
      await expect(page.locator("main a a, main a button, main a input, main a [tabindex]")).toHaveCount(0);

      // The first card is in the first view on every width: its cover is the page's hero.
      await expectHeroEagerRestLazy(page);
      await expectNoAxeViolations(page);
    });
  }

  test("the lead card's two rows are filled with its artefact, not left blank, from 1024 px", async ({ page }) => {
    for (const index of ["/case-studies", "/es/casos"]) {
      for (const width of [1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(index);
        const lead = page.locator("[data-slot=case-study-card] > a").first();
        await expect(lead.locator("[data-slot=lead-artefact]")).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const { blank, height } = await lead.evaluate((card) => {
          const words = card.querySelector("[data-slot=disciplines]")!.getBoundingClientRect();
          const cta = card.lastElementChild!.lastElementChild!.getBoundingClientRect();
          return { blank: cta.top - words.bottom, height: card.getBoundingClientRect().height };
        });
        expect(blank, `${index} at ${width}: blank above the lead's call to action`).toBeLessThan(height * 0.2);
      }
    }
  });

  test("cards are reachable and followed with the keyboard", async ({ page }) => {
    await page.goto("/case-studies");
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("href") === "/case-studies/tinder")) break;
    }
    await expect(page.locator("[data-slot=case-study-card] > a").first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/case-studies\/tinder$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tinder" })).toBeVisible();
  });

  test("hover deepens the shadow, zooms the cover and colours the title, except under reduced motion", async ({
    page,
  }) => {
    await page.goto("/case-studies");
    const card = page.locator("[data-slot=case-study-card] > a").first();
    const look = () =>
      card.evaluate((link) => ({
        shadow: getComputedStyle(link).boxShadow,
        zoom: getComputedStyle(link.querySelector("img")!).scale,
        title: getComputedStyle(link.querySelector("h2")!).color,
      }));
    const resting = await look();
    await card.hover();
    await expect.poll(async () => (await look()).title).not.toBe(resting.title);
    await expect.poll(async () => (await look()).zoom).not.toBe(resting.zoom);
    expect((await look()).shadow).not.toBe(resting.shadow);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.mouse.move(0, 0);
    await card.hover();
    expect((await look()).zoom).toBe("none");
  });
});

type StudyCopy = {
  back: string;
  challenge: string;
  approach: string;
  disciplines: { heading: string };
  results: { heading: string };
  related: { heading: string };
};

test.describe("case study pages", () => {
  for (const path of caseStudyPaths) {
    test(`${path} has the full template`, async ({ page }) => {
      // The template's words, in the page's language.
      const { study: copy } = contentFile<{ study: StudyCopy }>(
        `${isSpanish(path) ? "es/" : ""}pages/case-studies.yaml`,
      );
      const index = isSpanish(path) ? "/es/casos" : "/case-studies";
      await page.goto(path);

      const hero = page.locator("section[aria-labelledby=case-study-title]");
      await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(hero.locator("[data-slot=badge]").first()).toBeVisible();
      const back = page.getByRole("link", { name: copy.back });
      await expect(back).toHaveAttribute("href", index);

      await expect(page.getByRole("heading", { level: 2, name: copy.disciplines.heading })).toBeVisible();
      await expect(page.locator("[data-slot=discipline]")).toHaveCount(4);
      for (const discipline of await page.locator("[data-slot=discipline]").all()) {
        await expect(discipline.getByRole("heading", { level: 3 })).not.toBeEmpty();
        await expect(discipline.locator("p")).not.toBeEmpty();
      }
      await expect(page.getByRole("heading", { level: 2, name: copy.challenge })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: copy.approach })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: copy.results.heading })).toBeVisible();
      await expect(page.locator("[data-slot=result]")).toHaveCount(3);
      await expect(page.getByRole("heading", { level: 2, name: copy.related.heading })).toBeVisible();

      const related = page.locator("[data-slot=related-case-study] a");
      await expect(related).toHaveCount(3);
      for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(caseStudyPaths).toContain(href);
        expect(href).not.toBe(path);
      }
      await expect(page.locator("footer #contact")).toBeAttached();

      await expectHeroEagerRestLazy(page);
      // Each study is set in its client's colours: their contrast is checked on every one.
      await expectNoAxeViolationsForType(page, caseStudyPaths, path, { include: "main", rules: ["color-contrast"] });
    });
  }

  test("a related card opens with a full page load", async ({ page }) => {
    await page.goto("/case-studies/tinder");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const first = page.locator("[data-slot=related-case-study] a").first();
    const href = await first.getAttribute("href");
    await Promise.all([page.waitForEvent("load"), first.click()]);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
  });
});

test.describe("unknown case studies", () => {
  // The browser reports the 404 document itself as a console error.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown slug answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/case-studies/not-a-client");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: notFoundPage.heading })).toBeVisible();
    await expect(page.getByText(notFoundPage.message)).toBeVisible();
  });
});

test.describe("Back to Case Studies", () => {
  for (const [study, from, back] of [
    ["tinder", "/blog", "/blog"],
    ["tinder", "https://www.example.com/", "/case-studies"],
    // A plain link to the index on the airline's page, even after another page of the site.
    ["atlantic-airways", "/blog", "/case-studies"],
  ] as const) {
    test(`on ${study}, arriving from ${from}, leads to ${back}`, async ({ page, baseURL }) => {
      if (from.startsWith("/")) await page.goto(from);
      await page.goto(`/case-studies/${study}`, { referer: new URL(from, baseURL).href });
      await page.getByRole("link", { name: "Back to Case Studies" }).click();
      await expect(page).toHaveURL(back);
      if (back === "/case-studies")
        await expect(page.locator("[data-slot=case-study-card]")).toHaveCount(studiesIn(back).length);
    });
  }

  test("goes back after an in-app navigation, leaving the study ahead in history", async ({ page }) => {
    await page.goto("/case-studies");
    await page.locator("[data-slot=case-study-card] a[href='/case-studies/ruinart']").click();
    await expect(page.getByRole("heading", { level: 1, name: "Ruinart" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/case-studies\/ruinart$/);
  });
});

test("a sector badge looks the same wherever it appears on one background", async ({ page }) => {
  const styles = new Map<string, Set<string>>();
  for (const path of ["/", "/case-studies", "/case-studies/tinder", "/brand-strategy-positioning", "/blog"]) {
    await page.goto(path);
    const found = await page.locator("[data-kind=sector]").evaluateAll((badges) =>
      badges.map((badge) => {
        const style = getComputedStyle(badge);
        let surface: Element | null = badge.parentElement;
        while (surface && getComputedStyle(surface).backgroundColor === "rgba(0, 0, 0, 0)")
          surface = surface.parentElement;
        return {
          surface: surface ? getComputedStyle(surface).backgroundColor : "page",
          look: [style.backgroundColor, style.borderColor, style.color, style.borderRadius, style.fontSize].join(" "),
        };
      }),
    );
    for (const { surface, look } of found) styles.set(surface, (styles.get(surface) ?? new Set()).add(look));
  }
  expect(styles.size).toBeGreaterThan(0);
  for (const [surface, looks] of styles) expect([...looks], surface).toHaveLength(1);
});
