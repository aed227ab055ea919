import { Ordinal } from "~/components/ui/ordinal";
import type { ArticleBlock } from "~/content/schema";

/** A list item's first sentence is its point; it is set in bold as a lead-in. */
function leadIn(item: string): [string, string] {
  const match = /^(.+?[.!?])\s+(.+)$/s.exec(item);
  return match ? [match[1]!, match[2]!] : ["", item];
}

/** An article's text: headings, paragraphs and lists, set for long reading. */
function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div data-slot="article-body" className="max-w-[68ch] text-lg leading-[1.75] md:text-[1.1875rem]">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === "heading") {
          return (
            <h2
              key={key}
              className="mt-14 mb-5 font-semibold text-[1.75rem] leading-tight tracking-[-0.025em] md:text-[2rem]"
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
        return (
          <p key={key} className="mt-6 first:mt-0 first:text-xl first:md:text-[1.375rem] first:leading-relaxed">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}

export { ArticleBody };
