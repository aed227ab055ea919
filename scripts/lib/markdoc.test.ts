import { describe, expect, it } from "vitest";
import { MarkdocError, readMarkdoc } from "./markdoc";

const article = (body: string, frontmatter = "title: A title") => `---\n${frontmatter}\n---\n\n${body}\n`;

describe("readMarkdoc", () => {
  it("reads the front matter as data and the body as rich text", () => {
    const { frontmatter, body } = readMarkdoc(
      article("A paragraph with *emphasis*, **weight** and a [link](/case-studies).", "title: Hello\ndate: 2025-10-08"),
      "content/blog/x.mdoc",
    );
    expect(frontmatter).toEqual({ title: "Hello", date: "2025-10-08" });
    expect(body).toEqual([
      {
        tag: "p",
        children: [
          "A paragraph with ",
          { tag: "em", children: ["emphasis"] },
          ", ",
          { tag: "strong", children: ["weight"] },
          " and a ",
          { tag: "a", attributes: { href: "/case-studies" }, children: ["link"] },
          ".",
        ],
      },
    ]);
  });

  it("gives headings anchors from their words, and keeps lists, quotations, pull quotes and figures", () => {
    const { body } = readMarkdoc(
      article(
        [
          "## What two words can do",
          "### A smaller point",
          "1. First\n2. Second",
          "- One\n- Two",
          "> Someone said this.",
          "{% pullquote %}\nWords from a paragraph.\n{% /pullquote %}",
          '{% figure src="poster.jpg" alt="A poster on a wet London street at night" caption="The launch poster." /%}',
        ].join("\n\n"),
      ),
      "x.mdoc",
    );
    expect(body.map((node) => (typeof node === "string" ? node : [node.tag, node.attributes?.id]))).toEqual([
      ["h2", "what-two-words-can-do"],
      ["h3", "a-smaller-point"],
      ["ol", undefined],
      ["ul", undefined],
      ["blockquote", undefined],
      ["pullquote", undefined],
      ["figure", undefined],
    ]);
    expect(body.slice(-2)).toEqual([
      { tag: "pullquote", children: ["Words from a paragraph."] },
      {
        tag: "figure",
        attributes: {
          src: "poster.jpg",
          alt: "A poster on a wet London street at night",
          caption: "The launch poster.",
        },
        children: [],
      },
    ]);
  });

  it.each([
    ["a level-one heading", "# Title again", /line 5: a heading is ##/],
    ["a Markdown image", "![a picture](x.jpg)", /line 5: a picture is written \{% figure/],
    ["a tag the site does not have", '{% video src="x" /%}', /line 5: .*video/],
    ["a figure without alt text", '{% figure src="x.jpg" /%}', /line 5: .*alt/],
    ["a figure whose alt text says nothing", '{% figure src="x.jpg" alt="photo" /%}', /alt text describes the picture/],
    ["a link to a plain-HTTP address", "[x](http://example.com)", /link "http:\/\/example.com" must be/],
    ["a code block", "```\ncode\n```", /fence is not something articles use/],
    ["a table", "| a | b |\n| - | - |\n| 1 | 2 |", /is not something articles use/],
  ])("refuses %s, naming the file and line", (_, body, message) => {
    const read = () => readMarkdoc(article(body), "content/blog/bad.mdoc");
    expect(read).toThrow(MarkdocError);
    expect(read).toThrow(/^content\/blog\/bad\.mdoc:/);
    expect(read).toThrow(message);
  });

  it("refuses front matter that does not parse", () => {
    expect(() => readMarkdoc(article("Text.", "title: [unclosed"), "content/blog/bad.mdoc")).toThrow(/front matter/);
  });
});
