import { describe, expect, it } from "vitest";
import { type BlogPostInput, checkBlogPosts, defineBlogPost } from "./blog/schema";
import { type CaseStudy, type CaseStudyInput, checkCaseStudies, defineCaseStudy } from "./case-studies/schema";
import { ContentError } from "./collection";

function validStudy(): CaseStudyInput {
  return {
    slug: "tinder",
    position: 1,
    title: "Tinder",
    sector: "Dating app",
    summary: "A summary long enough to pass the schema's check for the hero of the case study page.",
    description: "A description long enough to pass the schema's check for the index card text.",
    teaser: "A one-line teaser for related cards.",
    cover: {
      palette: ["#ff6a4d", "#1f0a10", "#fff1ea", "#f2405a"],
      composition: "stack",
      emoji: "🔥",
      alt: "Cover art: a giant capital T on a coral field.",
    },
    disciplines: ["PR", "Experiential", "Social", "Creators"].map((title) => ({
      title: `${title} work`,
      description: "A description of the discipline that is long enough for the schema.",
    })),
    challenge: ["A challenge paragraph that is comfortably longer than the minimum length the schema asks for."],
    approach: ["An approach paragraph that is comfortably longer than the minimum length the schema asks for."],
    results: ["One launch", "Written locally", "Kept building"].map((headline) => ({
      headline,
      caption: "A caption long enough for the schema.",
    })),
    related: ["bumble", "uber-eats", "ikibana"],
    published: "2025-09-01",
    art: {
      layout: "reveal",
      pullQuote: "A line of the agency’s own, written for the page alone.",
      artefact: {
        kind: "sequence",
        title: "The work in order",
        items: [{ label: "Challenge", note: "first" }, { label: "Approach" }],
        alt: "The work as a sequence: 01 the challenge, then 02 the approach.",
        caption: "The study's two steps.",
      },
    },
  };
}

function validPost(): BlogPostInput {
  return {
    id: 1,
    slug: "demo-post",
    title: "A demonstration post title",
    excerpt: "An excerpt that is long enough for the schema to accept it as a card's summary text.",
    date: "2025-10-02",
    category: "Technology",
    keywords: ["demo", "testing"],
    cover: { ...validStudy().cover, composition: "stack", lines: ["Demonstration", "post"] },
    body: [
      { tag: "p", children: ["A first paragraph that is long enough to pass."] },
      { tag: "h2", attributes: { id: "a-heading" }, children: ["A heading"] },
      { tag: "p", children: ["A second paragraph, with ", { tag: "em", children: ["emphasis"] }, "."] },
      {
        tag: "ol",
        children: [
          { tag: "li", children: ["A first list item."] },
          { tag: "li", children: ["A second."] },
        ],
      },
      { tag: "p", children: ["A third paragraph."] },
    ],
  };
}

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError");
}

