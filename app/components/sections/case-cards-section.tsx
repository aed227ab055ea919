import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { SectorBadge } from "~/components/ui/badge";
import { CoverPicture } from "~/components/ui/cover-picture";
import { Section } from "~/components/ui/section";
import type { CaseItem } from "~/content/shared";
import { useSiteCopy } from "~/lib/site-copy";
import { unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { type Accent, accentBorder, accentText } from "./accent";
import { setIntro } from "./heading";
import { IntroHeader, type IntroSectionProps } from "./intro-header";
import { formatCoordinate, keepPlaceNames } from "./places";

/** An office as a location page shows it beside its work: the city, its role, the address if it has one, where it is. */
export type OfficeCard = { city: string; role: string; address?: readonly string[]; lat: number; lng: number };

type CaseCardsSectionProps = IntroSectionProps & {
  items: readonly CaseItem[];
  /** The office the work was led from, on a location page. */
  office?: OfficeCard;
};

/**
 * Work that proves the page's claim, with each study's cover. One case is featured across the
 * width; two or three sit side by side. A case with a page is a link as a whole. On a location page
 * the office the work comes from stands beside the header.
 */
function CaseCardsSection({ items, office, id, intro, tone, accent }: CaseCardsSectionProps) {
  const featured = items.length === 1;
  const headingId = `${id}-heading`;
  return (
    <Section
      id={id}
      tone={tone}
      composition={items.some((item) => item.cover) ? "media" : "grid"}
      aria-labelledby={headingId}
    >
      <div className="grid gap-10 lg:grid-cols-12 lg:items-end lg:gap-10">
        <IntroHeader id={headingId} intro={setIntro(intro)} accent={accent} className="lg:col-span-7" />
        {office ? <Office office={office} accent={accent} /> : null}
      </div>
      <ul
        className={cn(
          "mt-12 grid gap-x-6 gap-y-14 md:mt-16",
          !featured && (items.length === 2 ? "md:grid-cols-2 lg:gap-x-10" : "md:grid-cols-3 lg:gap-x-8"),
        )}
      >
        {items.map((item) => (
          <li key={item.brand} className="flex">
            <CaseCard item={item} featured={featured} columns={items.length} accent={accent} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Office({ office, accent }: { office: OfficeCard; accent: Accent }) {
  return (
    <address
      data-slot="office"
      className={cn("border-t-2 pt-5 not-italic lg:col-span-4 lg:col-start-9", accentBorder[accent])}
    >
      <p className={cn("font-medium text-[0.8125rem] uppercase tracking-[0.16em]", accentText[accent])}>
        {office.role}
      </p>
      <p className="mt-3 font-display font-semibold text-4xl leading-none tracking-[-0.03em] md:text-5xl">
        {keepPlaceNames(office.city)}
      </p>
      {office.address ? (
        <p className="mt-4 leading-relaxed">
          {office.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </p>
      ) : null}
      <p className="mt-3 text-muted text-sm tabular-nums in-data-[tone=ink]:text-ink-muted">
        <span className="whitespace-nowrap">{formatCoordinate(office.lat, "lat")}</span>
        {", "}
        <span className="whitespace-nowrap">{formatCoordinate(office.lng, "lng")}</span>
      </p>
    </address>
  );
}

/** The longest last pair a card's title keeps together: 30 px type in 280 px at 320 px wide, or 24 px in a third of 768 px. */
const CARD_PAIR = { featured: 15, column: 16 } as const;

type CaseCardProps = { item: CaseItem; featured: boolean; columns: number; accent: Accent };

function CaseCard({ item, featured, columns, accent }: CaseCardProps) {
  const { cta } = useSiteCopy().sections.caseCards;
  const sizes = featured
    ? "(min-width: 1280px) 700px, (min-width: 768px) 58vw, calc(100vw - 40px)"
    : columns === 2
      ? "(min-width: 1280px) 600px, (min-width: 768px) 48vw, calc(100vw - 40px)"
      : "(min-width: 1280px) 400px, (min-width: 768px) 31vw, calc(100vw - 40px)";
  const content = (
    <>
      {item.cover ? (
        <CoverPicture
          cover={item.cover}
          sizes={sizes}
          className={cn("rounded-[1.25rem]", featured && "md:col-span-7 md:self-center")}
          imgClassName="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]"
        />
      ) : null}
      <div
        className={cn(
          "flex flex-1 flex-col",
          item.cover && "pt-6",
          featured && item.cover && "md:col-span-5 md:self-center md:pt-0",
        )}
      >
        <div className="flex flex-wrap items-center gap-3">
          <SectorBadge>{item.sector}</SectorBadge>
          <span className="font-medium text-sm">{item.brand}</span>
        </div>
        <h3
          className={cn(
            "mt-5 font-semibold leading-[1.08] tracking-[-0.03em] transition-colors duration-200",
            featured ? "text-3xl md:text-4xl lg:text-5xl" : "text-2xl lg:text-[1.75rem]",
            item.href && "group-hover:text-ember-deep in-data-[tone=ink]:group-hover:text-ember",
          )}
        >
          {unwidow(keepPlaceNames(item.title), featured ? CARD_PAIR.featured : CARD_PAIR.column, 3)}
        </h3>
        <p className="mt-4 max-w-2xl text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">
          {unwidow(keepPlaceNames(item.summary))}
        </p>
        {item.figures.length > 0 ? (
          <dl className="mt-8 grid grid-cols-2 gap-6 border-current/15 border-t pt-6">
            {item.figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-muted in-data-[tone=ink]:text-ink-muted">{figure.label}</dt>
                <dd
                  className={cn(
                    "font-display font-semibold text-4xl tracking-[-0.04em] md:text-5xl",
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
        {item.href ? (
          <span className="mt-auto inline-flex items-center gap-2 pt-8 font-medium">
            {cta}
            <ArrowUpRight
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
            />
          </span>
        ) : null}
      </div>
    </>
  );
  const shell = cn("group flex w-full flex-col", featured && item.cover && "md:grid md:grid-cols-12 md:gap-10");

  return item.href ? (
    <Link to={item.href} data-case={item.brand} className={shell}>
      {content}
    </Link>
  ) : (
    <article data-case={item.brand} className={shell}>
      {content}
    </article>
  );
}

export { CaseCardsSection };
