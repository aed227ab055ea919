import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { workingCopy } from "../../scripts/lib/project-copy";
import { type RunningServer, startServer } from "../support/server";
import { ownPort } from "./support/contact";
import { expect, test } from "./support/fixtures";
import { e2ePreviewSecret } from "./support/preview";

/*
 * The browser editor (ADR 056). In a working copy of the project, run as `./run dev` runs it, an editor
 * creates a case study through the editor's screens; the file lands in the copy's content folder, the
 * public site leaves the draft out, and preview shows it. The production server, with no GitHub app
 * configured, offers no editor at all, and its public pages never load the editor's code.
 */

const study = {
  client: "Harbour & Pine",
  slug: "harbour-and-pine",
  sector: "Outdoor clothing",
  summary:
    "A brand platform for a coastal outdoor clothing maker, built to carry it from two shops to three countries.",
  description: "A brand platform and launch campaign for an outdoor clothing maker moving from two shops into Europe.",
  teaser: "Taking a coastal clothing maker into Europe.",
  palette: ["#0e2a66", "#f6efdc", "#e0412f", "#143580"],
  emoji: "🧥",
  alt: "Cover art: the name Harbour & Pine stacked in cream on a deep blue field, with a red rule.",
  disciplines: [
    ["Brand Platform", "A single idea of the brand, written down so every shop, page and post tells the same story."],
    ["Market Entry", "Research and planning for each new country, so the launch meets buyers where they already shop."],
    [
      "Launch Campaign",
      "A campaign across social and search that introduced the brand to people who had never seen it.",
    ],
    ["Retail Design", "Window and shop guidelines that carry the brand's coast into every new location it opens."],
  ],
  challenge:
    "The maker had a loyal following at home and none abroad. Its story lived in its two shops and in the heads of its founders, and none of it was written down for a new market.",
  approach:
    "We wrote the brand down first. Every campaign, page and window in the new countries then grew from one platform, so a buyer in Lyon met the same brand as a walker in Cornwall.",
  results: [
    ["Launched", "A launch in three new countries, each with its own campaign and retail partners."],
    ["Consistent", "One brand platform behind every shop window, page and post in every market."],
    ["Growing", "A following abroad built from a standing start, market by market."],
  ],
  related: ["Peroni", "Ruinart", "Tinder"],
  published: "2026-11-20",
  pullQuote: "We wrote the brand down first.",
};

let copy: Awaited<ReturnType<typeof workingCopy>>;
let server: RunningServer;

