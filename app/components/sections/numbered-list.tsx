import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { Ordinal } from "~/components/ui/ordinal";
import { cn } from "~/lib/utils";

export type NumberedItem = { title: string; description: string; href?: string; linkLabel?: string };

/**
 * Numbered cards in a responsive grid. A card with an `href` is one link
 * (its title names the destination); the rest are plain text.
 */
function NumberedCards({
  items,
  columns = 3,
  className,
}: {
  items: NumberedItem[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ol
      className={cn(
        "mt-12 grid gap-px overflow-hidden rounded-card border border-line bg-line md:mt-16 sm:grid-cols-2 in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-line-inverse",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
        className,
      )}
    >
      {items.map((item, index) => {
        const body = (
          <>
            <Ordinal index={index} className="text-ember-deep in-data-[tone=ink]:text-ember" />
            <h3 className="mt-8 flex items-start justify-between gap-4 font-display font-semibold text-2xl leading-tight tracking-[-0.02em] md:mt-12">
              {item.title}
              {item.href ? (
                <ArrowUpRight
                  aria-hidden="true"
                  className="mt-1 size-5 shrink-0 transition-transform duration-300 group-hover:translate-x-1 group-hover:-translate-y-1"
                />
              ) : null}
            </h3>
            <p className="mt-3 text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">{item.description}</p>
            {item.href && item.linkLabel ? (
              <span className="mt-6 self-start justify-self-start font-medium text-sm underline decoration-current/30 underline-offset-4 group-hover:decoration-current">
                {item.linkLabel}
              </span>
            ) : (
              <span />
            )}
          </>
        );
        return (
          // Each card spans four rows of the list's grid (numeral, title, text, link) as a subgrid, so in
          // a row of cards every title, text and link starts at one height, however the titles wrap.
          <li
            key={item.title}
            className="row-span-4 grid grid-rows-subgrid gap-y-0 bg-paper in-data-[tone=deep]:bg-paper-deep in-data-[tone=ink]:bg-ink"
          >
            {item.href ? (
              <Link
                to={item.href}
                className="group row-span-4 grid grid-rows-subgrid content-start gap-y-0 p-6 transition-colors duration-300 hover:bg-paper-deep md:p-8 in-data-[tone=deep]:hover:bg-paper in-data-[tone=ink]:hover:bg-ink-soft"
              >
                {body}
              </Link>
            ) : (
              <div className="row-span-4 grid grid-rows-subgrid gap-y-0 p-6 md:p-8">{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export { NumberedCards };
