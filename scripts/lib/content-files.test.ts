// @vitest-environment node
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "./project-copy";

// Adding a page is adding one file and removing one deleting it (ADR 050, 053), and a draft shows only in
// preview: checked against the app's real modules in copies of the project with files more or fewer.

type Modules = {
  studies: typeof import("../../app/content/case-studies.server");
  blog: typeof import("../../app/content/blog.server");
  prerender: typeof import("../../app/routes.prerender");
  site: typeof import("../../app/site-pages.server");
  home: typeof import("../../app/routes/home");
  homeContent: typeof import("../../app/content/collections.server");
  siteCopy: typeof import("../../app/content/site-copy.server");
  routes: typeof import("../../app/routes");
  blogRoute: typeof import("../../app/routes/blog");
};

async function modulesOf(project: Awaited<ReturnType<typeof projectCopy>>): Promise<Modules> {
  return {
    studies: await project.import("app/content/case-studies.server.ts"),
    blog: await project.import("app/content/blog.server.ts"),
    prerender: await project.import("app/routes.prerender.ts"),
    site: await project.import("app/site-pages.server.ts"),
    home: await project.import("app/routes/home.tsx"),
    homeContent: await project.import("app/content/collections.server.ts"),
    siteCopy: await project.import("app/content/site-copy.server.ts"),
    routes: await project.import("app/routes.ts"),
    blogRoute: await project.import("app/routes/blog.tsx"),
  };
}

/** The blog index's lead, the rest and their layout (ADR 075). */
function blogIndex(blogRoute: Modules["blogRoute"]) {
  const data = blogRoute.loader({ context: new RouterContextProvider(), url: new URL("http://localhost/") } as never);
  return { featured: data.featured?.href, rest: data.rest.map((post) => post.href), layout: data.layout };
}

const projects: Awaited<ReturnType<typeof projectCopy>>[] = [];
afterAll(() => Promise.all(projects.map((project) => project.remove())));

const NEW_QUESTION = "Do you work with companies outside your three cities?";

