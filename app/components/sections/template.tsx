import { clsx as cn } from "clsx";
import { ArrowUpRight } from "lucide-react";
import { type CSSProperties, Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { ContactLink } from "~/components/layout/scroll-link";
import { SectorBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { CoverPicture } from "~/components/ui/cover-picture";
import { type Accent, accentText, type Composition, Section, SectionHeader } from "~/components/ui/section";
import { site } from "~/config/site";
import type { CaseItem, Figure, Hero, SectionIntro, Theme } from "~/content/shared";
import { fill } from "~/lib/placeholders";
import { useSiteCopy } from "~/lib/site-copy";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { IntroHeader, type ListItem, TypographicList } from "./parts";

/** A degree value as a map reads it, its hemisphere kept on its line; here, not in app/lib, so the home page does not ship it. */
function formatCoordinate(value: number, axis: "lat" | "lng") {
  const hemisphere = axis === "lat" ? (value >= 0 ? "N" : "S") : value >= 0 ? "E" : "W";
  return `${Math.abs(value).toFixed(4)}°\u00a0${hemisphere}`;
}

/** The longest last pair a heading keeps: across the page, 34 px in 280 px; beside its body, 48 px in 288 px. */
const HEADING_PAIR = { across: 14, beside: 10 } as const;

function setIntro<Intro extends SectionIntro>(intro: Intro, pair: number = HEADING_PAIR.across): Intro {
  return { ...intro, heading: unwidow(intro.heading, pair, 3) };
}

/** The longest value that still stands three across on a phone. */
const ACROSS_CHARS = 6;

/**
 * The headline figures as a ledger; one size for all, from the ledger's width and its longest value, which keeps its
 * caption room. On a phone, short values stand three across, each over its caption, so all three fit the first screen.
 */
function HeroFigures({ id, heading, figures, accent }: TemplatePageProps<string>["figures"] & { accent: Accent }) {
  const { figuresSource } = useSiteCopy().sections;
  const chars = Math.max(...figures.map((figure) => figure.value.length));
  const across = chars <= ACROSS_CHARS;
  return (
    <div id={id} data-slot="hero-figures" className="@container">
      <h2 id={`${id}-heading`} className="font-semibold text-lg leading-snug tracking-[-0.01em] md:text-xl">
        {unwidow(heading, PAIR_LIMIT.card, 3)}
      </h2>
      <ul
        className={cn(
          "mt-4 grid grid-cols-[max-content_1fr] border-current border-t-2",
          across && "max-sm:grid-cols-3 max-sm:gap-x-4",
        )}
        data-slot="figures"
        style={{ "--chars": chars } as CSSProperties}
      >
        {figures.map((figure) => (
          <li
            key={figure.value + figure.label}
            className={cn(
              "col-span-2 grid grid-cols-subgrid border-line border-b in-data-[tone=ink]:border-line-inverse",
              across && "max-sm:col-span-1 max-sm:block",
            )}
          >
            <figure
              data-slot="stat"
              className={cn(
                "col-span-2 grid grid-cols-subgrid items-baseline gap-x-5 py-4 max-sm:py-3 @md:gap-x-8 @md:py-5",
                across && "max-sm:block",
              )}
            >
              <p
                className={cn(
                  "font-display font-semibold text-[length:clamp(2rem,calc(99cqi/var(--chars)),4.75rem)] leading-none tracking-[-0.045em]",
                  across &&
                    "max-sm:whitespace-nowrap max-sm:text-[length:clamp(1.25rem,calc(40cqi/var(--chars)),2.25rem)]",
                  accentText[accent],
                )}
              >
                {figure.value}
              </p>
              <figcaption className={cn("text-pretty leading-snug", across && "max-sm:mt-2 max-sm:text-sm")}>
                <span className="block font-medium">{figure.label}</span>
                {figure.note ? (
                  <span className="mt-0.5 block text-muted text-sm in-data-[tone=ink]:text-ink-muted max-sm:text-xs">
                    {figure.note}
                  </span>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p data-slot="figures-source" className="mt-3 text-muted text-sm in-data-[tone=ink]:text-ink-muted">
        {fill(figuresSource, { foundingYear: site.foundingYear })}
      </p>
    </div>
  );
}

type OfficeCard = { city: string; role: string; address?: readonly string[]; lat: number; lng: number };

/** One case is featured across the width; two or three sit side by side; a location's office stands beside the header. */
function CaseCardsSection({
  items,
  office,
  id,
  intro,
  tone,
  accent,
}: IntroSectionProps & TemplatePageProps<string>["cases"]) {
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
      <p className="mt-3 whitespace-nowrap font-display font-semibold text-4xl leading-none tracking-[-0.03em] md:text-5xl">
        {office.city}
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

/** A card's cover width by how many cards share the row. */
const CARD_SIZES: Record<number, string> = {
  1: "(min-width: 1280px) 700px, (min-width: 768px) 58vw, calc(100vw - 40px)",
  2: "(min-width: 1280px) 600px, (min-width: 768px) 48vw, calc(100vw - 40px)",
  3: "(min-width: 1280px) 400px, (min-width: 768px) 31vw, calc(100vw - 40px)",
};

function CaseCard({
  item,
  featured,
  columns,
  accent,
}: {
  item: CaseItem;
  featured: boolean;
  columns: number;
  accent: Accent;
}) {
  const { cta } = useSiteCopy().sections.caseCards;
  const content = (
    <>
      {item.cover ? (
        <CoverPicture
          cover={item.cover}
          sizes={CARD_SIZES[Math.min(columns, 3)]!}
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
          {/* The longest last pair: 30 px type in 280 px at 320 px wide, or 24 px in a third of 768 px. */}
          {unwidow(item.title, featured ? 15 : 16, 3)}
        </h3>
        <p className="mt-4 max-w-2xl text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">
          {unwidow(item.summary)}
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

type IntroSectionProps = { id: string; intro: SectionIntro; tone: Tone; accent: Accent };

type IntroSectionShellProps = IntroSectionProps & {
  composition: Composition;
  /** Header and body side by side on wide screens: the grid they share, and the header's place in it. */
  split?: { grid: string; header: string };
  children: ReactNode;
};

function IntroSection({ id, intro, tone, accent, composition, split, children }: IntroSectionShellProps) {
  const headingId = `${id}-heading`;
  const pair = split ? HEADING_PAIR.beside : HEADING_PAIR.across;
  const body = (
    <>
      <IntroHeader id={headingId} intro={setIntro(intro, pair)} accent={accent} className={split?.header} />
      {children}
    </>
  );
  return (
    <Section id={id} tone={tone} composition={composition} aria-labelledby={headingId}>
      {split ? <div className={split.grid}>{body}</div> : body}
    </Section>
  );
}

function ListSection({ items, ...section }: IntroSectionProps & { items: readonly ListItem[] }) {
  return (
    <IntroSection {...section} composition="list">
      <TypographicList items={items} keepLastPair />
    </IntroSection>
  );
}

type Tone = "paper" | "deep" | "ink";

/** Each section a template knows, drawn in its tone and the page's accent (nothing where the page lacks it). */
type TemplateSections<Name extends string> = Record<Name, (look: { tone: Tone; accent: Accent }) => ReactNode>;

type TemplatePageProps<Name extends string> = {
  page: { hero: Hero; theme: Theme; order: readonly Name[] };
  figures: { id: string; heading: string; figures: readonly Figure[] };
  cases: { intro: SectionIntro; items: readonly CaseItem[]; office?: OfficeCard };
  sections: TemplateSections<Name>;
};

/**
 * A service or location page: the statement with its figures, the work that proves it on ink, then its
 * sections alternating paper and deep; the last is never ink, because the footer that follows is.
 */
function TemplatePage<Name extends string>({ page, figures, cases, sections }: TemplatePageProps<Name>) {
  const { hero, order } = page;
  const { accent, heroTone } = page.theme;
  const { contactCta } = useSiteCopy().sections;
  const proofTone = order.length ? "ink" : heroTone === "paper" ? "deep" : "paper";
  return (
    <>
      <Section
        tone={heroTone}
        composition="hero"
        aria-labelledby="page-title"
        className="overflow-hidden pt-24 sm:pt-28 md:pt-36 md:pb-24 lg:pt-28 xl:pt-40 xl:pb-32"
      >
        {/* From 1024 px the figures stand beside the headline, in the space it leaves, and end well above the fold. */}
        <div className="lg:grid lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-10">
          <div className="motion-safe:animate-rise lg:col-span-7 lg:[&_h1]:text-[3.5rem] xl:[&_h1]:text-[4.25rem]">
            <SectionHeader
              as="h1"
              id="page-title"
              eyebrow={<span className={accentText[accent]}>{hero.eyebrow}</span>}
              heading={unwidow(hero.heading, PAIR_LIMIT.title, 3)}
              size="statement"
            />
          </div>
          {/* Below 1024 px the call to action and the figures come straight after the headline, and the lead after them: the
              statement, the action and the proof are on the first screen, clear of the cookie banner. */}
          <div className="mt-6 grid gap-8 sm:mt-8 md:mt-10 md:gap-10 lg:contents">
            <div className="max-lg:contents motion-safe:animate-rise [animation-delay:80ms] lg:col-span-7 lg:mt-6">
              <p
                data-slot="hero-lead"
                className="max-w-2xl text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted xl:text-xl"
              >
                {unwidow(hero.lead)}
              </p>
              <Button
                asChild
                variant="secondary"
                size="lg"
                className="max-lg:order-first max-lg:justify-self-start lg:mt-8"
              >
                <ContactLink data-cta="hero">{contactCta}</ContactLink>
              </Button>
            </div>
            <div className="motion-safe:animate-rise [animation-delay:160ms] max-lg:order-first lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1 lg:pt-8 xl:pt-10">
              <HeroFigures {...figures} accent={accent} />
            </div>
          </div>
        </div>
      </Section>
      <CaseCardsSection id="work" {...cases} tone={proofTone} accent={accent} />
      {order.map((name, index) => (
        <Fragment key={name}>{sections[name]({ tone: index % 2 ? "deep" : "paper", accent })}</Fragment>
      ))}
    </>
  );
}

const accentBorder: Record<Accent, string> = {
  ember: "border-ember-deep in-data-[tone=ink]:border-ember",
  cobalt: "border-cobalt in-data-[tone=ink]:border-cobalt-light",
};

export {
  accentBorder,
  IntroSection,
  type IntroSectionProps,
  ListSection,
  type OfficeCard,
  TemplatePage,
  type TemplateSections,
  type Tone,
};
