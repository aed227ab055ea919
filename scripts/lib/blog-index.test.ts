// @vitest-environment node
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { projectCopy } from "./project-copy";

/*
 * The blog index leads with one article, the newest, set large, and lays the rest out by how many
 * there are (ADR 075): checked with the route's own loader in copies of the project with one, two
 * and three articles.
 */

type BlogRoute = typeof import("../../app/routes/blog");
const projects: Awaited<ReturnType<typeof projectCopy>>[] = [];
afterAll(() => Promise.all(projects.map((project) => project.remove())));

async function indexWith(edit: (content: string) => Promise<void>) {
  const project = await projectCopy(edit);
  projects.push(project);
  const route = await project.import<BlogRoute>("app/routes/blog.tsx");
  const data = route.loader({ context: new RouterContextProvider(), url: new URL("http://localhost/") } as never);
  return { featured: data.featured?.href, rest: data.rest.map((post) => post.href), layout: data.layout };
}

describe("the blog index", () => {
  it("with a third article, the newest, leads with it and sets the other two in the grid", async () => {
    const index = await indexWith(async (content) => {
      const article = await readFile(path.join(content, "blog/openai-shopify-collaboration.mdoc"), "utf8");
      await writeFile(
        path.join(content, "blog/a-third-article.mdoc"),
        article.replace(/^id: \d+$/m, "id: 99").replace(/^date: .*$/m, "date: 2026-11-20"),
      );
    });
    expect(index).toEqual({
      featured: "/blog/a-third-article",
      rest: ["/blog/anthropic-keep-thinking-campaign", "/blog/openai-shopify-collaboration"],
      layout: "grid",
    });
  }, 60_000);

  it("with two, leads with the newer and sets the other in a row of its own", async () => {
    const index = await indexWith(async () => {});
    expect(index).toEqual({
      featured: "/blog/anthropic-keep-thinking-campaign",
      rest: ["/blog/openai-shopify-collaboration"],
      layout: "row",
    });
  }, 60_000);

  it("with one, shows it alone, featured, and nothing under it", async () => {
    const index = await indexWith((content) => rm(path.join(content, "blog/anthropic-keep-thinking-campaign.mdoc")));
    expect(index).toEqual({ featured: "/blog/openai-shopify-collaboration", rest: [], layout: "none" });
  }, 60_000);
});