test.describe("in a working copy, from the development server", () => {
  // The editor's screens link Google's font sheet; the page's policy blocks it, and the browser says so.
  test.use({ allowConsoleErrors: [/fonts\.googleapis\.com/] });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    copy = await workingCopy();
    server = await startServer({
      dev: true,
      cwd: copy.root,
      port: ownPort(10),
      env: { PREVIEW_SECRET: e2ePreviewSecret },
      timeoutMs: 200_000,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await copy?.remove();
  });

  /** A text field of the editor's forms, by its label. */
  const field = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

  /** Adds one entry to a list field through its dialog. */
  async function addItem(page: Page, list: string | RegExp, fill: (dialog: Locator) => Promise<void>) {
    await page.getByRole("group", { name: list }).getByRole("button", { name: "Add", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add item" });
    await fill(dialog);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  test("an editor creates a case study in the editor, and sees it in preview but not on the public site", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Requests to another site that left the browser; the page's policy stops Google's font sheet ("csp").
    const thirdParty: string[] = [];
    const elsewhere = (url: string) => !url.startsWith(server.url) && !url.startsWith("ws://127.0.0.1");
    page.on("requestfinished", (request) => {
      if (elsewhere(request.url())) thirdParty.push(request.url());
    });
    page.on("requestfailed", (request) => {
      if (elsewhere(request.url()) && request.failure()?.errorText !== "csp")
        thirdParty.push(`${request.url()} (${request.failure()?.errorText})`);
    });

    await page.goto(`${server.url}/keystatic/collection/caseStudies/create`, { timeout: 120_000 });

    await field(page, "Client").fill(study.client, { timeout: 120_000 });
    await expect(field(page, "Address")).toHaveValue(study.slug);
    await field(page, "Position").fill("13");
    await expect(page.getByRole("checkbox", { name: /^Draft/ })).toBeChecked();
    await field(page, "Sector").fill(study.sector);
    await field(page, "Summary").fill(study.summary);
    await field(page, "Card description").fill(study.description);
    await field(page, "Teaser").fill(study.teaser);
    for (const colour of study.palette) {
      await addItem(page, "Palette", (dialog) => field(dialog, "Colour").fill(colour));
    }
    await field(page, "Emoji").fill(study.emoji);
    await field(page, "Alternative text").fill(study.alt);
    for (const [title, description] of study.disciplines) {
      await addItem(page, /^Disciplines/, async (dialog) => {
        await field(dialog, "Title").fill(title!);
        await field(dialog, "Description").fill(description!);
      });
    }
    await addItem(page, /^The Challenge/, (dialog) => field(dialog, "Paragraph").fill(study.challenge));
    await addItem(page, /^Our Approach/, (dialog) => field(dialog, "Paragraph").fill(study.approach));
    for (const [headline, caption] of study.results) {
      await addItem(page, /^Results/, async (dialog) => {
        await field(dialog, "Headline").fill(headline!);
        await field(dialog, "Caption").fill(caption!);
      });
    }
    for (const name of study.related) {
      await addItem(page, /^Related case studies/, async (dialog) => {
        await dialog.getByRole("combobox", { name: "Case study" }).fill(name);
        await page.getByRole("option", { name }).click();
      });
    }
    await field(page, "Published").fill(study.published);
    await field(page, "Pull quote").fill(study.pullQuote);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(new RegExp(`/keystatic/collection/caseStudies/item/${study.slug}$`), {
      timeout: 30_000,
    });

    // One file, in the copy's content folder, that the site's own schema accepts as it stands.
    const file = path.join(copy.root, "content", "case-studies", `${study.slug}.yaml`);
    expect(existsSync(file)).toBe(true);
    const written = parseYaml(readFileSync(file, "utf8"));
    expect(written).toMatchObject({
      title: study.client,
      draft: true,
      position: 13,
      related: ["peroni", "ruinart", "tinder"],
      art: { pullQuote: study.pullQuote },
    });
    expect(existsSync(path.join(process.cwd(), "content", "case-studies", `${study.slug}.yaml`))).toBe(false);

    // A draft: not on the public site.
    const address = `/case-studies/${study.slug}`;
    await expect.poll(async () => (await fetch(`${server.url}${address}`)).status, { timeout: 30_000 }).toBe(404);

    // In preview, the page and its card are there, under the preview bar.
    await page.goto(`${server.url}/api/preview?secret=${e2ePreviewSecret}&to=${address}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.client, { timeout: 60_000 });
    await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
    await expect(page.getByText(study.challenge)).toBeVisible();
    await page.goto(`${server.url}/case-studies`);
    await expect(page.getByRole("link", { name: new RegExp(study.client) }).first()).toBeVisible();

    expect(thirdParty, "the editor asks no other site for anything").toEqual([]);
  });
});

test.describe("on the production server, with no GitHub app configured", () => {
  test("there is no editor: its page and its API answer 404", async ({ request }) => {
    for (const pathname of ["/keystatic", "/keystatic/collection/caseStudies"]) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(404);
    }
    const tree = await request.get("/api/keystatic/tree", { headers: { "no-cors": "1" } });
    expect(tree.status()).toBe(404);
    const update = await request.post("/api/keystatic/update", { headers: { "no-cors": "1" }, data: {} });
    expect(update.status()).not.toBe(200);
  });

  test("no public page loads the editor's code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const pathname of ["/", "/case-studies/tinder", "/blog"]) {
      await page.goto(pathname);
      await page.locator("html[data-hydrated]").waitFor();
    }
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    // Strings the editor's screens carry, minified or not: its font sheet's address and its own name.
    const editorCode = bodies.filter((body) => /fonts\.googleapis\.com|Keystatic/.test(body));
    expect(editorCode, "scripts that carry the editor").toEqual([]);
  });
});
