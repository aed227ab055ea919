import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { readMarkdoc } from "../../../scripts/lib/markdoc";
import { ArticleBody } from "./article";

const source = `---
title: Demo
---

A paragraph with *emphasis* and a [link to our work](/case-studies), and [another site](https://example.com).

## A section worth reading

1. **The point.** And why it matters.
2. **Another point.** With its reason.

> A quotation someone else said.

{% pullquote %}
A paragraph with
{% /pullquote %}

{% figure src="street.jpg" alt="A poster on a wet London street at night" caption="The launch poster, King's Cross." /%}
`;

const image = {
  width: 1200,
  height: 800,
  placeholder: "#334455",
  stem: "/assets/covers/blog-demo-street.jpg-abc",
  widths: [1200],
};

const { body } = readMarkdoc(source, "content/blog/demo.mdoc");

function Article() {
  return <ArticleBody body={body} figures={{ "street.jpg": image }} />;
}

function renderArticle() {
  const Stub = createRoutesStub([{ path: "/", Component: Article }]);
  return render(<Stub />);
}

describe("ArticleBody", () => {
  it("sets the Markdoc's links, emphasis, headings with anchors, lists and quotations", () => {
    renderArticle();
    expect(screen.getByRole("link", { name: "link to our work" }).getAttribute("href")).toBe("/case-studies");
    const external = screen.getByRole("link", { name: "another site" });
    expect(external.getAttribute("href")).toBe("https://example.com");
    expect(external.getAttribute("rel")).toBe("noopener");
    expect(screen.getByText("emphasis").tagName).toBe("EM");
    // The heading's last two words are held together by a no-break space, so it never ends on one alone.
    expect(screen.getByRole("heading", { level: 2, name: "A section worth\u00a0reading" }).id).toBe(
      "a-section-worth-reading",
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("strong")?.textContent)).toEqual(["The point.", "Another point."]);
    expect(screen.getByText("A quotation someone else said.").closest("blockquote")).not.toBeNull();
  });

  it("ends the last paragraph on the end mark, held to its last word", () => {
    const { container } = render(
      <ArticleBody
        body={readMarkdoc("---\ntitle: Demo\n---\n\nAn opening.\n\nThe closing paragraph ends here.\n", "x.mdoc").body}
        figures={{}}
      />,
    );
    const mark = container.querySelector("[data-slot=end-mark]")!;
    expect(mark.getAttribute("aria-hidden")).toBe("true");
    expect(mark.parentElement?.textContent).toBe("here.");
    expect(mark.closest("p")?.textContent).toBe("The closing paragraph ends here.");
    expect(container.querySelectorAll("[data-slot=end-mark]")).toHaveLength(1);
  });

  it("hides the pull quote from screen readers, who have read its words in the paragraph", () => {
    const { container } = renderArticle();
    const pull = container.querySelector("[data-slot=pull-quote]");
    expect(pull?.getAttribute("aria-hidden")).toBe("true");
    expect(pull?.textContent).toBe("A paragraph with");
  });

  it("draws a figure from the image pipeline's files, with its alt text and caption", () => {
    const { container } = renderArticle();
    const figure = container.querySelector("[data-slot=figure]")!;
    const img = within(figure as HTMLElement).getByRole("img", { name: "A poster on a wet London street at night" });
    expect(img.getAttribute("srcset")).toBe("/assets/covers/blog-demo-street.jpg-abc-1200.jpg 1200w");
    expect(figure.querySelector("source[type='image/avif']")?.getAttribute("srcset")).toBe(
      "/assets/covers/blog-demo-street.jpg-abc-1200.avif 1200w",
    );
    expect(figure.querySelector("figcaption")?.textContent).toBe("The launch poster, King's Cross.");
  });
});
