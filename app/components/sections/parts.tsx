import { clsx as cn } from "clsx";
import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { type Accent, accentText, SectionHeader } from "~/components/ui/section";
import type { SectionIntro } from "~/content/shared";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";

type IntroHeaderProps = {
  id: string;
  intro: SectionIntro;
  /** The page's accent, which the eyebrow takes; without one, the eyebrow is in the site's. */
  accent?: Accent;
  size?: "section" | "statement";
  className?: string;
};

/** A section's header from its content: eyebrow, heading and lead. */
function IntroHeader({ intro, accent, ...props }: IntroHeaderProps) {
  return (
    <SectionHeader
      {...props}
      eyebrow={accent ? <span className={accentText[accent]}>{intro.eyebrow}</span> : intro.eyebrow}
      heading={intro.heading}
      lead={intro.lead}
    />
  );
}

type ListItem = { title: string; description: string; href?: string; linkLabel?: string };

/**
 * Items set as a typographic list: each title large on its own row, the text beside it, a hairline
 * between. A row with an `href` is one link; its title names the destination. `keepLastPair` keeps a
 * title of three or more words from ending on one word alone, and gives the titles a wider column
 * and a size that hold the kept pair on one line at every width.
 */
function TypographicList({
  items,
  className,
  keepLastPair = false,
}: {
  items: readonly ListItem[];
  className?: string;
  keepLastPair?: boolean;
}) {
  return (
    <ul
      data-slot="typographic-list"
      className={cn("mt-12 border-line border-t md:mt-16 in-data-[tone=ink]:border-line-inverse", className)}
    >
      {items.map((item) => {
        const row = (
          <>
            <h3
              className={cn(
                "font-display font-semibold text-[1.75rem] leading-[1.05] tracking-[-0.03em] transition-transform duration-300 group-hover:translate-x-1",
                keepLastPair
                  ? "md:col-span-6 md:text-[2rem] lg:text-[2.5rem] xl:text-5xl"
                  : "md:col-span-5 md:text-[2.5rem] lg:text-5xl",
              )}
            >
              {keepLastPair ? unwidow(item.title, PAIR_LIMIT.list, 3) : item.title}
            </h3>
            <p
              className={cn(
                "max-w-xl text-muted leading-relaxed md:pt-1 in-data-[tone=ink]:text-ink-muted",
                keepLastPair ? "md:col-span-5" : "md:col-span-6",
              )}
            >
              {item.description}
              {item.href && item.linkLabel ? (
                <span className="mt-3 block font-medium text-ink text-sm underline decoration-current/30 underline-offset-4 group-hover:decoration-current in-data-[tone=ink]:text-paper">
                  {item.linkLabel}
                </span>
              ) : null}
            </p>
            {item.href ? (
              <ArrowUpRight
                aria-hidden="true"
                className="hidden size-8 justify-self-end transition-transform duration-300 group-hover:translate-x-1 group-hover:-translate-y-1 md:col-span-1 md:block"
              />
            ) : null}
          </>
        );
        const layout = "grid gap-3 py-7 md:grid-cols-12 md:items-start md:gap-8 md:py-10";
        return (
          <li key={item.title} className="border-line border-b in-data-[tone=ink]:border-line-inverse">
            {item.href ? (
              <Link
                to={item.href}
                // The hover stays between the rules: the title moves and takes the accent, no panel.
                className={cn(
                  layout,
                  "group transition-colors duration-300 hover:text-ember-deep in-data-[tone=ink]:hover:text-ember",
                )}
              >
                {row}
              </Link>
            ) : (
              <div className={layout}>{row}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export { IntroHeader, type ListItem, TypographicList };
