import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { workingCopy } from "../../scripts/lib/project-copy";
import { type RunningServer, startServer } from "../support/server";
import { expectNoAxeViolations } from "./support/axe";
import {
  CLS_ZERO,
  emptyColumns,
  layoutShiftWhileScrolling,
  loneLastWords,
  ruleContrasts,
  sidewaysScroll,
} from "./support/case-study-checks";
import { expect, test } from "./support/fixtures";
import { caseStudyPaths } from "./support/pages";

/*
 * Case studies with photographs (ADR 073). The published content has none, so a working copy of the
 * project gives one study of each layout a gallery of generated textures (tests/fixtures/gallery),
 * builds, and serves the build: the photos go through the image pipeline, an essay is composed around
 * them, and every layout stays whole with them.
 */

const FIXTURES = "tests/fixtures/gallery";
const photos = ["texture-wide.jpg", "texture-tall.jpg", "texture-square.jpg", "texture-wide.jpg"].map(
  (file, index) => ({
    file,
    src: `plate-${index + 1}.jpg`,
    alt: `Test texture ${index + 1}: a gradient under soft grey noise, standing in for a photograph.`,
    caption: `Plate ${index + 1}, a generated texture in place of a photograph of the work.`,
    credit: "Test fixture",
  }),
);

type Study = { art: { layout: string }; gallery?: unknown };
let copy: Awaited<ReturnType<typeof workingCopy>>;
let server: RunningServer;
/** One study of each layout, by path. */
const chosen = new Map<string, string>();

test.describe("case studies with photographs, in a build of a working copy", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(480_000);
    copy = await workingCopy();
    // The English studies: a translation shows the photographs of its study's folder (ADR 085).
    for (const address of caseStudyPaths.filter((candidate) => candidate.startsWith("/case-studies/"))) {
      const file = path.join(copy.root, "content", `${address.slice(1)}.yaml`);
      const study = parse(readFileSync(file, "utf8")) as Study;
      if (chosen.has(study.art.layout)) continue;
      chosen.set(study.art.layout, address);
      const folder = file.replace(/\.yaml$/, "");
      mkdirSync(folder, { recursive: true });
      for (const photo of photos) copyFileSync(path.join(FIXTURES, photo.file), path.join(folder, photo.src));
      study.gallery = photos.map(({ file: _, ...photo }) => photo);
      writeFileSync(file, stringify(study));
    }
    const build = spawnSync("npm", ["run", "build"], {
      cwd: copy.root,
      encoding: "utf8",
      env: { ...process.env, CI: "" },
      timeout: 420_000,
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    server = await startServer({ cwd: copy.root, waitFor: "listening" });
  });

  test.afterAll(async () => {
    await server?.stop();
    await copy?.remove();
  });

  test("every layout shows its photographs through the image pipeline, whole and still", async ({ page }) => {
    test.setTimeout(180_000);
    expect([...chosen.keys()].sort()).toEqual(["essay", "performance", "reveal"]);
    for (const [layout, address] of chosen) {
      await page.goto(`${server.url}${address}`);
      const figures = page.locator("[data-slot=gallery-photo]");
      await expect(figures).toHaveCount(photos.length);
      for (const [index, figure] of (await figures.all()).entries()) {
        const photo = photos[index]!;
        const image = figure.locator("img");
        await expect(image).toHaveAttribute("alt", photo.alt);
        // Lazy, below the fold: the hero's cover is the only eager picture.
        await expect(image).toHaveAttribute("loading", "lazy");
        expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
        expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
        expect(
          await figure.locator("source").evaluateAll((sources) => sources.map((s) => s.getAttribute("type"))),
        ).toEqual(["image/avif", "image/webp"]);
        await expect(figure.locator("figcaption")).toContainText(photo.caption);
        await expect(figure.locator("figcaption")).toContainText(photo.credit);
      }
      // Photos in a row share one height.
      for (const row of await page.locator("[data-slot=gallery-row]").all()) {
        const heights = await row
          .locator("picture")
          .evaluateAll((pictures) => pictures.map((p) => Math.round(p.getBoundingClientRect().height)));
        expect(Math.max(...heights) - Math.min(...heights), `${address}: a row's heights`).toBeLessThanOrEqual(2);
      }
      if (layout === "essay") {
        await expect(page.locator("section[data-gallery=photos]")).toHaveCount(1);
      }
      expect(await emptyColumns(page), address).toEqual([]);
      for (const { where, ratio } of await ruleContrasts(page)) expect(ratio, where).toBeGreaterThanOrEqual(3);
      expect(await layoutShiftWhileScrolling(page), `${address}: layout shift`).toBeLessThan(CLS_ZERO);
      await expectNoAxeViolations(page);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        expect(await sidewaysScroll(page), `${address} at ${width}px`).toBe(0);
        expect(await loneLastWords(page), `${address} at ${width}px`).toEqual([]);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  test("the essay is composed around them: the first across the page, the next two between the halves", async ({
    page,
  }) => {
    await page.goto(`${server.url}${chosen.get("essay")}`);
    const section = page.locator("section[data-gallery=photos]");
    const order = await section.evaluate((element) =>
      [...element.querySelectorAll("[data-slot=gallery-photo], [data-slot=story] h2")].map((node) =>
        node.tagName === "H2" ? node.id : "photo",
      ),
    );
    expect(order).toEqual(["photo", "challenge-heading", "photo", "photo", "approach-heading", "photo"]);
    const lead = await section.locator("[data-slot=gallery-photo]").first().boundingBox();
    const container = await section.locator("[data-slot=container]").boundingBox();
    expect(lead!.width).toBeGreaterThan(container!.width * 0.85);
  });
});
