import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { keepLastPair } from "~/lib/typography";
import { cn } from "~/lib/utils";

import type { ListItem } from "./typographic-list";

/**
 * Items in open columns under one rule each, without boxes. A column with an `href` is one link
 * (its title names the destination); the rest are plain text.
 */
function Columns({
  items,
  columns = 3,
  className,
}: {
  items: readonly ListItem[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      data-slot="columns"
      className={cn(
        "mt-12 grid gap-x-8 gap-y-10 md:mt-16 sm:grid-cols-2 lg:gap-x-10",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "xl:grid-cols-4",
        className,
      )}
    >
      {items.map((item) => {
        const body = (
          <>
            <h3
              className={cn(
                "flex items-start justify-between gap-4 border-current border-t-2 pt-5 font-display font-semibold text-2xl leading-tight tracking-[-0.02em]",
                columns === 4 ? "md:text-[1.75rem] xl:text-2xl" : "md:text-[1.75rem]",
              )}
            >
              {keepLastPair(item.title, 20)}
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
          // Each column spans three rows of the list's grid (title, text, link) as a subgrid, so in a
          // row of columns every text and link starts at one height, however the titles wrap.
          <li key={item.title} className="row-span-3 grid grid-rows-subgrid gap-y-0">
            {item.href ? (
              <Link to={item.href} className="group row-span-3 grid grid-rows-subgrid content-start gap-y-0">
                {body}
              </Link>
            ) : (
              <div className="row-span-3 grid grid-rows-subgrid gap-y-0">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export { Columns };