describe("case study schema", () => {
  it("accepts a complete case study and defaults 'Back to Case Studies' to history", () => {
    expect(defineCaseStudy(validStudy()).backLink).toBe("history");
  });

  const map = (hub: string, origin: string) => ({
    hub: { name: hub, latitude: 40.42, longitude: -3.7 },
    origins: [{ name: origin, latitude: 64.15, longitude: -21.94 }],
    alt: "A map of a route between two places, described for people who cannot see it.",
    caption: "A route between two places.",
    source: "Coordinates from somewhere public.",
  });

  it.each<[string, (study: CaseStudyInput) => void, RegExp]>([
    ["missing alt text", (s) => Object.assign(s.cover, { alt: undefined }), /cover\.alt: alt text is required/],
    ["a bad related slug", (s) => (s.related[0] = "Nike Inc"), /related\.0: slug must be lower-case words/],
    ["itself as related", (s) => (s.related[0] = "tinder"), /related: a case study cannot be related to itself/],
    ["a related study twice", (s) => (s.related[1] = "bumble"), /related: related case studies must be different/],
    ["a long first result", (s) => (s.results[0]!.headline = "A headline longer than a card"), /at most 24 char/],
    ["a two-sentence first result", (s) => (s.results[0]!.caption = "One. And two."), /a caption of one sentence/],
    ["artefact words", (s) => (s.art.artefact!.items[1]!.label = "Madrid"), /items\.1\.label: the artefact says/],
    [
      "a pair of three",
      (s) => Object.assign(s.art.artefact!, { kind: "pair" }).items.push({ label: "Tinder" }),
      /a pair has 2 items/,
    ],
    ["a map and an artefact", (s) => (s.art.routeMap = map("Tinder", "Tinder")), /give it a routeMap or an artefact/],
    ["unreadable type", (s) => (s.cover.palette[1] = "#f2405a"), /the type colour #f2405a on the field #ff6a4d has a/],
    ["cover words not in the title", (s) => (s.cover.lines = ["Swipe"]), /cover\.lines: the cover's words/],
    ["a grid of too many letters", (s) => (s.cover.composition = "grid"), /cover\.lines: the "grid" composition sets/],
    ["a figure cover with no figure", (s) => (s.cover.composition = "figure"), /cover\.figure: the "figure" comp/],
    ["a figure not in the text", (s) => Object.assign(s.cover, { figure: "12" }), /cover\.figure: the cover's fig/],
    ["a slug that is not a slug", (s) => (s.slug = "Nike"), /slug: slug must be lower-case words joined by hyphens/],
    ["a quoted story", (s) => (s.art.pullQuote = "An approach paragraph that is comfortably longer"), /repeats "an/],
    [
      "a map of places the study does not name",
      (s) => {
        delete s.art.artefact;
        s.art.routeMap = map("Madrid", "Reykjavik");
      },
      /art\.routeMap\.hub\.name: the map names "Madrid", which the study's own text does not/,
    ],
  ])("rejects %s, naming the file and the field", (_, spoil, message) => {
    const study = validStudy();
    spoil(study);
    const problems = problemsOf(() => defineCaseStudy(study));
    expect(problems).toMatch(
      /^Case study "(tinder|Nike)" \(content\/case-studies\/(tinder|Nike)\.yaml\) is incomplete or invalid:/,
    );
    expect(problems).toMatch(message);
  });

  it("accepts a figure cover whose figure is one of the study's results", () => {
    const study = validStudy();
    study.results[0]!.headline = "4";
    Object.assign(study.cover, { composition: "figure", figure: "4" });
    expect(defineCaseStudy(study).cover).toMatchObject({ composition: "figure", figure: "4" });
    study.results[0]!.headline = "14";
    expect(problemsOf(() => defineCaseStudy(study))).toContain('the cover\'s figure "4" does not appear');
  });

  it("reads the editor's empty gallery, cover lines and figure as left out", () => {
    const study = { ...validStudy(), gallery: [] };
    Object.assign(study.cover, { lines: [], figure: "" });
    expect(defineCaseStudy(study)).toMatchObject({
      gallery: undefined,
      cover: { lines: undefined, figure: undefined },
    });
  });
});

describe("case study collection", () => {
  const slugs = ["tinder", "bumble", "peroni", "ruinart"];
  const all = slugs.map(
    (slug, index) =>
      ({ ...defineCaseStudy(validStudy()), slug, position: slugs.length - index, related: [] }) as CaseStudy,
  );

  it("puts the studies in their positions", () => {
    expect(checkCaseStudies(all).map((study) => study.slug)).toEqual(["ruinart", "peroni", "bumble", "tinder"]);
  });

  it("rejects a related study that does not exist", () => {
    const related = all.map((study) => (study.slug === "tinder" ? { ...study, related: ["uber-eats"] } : study));
    expect(problemsOf(() => checkCaseStudies(related))).toContain(
      '"tinder" lists "uber-eats" as related, but it does not exist',
    );
  });
});

describe("blog post schema", () => {
  it("accepts a complete post", () => {
    expect(defineBlogPost(validPost()).slug).toBe("demo-post");
  });

  it.each<[string, (post: BlogPostInput) => void, RegExp]>([
    ["a cover without its words", (p) => delete p.cover.lines, /cover\.lines: a post's cover needs lines/],
    ["a body of two paragraphs", (p) => p.body.splice(4, 1), /body: the article body is too short/],
    ["text outside any block", (p) => p.body.push("Loose words."), /body: text sits in paragraphs, headings/],
    ["a script", (p) => p.body.push({ tag: "script" as never, children: [] }), /body\.5: must be text or an element/],
    ["one anchor twice", (p) => p.body.push(p.body[1]!), /share the heading/],
    ["a quote of nothing", (p) => p.body.push({ tag: "pullquote", children: ["Nowhere."] }), /body\.5: the pull quote/],
  ])("rejects %s", (_, spoil, message) => {
    const post = validPost();
    spoil(post);
    expect(problemsOf(() => defineBlogPost(post))).toMatch(message);
  });

  it("rejects two posts with one id", () => {
    const post = defineBlogPost(validPost());
    expect(problemsOf(() => checkBlogPosts([post, { ...post, slug: "other" }]))).toContain(
      'id "1" is used more than once',
    );
  });
});
