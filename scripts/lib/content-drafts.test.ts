// @vitest-environment node
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importAppModule } from "./app-modules.mjs";

/*
 * Drafts, against the app's real content modules in a copy of the project whose content folder holds
 * one draft case study and one draft article beside the published ones.
 */

let root: string;
type CaseStudies = typeof import("../../app/content/case-studies.server");
type Blog = typeof import("../../app/content/blog.server");
let studies: CaseStudies;
let blog: Blog;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "content-drafts-"));
  await symlink(path.resolve("app"), path.join(root, "app"));
  await cp("content", path.join(root, "content"), { recursive: true });
  const tinder = await readFile("content/case-studies/tinder.yaml", "utf8");
  await writeFile(
    path.join(root, "content/case-studies/a-study-in-draft.yaml"),
    `${tinder.replace(/^position: \d+$/m, "position: 99")}\ndraft: true\n`,
  );
  const article = await readFile("content/blog/openai-shopify-collaboration.mdoc", "utf8");
  await writeFile(
    path.join(root, "content/blog/an-article-in-draft.mdoc"),
    article.replace(/^id: \d+$/m, "id: 99\ndraft: true"),
  );
  studies = (await importAppModule("app/content/case-studies.server.ts", root)) as CaseStudies;
  blog = (await importAppModule("app/content/blog.server.ts", root)) as Blog;
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe("a draft", () => {
  it("is no page, no card and no index entry in the public site", () => {
    expect(studies.findCaseStudyPage("a-study-in-draft")).toBeNull();
    expect(studies.listCaseStudyCards().map((card) => card.slug)).not.toContain("a-study-in-draft");
    expect(blog.findPostPage("/blog/an-article-in-draft")).toBeNull();
    expect(blog.listPostCards().map((card) => card.slug)).not.toContain("an-article-in-draft");
  });

  it("is a page and a card in preview, beside every published item", () => {
    expect(studies.findCaseStudyPage("a-study-in-draft", true)?.slug).toBe("a-study-in-draft");
    const cards = studies.listCaseStudyCards(true).map((card) => card.slug);
    expect(cards).toEqual([...studies.listCaseStudyCards().map((card) => card.slug), "a-study-in-draft"]);
    expect(blog.findPostPage("/blog/an-article-in-draft", true)?.slug).toBe("an-article-in-draft");
    expect(blog.listPostCards(true)).toHaveLength(blog.listPostCards().length + 1);
  });
});
