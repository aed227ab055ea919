import { Ordinal } from "~/components/ui/ordinal";
import type { ArticleBlock } from "~/content/schema";

/** A list item's first sentence is its point; it is set in bold as a lead-in. */
function leadIn(item: string): [string, string] {
  const match = /^(.+?[.!?])\s+(.+)$/s.exec(item);
  return match ? [match[1]!, match[2]!] : ["", item];
}

/** The anchor of a heading: its words, lower-case, joined by hyphens. */
export function headingId(text: string) {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The article's section headings, for its table of contents. */
export function articleHeadings(blocks: ArticleBlock[]) {
  return blocks.flatMap((block) => (block.type === "heading" ? [{ id: headingId(block.text), text: block.text }] : []));
}

/** An article's text: headings, paragraphs, lists and pull quotes, set for long reading. */
function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div data-slot="article-body" className="text-lg leading-[1.75] md:text-[1.1875rem]">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === "heading") {
          return (
            <h2
              key={key}
              id={headingId(block.text)}
              className="mt-16 mb-5 scroll-mt-28 font-semibold text-[1.75rem] leading-tight tracking-[-0.025em] md:text-[2rem]"
            >
              {block.text}
            </h2>
          );
        }
        if (block.type === "list") {
          return (
            <ol key={key} className="my-10 space-y-6 border-line border-y py-8">
              {block.items.map((item, itemIndex) => {
                const [lead, rest] = leadIn(item);
                return (
                  <li key={item} className="grid grid-cols-[2.75rem_1fr]">
                    <Ordinal index={itemIndex} className="pt-1 text-ember-deep" />
                    <span>
                      {lead ? <strong className="font-semibold">{lead}</strong> : null} {rest}
                    </span>
                  </li>
                );
              })}
            </ol>
          );
        }
        if (block.type === "quote") {
          // The words are already in the article: a screen reader hears them once, where they belong.
          return (
            <figure
              key={key}
              data-slot="pull-quote"
              aria-hidden="true"
              className="mt-12 mb-6 border-ember border-l-4 py-1 pl-6 md:mt-14 md:mb-8 md:pl-8"
            >
              <blockquote className="text-balance font-display font-semibold text-[1.625rem] leading-[1.2] tracking-[-0.02em] md:text-[2.125rem]">
                {block.text}
              </blockquote>
            </figure>
          );
        }
        return (
          <p key={key} className="mt-6 first:mt-0">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}

export { ArticleBody };
