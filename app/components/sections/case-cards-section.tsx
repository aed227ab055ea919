import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { SectorBadge } from "~/components/ui/badge";
import { sectionsCopy } from "~/content/parts/sections";
import type { CaseItem } from "~/content/shared";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { type Accent, accentText } from "./accent";
import { IntroSection, type IntroSectionProps } from "./intro-header";

type CaseCardsSectionProps = IntroSectionProps & { items: readonly CaseItem[] };

/**
 * Work that proves the page's claim. One case is featured across the width;
 * two or three sit side by side. A case with a page is a link as a whole.
 */
function CaseCardsSection({ items, ...section }: CaseCardsSectionProps) {
  const featured = items.length === 1;
  return (
    <IntroSection {...section} composition="grid">
      <ul
        className={cn(
          "mt-12 grid gap-5 md:mt-16",
          !featured && (items.length === 2 ? "md:grid-cols-2" : "lg:grid-cols-3"),
        )}
      >
        {items.map((item) => (
          <li key={item.brand} className="flex">
            <CaseCard item={item} featured={featured} accent={section.accent} />
          </li>
        ))}
      </ul>
    </IntroSection>
  );
}

function CaseCard({ item, featured, accent }: { item: CaseItem; featured: boolean; accent: Accent }) {
  const shell = cn(
    "group flex w-full flex-col rounded-card border border-line bg-paper p-6 md:p-10 in-data-[tone=ink]:border-line-inverse in-data-[tone=ink]:bg-ink-soft",
    featured && "lg:grid lg:grid-cols-12 lg:gap-10",
  );
  const content = (
    <>
      <div className={cn("flex flex-col", featured && "lg:col-span-7")}>
        <div className="flex flex-wrap items-center gap-3">
          <SectorBadge>{item.sector}</SectorBadge>
          <span className="font-medium text-muted text-sm in-data-[tone=ink]:text-ink-muted">{item.brand}</span>
        </div>
        <h3
          className={cn(
            "mt-8 font-semibold leading-[1.08] tracking-[-0.03em] transition-colors duration-200",
            featured ? "text-3xl md:text-5xl" : "text-2xl md:text-3xl",
            item.href && "group-hover:text-ember-deep in-data-[tone=ink]:group-hover:text-ember",
          )}
        >
          {unwidow(item.title, PAIR_LIMIT.card)}
        </h3>
        <p className="mt-4 max-w-2xl text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted md:text-lg">
          {unwidow(item.summary)}
        </p>
        {item.href ? (
          <span className="mt-auto inline-flex items-center gap-2 pt-8 font-medium">
            {sectionsCopy.caseCards.cta}
            <ArrowUpRight
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
            />
          </span>
        ) : null}
      </div>
      {featured && item.figures.length === 0 ? (
        <p
          aria-hidden="true"
          className="mt-12 break-words font-display font-extralight text-6xl leading-none tracking-[-0.05em] opacity-90 md:text-8xl lg:col-span-5 lg:mt-0 lg:self-center lg:text-right xl:text-9xl"
        >
          {item.brand}
        </p>
      ) : null}
      {item.figures.length > 0 ? (
        <dl
          className={cn(
            "mt-10 grid grid-cols-2 gap-6 border-current/15 border-t pt-8",
            featured &&
              "lg:col-span-5 lg:mt-0 lg:grid-cols-1 lg:content-center lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10",
          )}
        >
          {item.figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-muted in-data-[tone=ink]:text-ink-muted">{figure.label}</dt>
              <dd
                className={cn(
                  "font-display font-semibold text-4xl tracking-[-0.04em] md:text-6xl",
                  featured && "lg:text-7xl",
                  accentText[accent],
                )}
              >
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );

  return item.href ? (
    <Link
      to={item.href}
      data-case={item.brand}
      className={cn(
        shell,
        "transition-[border-color,box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:border-current/40 hover:shadow-[0_16px_40px_rgb(17_16_20/0.08)]",
      )}
    >
      {content}
    </Link>
  ) : (
    <article data-case={item.brand} className={shell}>
      {content}
    </article>
  );
}

export { CaseCardsSection };
