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

  it.each<[string, (study: CaseStudyInput) => void, RegExp]>([
    ["missing alt text", (s) => Object.assign(s.cover, { alt: undefined }), /cover\.alt: alt text is required/],
    [
      "a related slug that is not a slug",
      (s) => (s.related[0] = "Nike Inc"),
      /related\.0: slug must be lower-case words joined by hyphens/,
    ],
    ["itself as related", (s) => (s.related[0] = "tinder"), /related: a case study cannot be related to itself/],
    [
      "the same related study twice",
      (s) => (s.related[1] = "bumble"),
      /related: related case studies must be different/,
    ],
    [
      "a first result too long for a card",
      (s) => (s.results[0]!.headline = "A headline longer than any card"),
      /results: the first result goes on the study's cards: a headline of at most 24 characters/,
    ],
    [
      "a first result captioned in two sentences",
      (s) => (s.results[0]!.caption = "One sentence here. And a second one."),
      /results: the first result goes on the study's cards: .* a caption of one sentence/,
    ],
    [
      "an artefact that says what the study does not",
      (s) => (s.art.artefact!.items[1]!.label = "Madrid"),
      /art\.artefact\.items\.1\.label: the artefact says "Madrid", which the study's own text does not/,
    ],
    [
      "a pair of three",
      (s) =>
        Object.assign(s.art.artefact!, {
          kind: "pair",
          items: [{ label: "Challenge" }, { label: "Approach" }, { label: "Tinder" }],
        }),
      /art\.artefact\.items: a pair has 2 items/,
    ],
    [
      "both a route map and an artefact",
      (s) =>
        (s.art.routeMap = {
          hub: { name: "Tinder", latitude: 40.42, longitude: -3.7 },
          origins: [{ name: "Tinder", latitude: 64.15, longitude: -21.94 }],
          alt: "A map with a route whose places the study names in its own title.",
          caption: "A route in the study's words.",
          source: "Coordinates from somewhere public.",
        }),
      /art: a case study is drawn around one artefact: give it a routeMap or an artefact, not both/,
    ],
    [
      "type that does not stand out from its field",
      (s) => (s.cover.palette = ["#ff6a4d", "#f2405a", "#fff1ea", "#f2405a"]),
      /cover\.palette: the type colour #f2405a on the field #ff6a4d has a contrast of 1\.\d\d:1; letters in the art need at least 3:1/,
    ],
    [
      "cover words that are not in the title",
      (s) => (s.cover.lines = ["Swipe", "right"]),
      /cover\.lines: the cover's words "Swipe right" must come from the title "Tinder"/,
    ],
    [
      "a grid of more letters than it has cells for",
      (s) => Object.assign(s.cover, { composition: "grid" }),
      /cover\.lines: the "grid" composition sets one letter to a cell: give it lines of 2 to 6 letters/,
    ],
    [
      "a figure composition without a figure",
      (s) => (s.cover.composition = "figure"),
      /cover\.figure: the "figure" composition needs a figure to set/,
    ],
    [
      "a figure the study's results do not contain",
      (s) => Object.assign(s.cover, { composition: "figure", figure: "12" }),
      /cover\.figure: the cover's figure "12" does not appear in the item's own text/,
    ],
    ["a slug that is not a slug", (s) => (s.slug = "Nike"), /slug: slug must be lower-case words joined by hyphens/],
    [
      "a pull quote that is a sentence of the story",
      (s) => (s.art.pullQuote = "An approach paragraph that is comfortably longer"),
      /art\.pullQuote: the pull quote repeats "an approach paragraph that is comfortably longer" from Our Approach: write it as a line of its own/,
    ],
    [
      "a route map naming a place the study does not",
      (s) => {
        delete s.art.artefact;
        s.art.routeMap = {
          hub: { name: "Madrid", latitude: 40.42, longitude: -3.7 },
          origins: [{ name: "Reykjavik", latitude: 64.15, longitude: -21.94 }],
          alt: "A map of a route that the study never mentions anywhere in its text.",
          caption: "A route the study never mentions.",
          source: "Coordinates from somewhere public.",
        };
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
    [
      "an element the template does not set",
      (p) => p.body.push({ tag: "script" as never, children: [] }),
      /body\.5: must be text or an element articles use \(p, h2/,
    ],
    [
      "two sections with one anchor",
      (p) => p.body.push({ tag: "h2", attributes: { id: "a-heading" }, children: ["A heading"] }),
      /two sections share the heading anchor "#a-heading"/,
    ],
    [
      "a pull quote that no paragraph contains",
      (p) => p.body.push({ tag: "pullquote", children: ["Words that appear nowhere in the article."] }),
      /body\.5: the pull quote "Words that appear nowhere/,
    ],
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