describe("one file more", () => {
  let modules: Modules;
  beforeAll(async () => {
    const project = await projectCopy(async (content) => {
      const study = await readFile(path.join(content, "case-studies/tinder.yaml"), "utf8");
      await writeFile(
        path.join(content, "case-studies/northwind.yaml"),
        study.replace(/^position: \d+$/m, "position: 99"),
      );
      const article = await readFile(path.join(content, "blog/openai-shopify-collaboration.mdoc"), "utf8");
      await writeFile(
        path.join(content, "blog/a-new-article.mdoc"),
        article.replace(/^id: \d+$/m, "id: 99").replace(/^date: .*$/m, "date: 2026-11-20"),
      );
      await writeFile(
        path.join(content, "blog/an-article-in-draft.mdoc"),
        article.replace(/^id: \d+$/m, "id: 98\ndraft: true"),
      );
      await writeFile(
        path.join(content, "case-studies/a-study-in-draft.yaml"),
        `${study.replace(/^position: \d+$/m, "position: 100")}\ndraft: true\n`,
      );
      await writeFile(
        path.join(content, "services/northwind-growth.yaml"),
        (await readFile(path.join(content, "services/brand-strategy-positioning.yaml"), "utf8")).replace(
          /^position: \d+$/m,
          "position: 99",
        ),
      );
      const home = await readFile(path.join(content, "home.yaml"), "utf8");
      await writeFile(
        path.join(content, "home.yaml"),
        `${home.trimEnd()}\n    - question: ${NEW_QUESTION}\n      answer: Yes, and we say so in the first call.\n`,
      );
      const navigation = await readFile(path.join(content, "navigation.yaml"), "utf8");
      await writeFile(
        path.join(content, "navigation.yaml"),
        navigation.replace(
          /^( +)links:\n/m,
          `$1links:\n$1  - { label: "Northwind Growth", href: "/northwind-growth" }\n`,
        ),
      );
    });
    projects.push(project);
    modules = await modulesOf(project);
  }, 60_000);

  it("adds the case study's page, its index card, its prerendered page, its sitemap entry and its social card", () => {
    const { studies, prerender, site } = modules;
    expect(studies.findCaseStudyPage("northwind")?.slug).toBe("northwind");
    expect(studies.listCaseStudyCards().at(-1)?.href).toBe("/case-studies/northwind");
    expect(prerender.dynamicPaths).toContain("/case-studies/northwind");
    expect(site.sitemapPages.map((page) => page.path)).toContain("/case-studies/northwind");
    expect(site.socialCards.map((card) => card.image)).toContain("/og/case-studies/northwind.png");
  });

  it("adds the article's page, its card (first, as the newest), its sitemap entry and its feed item", () => {
    expect(blogIndex(modules.blogRoute)).toEqual({
      featured: "/blog/a-new-article",
      rest: ["/blog/anthropic-keep-thinking-campaign", "/blog/openai-shopify-collaboration"],
      layout: "grid",
    });
    const { blog, prerender, site } = modules;
    expect(blog.findPostPage("/blog/a-new-article")?.slug).toBe("a-new-article");
    expect(blog.listPostCards()[0]?.href).toBe("/blog/a-new-article");
    expect(prerender.dynamicPaths).toContain("/blog/a-new-article");
    expect(site.sitemapPages.map((page) => page.path)).toContain("/blog/a-new-article");
    expect(site.feedArticlesIn("en")[0]?.path).toBe("/blog/a-new-article");
  });

  it("the home page's teaser shows the newest articles, as many as its content says, not every one", () => {
    const { home, blog } = modules;
    const all = blog.listPostCards();
    expect(all.length).toBeGreaterThan(2);
    const data = home.loader({
      context: new RouterContextProvider(),
      url: new URL("http://localhost/"),
    } as unknown as Parameters<typeof home.loader>[0]);
    expect(data.posts).toHaveLength(data.home.blog.count);
    expect(data.posts.map((post) => post.href)).toEqual(all.slice(0, data.home.blog.count).map((post) => post.href));
    expect(data.posts[0]?.href).toBe("/blog/a-new-article");
  });

  it("adds the service page to the route table, the page registry, the sitemap and the social cards", () => {
    const { routes, site } = modules;
    expect(routes.default.map((route) => route.path)).toContain("northwind-growth");
    const page = site.sitePages.find((candidate) => candidate.path === "/northwind-growth");
    expect(page?.template).toBe("service");
    expect(site.sitemapPages.map((candidate) => candidate.path)).toContain("/northwind-growth");
    expect(site.socialCards.map((card) => card.image)).toContain("/og/northwind-growth.png");
  });

  it("shows one FAQ item more, last, and one footer link more, first, to a page that exists", () => {
    const { homeContent, siteCopy, site } = modules;
    const footerColumns = siteCopy.siteCopy.navigation.footer;
    expect(homeContent.home.faq.items.at(-1)?.question).toBe(NEW_QUESTION);
    expect(footerColumns[0]?.links[0]).toEqual({ label: "Northwind Growth", href: "/northwind-growth" });
    const pages = new Set(site.sitePages.map((page) => page.path));
    for (const column of footerColumns)
      for (const link of column.links) expect(pages, link.href).toContain(link.href.split("#")[0] || "/");
  });

  it("shows a draft only in preview, beside every published item", () => {
    const { studies, blog, prerender } = modules;
    expect(studies.findCaseStudyPage("a-study-in-draft")).toBeNull();
    expect(blog.findPostPage("/blog/an-article-in-draft")).toBeNull();
    expect(prerender.dynamicPaths).not.toContain("/blog/an-article-in-draft");
    expect(studies.findCaseStudyPage("a-study-in-draft", true)?.slug).toBe("a-study-in-draft");
    const cards = studies.listCaseStudyCards(true).map((card) => card.slug);
    expect(cards).toEqual([...studies.listCaseStudyCards().map((card) => card.slug), "a-study-in-draft"]);
    expect(blog.findPostPage("/blog/an-article-in-draft", true)?.slug).toBe("an-article-in-draft");
    expect(blog.listPostCards(true)).toHaveLength(blog.listPostCards().length + 1);
  });
});

describe("one file fewer", () => {
  let modules: Modules;
  beforeAll(async () => {
    const project = await projectCopy((content) =>
      rm(path.join(content, "blog/anthropic-keep-thinking-campaign.mdoc")),
    );
    projects.push(project);
    modules = await modulesOf(project);
  }, 60_000);

  it("removes the article from its page, the index, the prerender list, the sitemap and the feed", () => {
    const { blog, prerender, site } = modules;
    const path = "/blog/anthropic-keep-thinking-campaign";
    expect(blog.findPostPage(path)).toBeNull();
    expect(blog.listPostCards().map((card) => card.href)).not.toContain(path);
    expect(prerender.dynamicPaths).not.toContain(path);
    expect(site.sitemapPages.map((page) => page.path)).not.toContain(path);
    expect(site.feedArticlesIn("en").map((article) => article.path)).not.toContain(path);
    // With one article, the index shows it alone.
    expect(blogIndex(modules.blogRoute)).toEqual({
      featured: "/blog/openai-shopify-collaboration",
      rest: [],
      layout: "none",
    });
  });
});

it("the blog index leads with the newer of the two articles there are, the other in a row of its own", async () => {
  expect(blogIndex(await import("~/routes/blog"))).toEqual({
    featured: "/blog/anthropic-keep-thinking-campaign",
    rest: ["/blog/openai-shopify-collaboration"],
    layout: "row",
  });
});
