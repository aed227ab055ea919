import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { type RunningServer, startServer } from "../support/server";
import { ownPort } from "./support/contact";
import { expect, test } from "./support/fixtures";
import { e2ePreviewSecret, previewLink } from "./support/preview";

// The tests share one development server, in order: each start optimises the dependencies afresh.

/** A new case study, in the words of an existing one. */
const ruinart = parseYaml(readFileSync("content/case-studies/ruinart.yaml", "utf8"));
const study = {
  ...ruinart,
  ...ruinart.cover,
  client: "Harbour & Pine",
  slug: "harbour-and-pine",
  challenge: ruinart.challenge[0] as string,
  approach: ruinart.approach[0] as string,
  related: ["Peroni", "Ruinart", "Tinder"],
  published: "2026-11-20",
  pullQuote: "A maker from the coast, introduced abroad as if it had always been there.",
};

/** Left out of the copy: history, installed tools and what a build or test writes. */
const NOT_COPIED = new Set([
  ".git",
  ".cache",
  ".tools",
  "build",
  "data",
  "node_modules",
  "test-results",
  ".react-router",
]);

// Packages hard-linked under .cache, on node_modules' disk: Vite follows links and must find them in the copy.
async function workingCopy() {
  await mkdir(".cache", { recursive: true });
  const root = await mkdtemp(path.resolve(".cache", "working-copy-"));
  for (const entry of await readdir(".")) {
    if (!NOT_COPIED.has(entry)) await cp(entry, path.join(root, entry), { recursive: true });
  }
  execFileSync("cp", ["-al", "node_modules", path.join(root, "node_modules")]);
  await rm(path.join(root, "node_modules", ".vite"), { recursive: true, force: true });
  return root;
}

let root: string;
let server: RunningServer;

test.describe("the development server, in a working copy", () => {
  test.describe.configure({ mode: "default" });
  test.beforeAll(async () => {
    // The copy and the first optimisation of the dependencies take minutes on a busy machine.
    test.setTimeout(420_000);
    root = await workingCopy();
    server = await startServer({
      dev: true,
      cwd: root,
      port: ownPort(10),
      env: { PREVIEW_SECRET: e2ePreviewSecret },
      timeoutMs: 360_000,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  test("renders a page, answers the API, and hot-reloads a content file's change", async ({ page }) => {
    test.setTimeout(180_000);
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto(`${server.url}/privacy-policy`, { timeout: 90_000 });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/privacy/i);
    await expect.poll(() => messages.some((text) => text.includes("[vite] connected"))).toBe(true);
    expect((await fetch(`${server.url}/api/contact-form/token`)).status).toBe(200);

    const file = path.join(root, "content", "legal", "privacy-policy.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .+$/m, "title: Privacy, reloaded"));
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy, reloaded", { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
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

  test.describe("the editor", () => {
    // The editor's screens link Google's font sheet; the page's policy blocks it, and the browser says so.
    test.use({ allowConsoleErrors: [/fonts\.googleapis\.com/] });

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
      for (const { title, description } of study.disciplines) {
        await addItem(page, /^Disciplines/, async (dialog) => {
          await field(dialog, "Title").fill(title);
          await field(dialog, "Description").fill(description);
        });
      }
      await addItem(page, /^The Challenge/, (dialog) => field(dialog, "Paragraph").fill(study.challenge));
      await addItem(page, /^Our Approach/, (dialog) => field(dialog, "Paragraph").fill(study.approach));
      for (const { headline, caption } of study.results) {
        await addItem(page, /^Results/, async (dialog) => {
          await field(dialog, "Headline").fill(headline);
          await field(dialog, "Caption").fill(caption);
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
      const file = path.join(root, "content", "case-studies", `${study.slug}.yaml`);
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
      await page.goto(`${server.url}${previewLink(address)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.client, { timeout: 60_000 });
      await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
      await expect(page.getByText(study.challenge)).toBeVisible();
      await page.goto(`${server.url}/case-studies`);
      await expect(page.getByRole("link", { name: new RegExp(study.client) }).first()).toBeVisible();

      expect(thirdParty, "the editor asks no other site for anything").toEqual([]);
    });

    test("the Translations screen shows what the Spanish lacks, and a translation starts from the English fields", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      // One article without its Spanish version, and one location page whose English moved on.
      const english = "anthropic-keep-thinking-campaign";
      rmSync(path.join(root, "content", "es", "blog", "anthropic-campana-keep-thinking.mdoc"));
      const london = path.join(root, "content", "locations", "marketing-agency-london.yaml");
      writeFileSync(
        london,
        readFileSync(london, "utf8").replace("name: Marketing Agency London", "name: London Agency"),
      );

      await page.goto(`${server.url}/keystatic/translations`, { timeout: 120_000 });
      await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
      const articles = page.getByRole("region", { name: "Articles" });
      const missing = articles.locator("tr[data-state=missing]");
      // The screen is drawn by the server from the files as the dev server last read them; on a busy
      // machine its watcher may reach the two changes after the first request, so a reload shows them.
      const behind = page.getByRole("region", { name: "Location pages" }).locator("tr[data-state=behind]");
      await expect(async () => {
        if ((await missing.count()) !== 1 || (await behind.count()) !== 1) await page.reload();
        await expect(missing).toHaveCount(1, { timeout: 2_000 });
        await expect(behind).toHaveCount(1, { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expect(missing).toContainText("Keep Thinking");
      await expect(behind).toContainText("London Agency");
      await expect(page.locator("tr[data-state=behind]")).toHaveCount(1);

      // Started from the English: the create screen holds the English article's fields.
      const version = await missing.locator("code").textContent();
      await missing.getByRole("link", { name: "Start it from the English" }).click();
      await expect(page).toHaveURL(new RegExp(`/keystatic/collection/postsEs/create\\?from=${english}$`));
      const title = field(page, "Title");
      await expect(title).toHaveValue(/^Keep Thinking/i, { timeout: 120_000 });
      await title.fill("Keep thinking: la campaña de marca de Anthropic");
      await field(page, "Address").fill("campana-keep-thinking");
      await page.getByRole("combobox", { name: "Translates" }).fill("Keep");
      await page.getByRole("option").first().click();
      await field(page, "English version followed").fill(version!);
      await page.getByRole("button", { name: "Create" }).click();
      await expect(page).toHaveURL(/\/keystatic\/collection\/postsEs\/item\/campana-keep-thinking$/, {
        timeout: 30_000,
      });

      const file = readFileSync(path.join(root, "content", "es", "blog", "campana-keep-thinking.mdoc"), "utf8");
      const englishFile = readFileSync(path.join(root, "content", "blog", `${english}.mdoc`), "utf8");
      expect(file).toContain(`translationOf: ${english}`);
      // The English body came with it, ready to be translated in place.
      const firstHeading = /^## .+$/m.exec(englishFile)![0];
      expect(file).toContain(firstHeading);

      await page.goto(`${server.url}/keystatic/translations`);
      await expect(articles.locator("tr[data-state=missing]")).toHaveCount(0, { timeout: 30_000 });
      await expect(articles.locator("tr", { hasText: "Keep thinking: la campaña" })).toHaveAttribute(
        "data-state",
        "current",
      );
    });
  });
});
