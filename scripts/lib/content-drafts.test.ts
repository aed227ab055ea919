// @vitest-environment node
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "./project-copy";

/*
 * Drafts, against the app's real content modules in a copy of the project whose content folder holds
 * one draft case study and one draft article beside the published ones.
 */

type CaseStudies = typeof import("../../app/content/case-studies.server");
type Blog = typeof import("../../app/content/blog.server");
let project: Awaited<ReturnType<typeof projectCopy>>;
let studies: CaseStudies;
let blog: Blog;

beforeAll(async () => {
  project = await projectCopy(async (content) => {
    const tinder = await readFile(path.join(content, "case-studies/tinder.yaml"), "utf8");
    await writeFile(
      path.join(content, "case-studies/a-study-in-draft.yaml"),
      `${tinder.replace(/^position: \d+$/m, "position: 99")}\ndraft: true\n`,
    );
    const article = await readFile(path.join(content, "blog/openai-shopify-collaboration.mdoc"), "utf8");
    await writeFile(
      path.join(content, "blog/an-article-in-draft.mdoc"),
      article.replace(/^id: \d+$/m, "id: 99\ndraft: true"),
    );
  });
  studies = await project.import<CaseStudies>("app/content/case-studies.server.ts");
  blog = await project.import<Blog>("app/content/blog.server.ts");
}, 60_000);
afterAll(() => project.remove());

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
