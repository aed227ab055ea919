import { clsx as cn } from "clsx";
import { ArrowDown, ArrowUpRight, Play, Plus, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { ContactLink, ScrollLink } from "~/components/layout/scroll-link";
import { SectorBadge } from "~/components/ui/badge";
import { Button, LinkButton } from "~/components/ui/button";
import { CoverCard, PostByline } from "~/components/ui/cover-card";
import { Picture } from "~/components/ui/cover-picture";
import { Container, Lumen, Section, SectionHeader } from "~/components/ui/section";
import { site } from "~/config/site";
import { BLOG_CARD_STAGGER_S } from "~/config/ui";
import type { PostCard } from "~/content/blog.server";
import type { CaseStudyMention, CaseStudyWorkCard, LeadCase } from "~/content/case-studies.server";
import type { ImageAsset } from "~/content/cover.schema";
import type { HomeContent } from "~/content/home.schema";
import { useBlogIndexCopy } from "~/content/pages/blog";
import { isPlainClick } from "~/lib/events";
import { useSiteCopy } from "~/lib/site-copy";
import { keepLastPair, unwidow } from "~/lib/typography";
import { IntroHeader, type ListItem, TypographicList } from "./parts";

/** Items in open columns under one rule each; a column with an `href` is one link. */
function Columns({ items, columns, className }: { items: readonly ListItem[]; columns: 2 | 4; className?: string }) {
  return (
    <ul
      data-slot="columns"
      className={cn(
        "mt-12 grid gap-x-8 gap-y-10 md:mt-16 sm:grid-cols-2 lg:gap-x-10",
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
        // A subgrid of three rows (title, text, link), so in a row of columns every text starts at one height.
        return (
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

/** A home section's header split in two: its heading, and across from it the lead and the link to the whole collection. */
type Linked = { eyebrow: string; heading: string; lead?: string; cta: string };

function HeaderWithLink({ id, content, to }: { id: string; content: Linked; to: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-12 lg:items-end lg:gap-x-12">
      <IntroHeader id={id} intro={{ ...content, lead: undefined }} className="lg:col-span-7" />
      <div className="lg:col-span-5">
        {content.lead ? (
          <p className="mb-6 text-lg text-muted leading-relaxed in-data-[tone=ink]:text-ink-muted">
            {unwidow(content.lead)}
          </p>
        ) : null}
        <LinkButton to={to} variant="outline">
          {content.cta}
        </LinkButton>
      </div>
    </div>
  );
}

/** On a phone the two buttons share a row while each label fits its half, and take a row each when not. */
const PHONE_BUTTON = "max-sm:h-12 max-sm:grow max-sm:basis-[calc(50%-0.3125rem)] max-sm:px-2.5 max-sm:text-[0.9375rem]";

/** A name and the arrow across from it; nothing follows the text on its line, so the web font moves nothing. */
function NameArrow({ children, className, arrow }: { children: ReactNode; className: string; arrow: string }) {
  return (
    <span className={cn("flex items-center justify-between gap-3 text-[0.9375rem]", className)}>
      {children}
      <ArrowUpRight
        aria-hidden="true"
        className={cn("shrink-0 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5", arrow)}
      />
    </span>
  );
}

type HomeHeroProps = { content: HomeContent["hero"]; lead: LeadCase | null; rail: CaseStudyMention[]; rating: string };

/** The statement and its calls to action beside (on a phone, under) the lead case; then the rest of the work. */
function HomeHero({ content, lead, rail, rating }: HomeHeroProps) {
  // What the agency does, then the offices on a line of their own, so no line ends or starts on a separator.
  const [practice, ...offices] = content.eyebrow.split(" · ");
  return (
    <section
      aria-labelledby="hero-heading"
      data-composition="hero"
      className="relative overflow-hidden bg-paper pb-12 md:pb-20"
    >
      {/* The first screen holds the statement and the lead case alone; its foot, where the cookie banner sits, is clear. */}
      <div className="flex min-h-svh flex-col pt-24 pb-6 sm:pt-32 lg:pt-24 xl:pt-32">
        <Container className="lg:grid lg:grid-cols-12 lg:items-end lg:gap-12">
          <div className="lg:col-span-7">
            <p className="motion-safe:animate-lift font-medium text-[0.75rem] text-muted uppercase tracking-[0.12em] sm:text-[0.8125rem] sm:tracking-[0.16em]">
              {practice}{" "}
              {offices.length > 0 ? <span className="block whitespace-nowrap">{offices.join(" · ")}</span> : null}
            </p>
            <h1
              id="hero-heading"
              className="mt-4 max-w-[13ch] motion-safe:animate-lift font-semibold text-[2.75rem] leading-[0.98] tracking-[-0.045em] [animation-delay:60ms] min-[380px]:text-[3.125rem] sm:mt-6 lg:mt-4 xl:mt-6 sm:text-7xl lg:text-[4rem] xl:text-[5.75rem]"
            >
              <Lumen text={content.heading} />
            </h1>
            <div className="mt-5 max-w-2xl motion-safe:animate-lift [animation-delay:120ms] sm:mt-8 lg:mt-6 xl:mt-8">
              <p className="text-base text-muted leading-relaxed sm:text-lg md:text-xl lg:text-lg xl:text-xl">
                {unwidow(content.lead)}
              </p>
              <div className="mt-6 flex flex-wrap gap-2.5 sm:mt-10 sm:gap-3 lg:mt-8 xl:mt-10">
                <Button asChild size="lg" className={PHONE_BUTTON}>
                  <ContactLink>{content.primaryCta}</ContactLink>
                </Button>
                <Button asChild variant="outline" size="lg" className={PHONE_BUTTON}>
                  <ScrollLink target="work">
                    {content.secondaryCta}
                    <ArrowDown aria-hidden="true" />
                  </ScrollLink>
                </Button>
              </div>
            </div>
          </div>
          {lead ? <LeadTile lead={lead} /> : null}
        </Container>
      </div>
      <WorkRail label={content.railLabel} rating={rating} items={rail} leadSlug={lead?.slug} />
    </section>
  );
}

/**
 * The lead case as one link on its client's deep band, with its cover: a thumbnail beside the name on a phone,
 * and from 1024 px the whole 16:10 drawing, smaller than the headline so the headline stays the largest
 * paint. A cover that draws the case's figure says it there, so below it the caption leads. A phone too short
 * to show the tile above the cookie banner leaves it to the rail.
 */
function LeadTile({ lead }: { lead: LeadCase }) {
  const { deep, onDeep, deepFigure } = lead.colours;
  return (
    <Link
      to={lead.href}
      data-slot="lead-case"
      className="group mt-6 flex motion-safe:animate-lift items-center gap-4 rounded-2xl p-2.5 pr-4 short-phone:hidden [animation-delay:160ms] focus-visible:outline-offset-4 lg:col-span-5 lg:mt-0 lg:block lg:rounded-3xl lg:p-5 lg:pb-7"
      style={{ backgroundColor: deep, color: onDeep }}
    >
      {lead.cover.image ? (
        <Picture
          image={lead.cover.image}
          alt=""
          sizes="(min-width: 1024px) 480px, 112px"
          className="relative aspect-[16/10] w-28 shrink-0 rounded-lg lg:w-full lg:rounded-2xl"
          imgClassName="motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover:scale-[1.03]"
        />
      ) : null}
      <span className="block min-w-0 flex-1 lg:mt-6 lg:px-2">
        <NameArrow className="font-medium" arrow="size-5">
          {lead.title}
        </NameArrow>
        <span className="hidden text-sm opacity-80 lg:block">{lead.sector}</span>
        <span
          data-slot="evidence"
          className={cn(
            "mt-1 block font-display font-semibold text-[1.5rem] leading-none tracking-[-0.04em] lg:mt-4 lg:text-[4.5rem]",
            lead.drawsFigure && "lg:sr-only",
          )}
          style={{ color: deepFigure }}
        >
          {lead.evidence.headline}
        </span>
        <span
          className={cn("mt-3 hidden leading-snug lg:block", lead.drawsFigure ? "text-xl" : "text-base opacity-90")}
        >
          {lead.evidence.caption}
        </span>
      </span>
    </Link>
  );
}

/** The rail runs past the viewport's right edge, fading there, and scrolls sideways on its own, never the page. */
type WorkRailProps = { label: string; rating: string; items: CaseStudyMention[]; leadSlug: string | undefined };

function WorkRail({ label, rating, items, leadSlug }: WorkRailProps) {
  return (
    <div
      data-slot="work-rail"
      className="relative mt-4 [--gutter:1.25rem] after:pointer-events-none after:absolute after:inset-y-0 after:right-0 after:w-12 after:bg-gradient-to-l after:from-paper sm:after:w-20 sm:[--gutter:2rem] lg:[--gutter:2.5rem]"
    >
      <Container>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
          <h2 id="work-rail-heading" className="flex items-center gap-2 font-medium font-sans text-muted text-sm">
            {label}
            <span aria-hidden="true">→</span>
          </h2>
          <p data-slot="rating" className="text-muted text-sm">
            <span aria-hidden="true" className="mr-1.5 text-ember-deep">
              ★
            </span>
            {rating}
          </p>
        </div>
      </Container>
      <div className="mt-3 snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin] [scroll-padding-inline:max(var(--gutter),calc((100%-80rem)/2+var(--gutter)))] sm:mt-4">
        <ul
          aria-labelledby="work-rail-heading"
          className="flex w-max border-line border-t px-[max(var(--gutter),calc((100%-80rem)/2+var(--gutter)))]"
        >
          {items.map((item, index) => (
            <li
              key={item.slug}
              className={cn(
                "w-[14rem] shrink-0 snap-start motion-safe:animate-lift border-line border-l last:border-r sm:w-[17rem]",
                // The lead case has its tile above, except on a phone too short to show it.
                item.slug === leadSlug && "hidden short-phone:block",
              )}
              style={{ animationDelay: `${180 + index * 40}ms` }}
            >
              <Link
                to={item.href}
                className="group flex h-full flex-col px-5 pt-4 pb-5 transition-colors hover:bg-paper-deep focus-visible:bg-paper-deep sm:pt-5 sm:pb-6"
              >
                <NameArrow className="font-semibold tracking-[-0.01em]" arrow="size-4 text-muted">
                  {item.title}
                </NameArrow>
                {/* One size for every result, each ending on one baseline: a two-line result rises, never drops. */}
                <span
                  data-slot="evidence"
                  className="mt-3 flex min-h-[2em] items-end font-display font-semibold text-[1.75rem] leading-none tracking-[-0.035em] sm:mt-4 sm:text-[2rem]"
                >
                  {item.evidence.headline}
                </span>
                <span className="mt-2 line-clamp-3 text-[0.875rem] text-muted leading-snug sm:text-[0.9375rem]">
                  {item.evidence.caption}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A statement: the problem set large across the page, then the four ways it shows. */
function NeedsSection({ content }: { content: HomeContent["needs"] }) {
  return (
    <Section id="needs" tone="deep" composition="statement" aria-labelledby="needs-heading">
      <IntroHeader id="needs-heading" intro={content} size="statement" />
      <Columns items={content.items} columns={4} />
      <Button asChild variant="secondary" size="lg" className="mt-12">
        <ContactLink>{content.cta}</ContactLink>
      </Button>
    </Section>
  );
}

function ServicesSection({ content }: { content: HomeContent["services"] }) {
  return (
    <Section id="services" composition="list" aria-labelledby="services-heading">
      <IntroHeader id="services-heading" intro={content} />
      <TypographicList items={content.items} />
    </Section>
  );
}

/** The industries as a square of four beside the header, where the challenge above sets its four in a row. */
function SectorsSection({ content }: { content: HomeContent["sectors"] }) {
  return (
    <Section id="sectors" tone="ink" composition="grid" aria-labelledby="sectors-heading">
      <div className="grid gap-y-2 lg:grid-cols-12 lg:gap-x-12">
        <IntroHeader id="sectors-heading" intro={content} className="lg:sticky lg:top-32 lg:col-span-5 lg:self-start" />
        <Columns items={content.items} columns={2} className="lg:col-span-7 lg:mt-0 lg:gap-y-14" />
      </div>
    </Section>
  );
}

function ProcessSection({ content }: { content: HomeContent["process"] }) {
  const copy = useSiteCopy().sections.process;
  return (
    <Section id="process" composition="split" aria-labelledby="process-heading">
      <div className="grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <div className="lg:sticky lg:top-28">
            <IntroHeader id="process-heading" intro={content} />
            <dl className="mt-10 grid grid-cols-[1fr_auto] items-end gap-x-6 border-line border-t pt-6">
              <div>
                <dt className="text-muted text-sm">{copy.resultsWithin}</dt>
                <dd className="font-display font-semibold text-[6.5rem] text-ember-deep leading-[0.9] tracking-[-0.06em] md:text-[8.5rem]">
                  {content.resultsWithinDays}
                  <span className="text-[0.32em] tracking-[-0.03em]">{` ${copy.days}`}</span>
                </dd>
              </div>
              <div className="pb-3 text-right">
                <dt className="text-muted text-sm">{copy.phases}</dt>
                <dd className="font-display font-semibold text-5xl tracking-[-0.04em]">{content.phases}</dd>
              </div>
            </dl>
            <Button asChild variant="link" size="lg" className="mt-10">
              <ScrollLink target="showreel">
                <Play aria-hidden="true" />
                {content.showreelLink}
              </ScrollLink>
            </Button>
          </div>
        </div>
        <ol className="lg:col-span-7">
          {content.steps.map((step, index) => (
            <li
              key={step.title}
              className="grid grid-cols-[3.5rem_1fr] gap-4 border-line border-t py-8 last:border-b md:grid-cols-[5rem_1fr] md:py-10"
            >
              <span className="font-display font-semibold text-4xl text-ember-deep tabular-nums tracking-[-0.04em] md:text-5xl">
                {index + 1}
              </span>
              <div>
                <h3 className="font-display font-semibold text-2xl tracking-[-0.02em] md:text-3xl">{step.title}</h3>
                <p className="mt-3 max-w-xl text-muted leading-relaxed">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}

function WorkSection({ content, cards }: { content: HomeContent["work"]; cards: CaseStudyWorkCard[] }) {
  const { sections, paths } = useSiteCopy();
  return (
    <Section id="work" composition="grid" aria-labelledby="work-heading">
      <HeaderWithLink id="work-heading" content={content} to={paths.caseStudies} />
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <CoverCard
              to={card.href}
              title={card.title}
              cover={card.cover}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 92vw"
              eyebrow={<SectorBadge>{card.sector}</SectorBadge>}
              cta={sections.caseCards.cta}
            >
              <p className="mt-3 text-muted leading-relaxed">{card.summary}</p>
            </CoverCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

type Format = HomeContent["showreel"]["tiles"][number]["format"];

/** Each cut's frame, poster sizes, play button (where its poster leaves room, never over the words) and player. */
const CUTS: Record<Format, { frame: string; sizes: string; play: string; caption?: string; player: string }> = {
  // The vertical cut never takes more than 80% of a phone's screen.
  mobile: {
    frame: "aspect-[9/16] max-w-[calc(80svh*9/16)]",
    sizes: "(min-width: 1280px) 360px, (min-width: 768px) 30vw, 100vw",
    play: "bottom-[6%] left-[8%]",
    caption: "mx-auto max-w-[calc(80svh*9/16)]",
    player: "aspect-[9/16] h-full max-w-full",
  },
  desktop: {
    frame: "aspect-video",
    sizes: "(min-width: 1280px) 860px, (min-width: 768px) 70vw, 100vw",
    play: "top-[24%] right-[9%]",
    player: "aspect-video w-full max-w-6xl",
  },
};

/** The player URL with autoplay on: the click that opens the overlay is the gesture that allows it. */
function showreelSrc(embedUrl: string) {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

/** `posters`: each cut's poster frame, drawn at build; a plain dark frame stands in without one. */
function ShowreelSection({
  content,
  posters,
}: {
  content: HomeContent["showreel"];
  posters: Record<Format, ImageAsset | null>;
}) {
  const { showreel, contactCta } = useSiteCopy().sections;
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The iframe exists only while the overlay is open, so nothing third-party loads before a visitor asks for it.
  const [playing, setPlaying] = useState<Format | null>(null);
  // The browser returns focus to the opener only while focus is still inside the dialog, not once tabbed out.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Section id="showreel" composition="media" tone="ink" aria-labelledby="showreel-heading">
      <div className="grid items-end gap-10 lg:grid-cols-12">
        <IntroHeader id="showreel-heading" intro={content} className="lg:col-span-7" />
        <div className="lg:col-span-5 lg:justify-self-end">
          <Button asChild variant="inverse" size="lg">
            <ContactLink>{contactCta}</ContactLink>
          </Button>
        </div>
      </div>
      <ul className="mt-12 grid gap-10 md:mt-16 md:grid-cols-[minmax(0,0.42fr)_minmax(0,1fr)] md:items-end md:gap-6">
        {content.tiles.map((tile) => {
          const cut = CUTS[tile.format];
          const poster = posters[tile.format];
          return (
            <li key={tile.format}>
              {/* A link to the video, so the tile works without JavaScript; with it, the video plays in the overlay. */}
              <a
                href={site.showreel.pageUrl}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  opener.current = event.currentTarget;
                  setPlaying(tile.format);
                  dialogRef.current?.showModal();
                }}
                aria-haspopup="dialog"
                data-format={tile.format}
                className="group block rounded-card text-left"
              >
                <span className="sr-only">{tile.label}</span>
                <span
                  data-slot="showreel-frame"
                  className={cn("relative mx-auto block overflow-hidden rounded-card bg-ink-soft", cut.frame)}
                >
                  {poster ? (
                    <Picture
                      image={poster}
                      alt=""
                      sizes={cut.sizes}
                      className="absolute inset-0 transition-transform duration-500 group-hover:scale-[1.02] motion-reduce:transition-none"
                    />
                  ) : null}
                  <span aria-hidden="true" className={cn("absolute", cut.play)}>
                    <span
                      data-slot="play"
                      className="flex size-14 items-center justify-center rounded-full bg-paper text-ink shadow-2xl transition duration-300 group-hover:scale-110 group-hover:bg-ember motion-reduce:transition-none lg:size-[4.5rem]"
                    >
                      <Play className="size-5 translate-x-0.5 fill-current lg:size-6" />
                    </span>
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  data-slot="caption"
                  className={cn("mt-4 block text-paper/80 text-sm", cut.caption)}
                >
                  {tile.caption}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <dialog
        ref={dialogRef}
        aria-label={site.showreel.title}
        onClose={() => {
          setPlaying(null);
          opener.current?.focus();
        }}
        className="m-0 h-dvh max-h-none w-dvw max-w-none bg-ink/95 p-0 text-paper backdrop:bg-ink/80"
      >
        {/* The close button has a row of its own, so it never sits over the player. */}
        <div className="flex h-full flex-col gap-4 p-4 md:p-10">
          <div className="flex shrink-0 justify-end">
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex size-12 items-center justify-center rounded-full bg-paper text-ink transition-colors hover:bg-ember"
              aria-label={showreel.close}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center">
            {playing ? (
              <iframe
                src={showreelSrc(site.showreel.embedUrl)}
                title={site.showreel.title}
                allow="autoplay; fullscreen; picture-in-picture"
                allowFullScreen
                className={cn("max-h-full rounded-card border-0 bg-ink-soft", CUTS[playing].player)}
              />
            ) : null}
          </div>
        </div>
      </dialog>
    </Section>
  );
}

function BlogTeaserSection({ content, posts }: { content: HomeContent["blog"]; posts: PostCard[] }) {
  const { paths } = useSiteCopy();
  const { cardCta } = useBlogIndexCopy();
  return (
    <Section id="blog" composition="grid" tone="deep" aria-labelledby="blog-heading">
      <HeaderWithLink id="blog-heading" content={content} to={paths.blog} />
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2">
        {posts.map((post, index) => (
          <li key={post.slug}>
            <CoverCard
              to={post.href}
              title={post.title}
              cover={post.cover}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 40px)"
              eyebrow={<PostByline post={post} />}
              cta={cardCta}
              className="motion-safe:animate-rise"
              style={{ animationDelay: `${index * BLOG_CARD_STAGGER_S}s` }}
            >
              <p className="mt-3 text-muted leading-relaxed md:text-lg">{unwidow(post.excerpt)}</p>
            </CoverCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Arrow keys, Home and End move focus between the questions (the WAI-ARIA accordion pattern); the shared
 * `name` of the <details> closes the others, without JavaScript too.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const list = event.currentTarget.closest("[data-faq]");
  const summaries = Array.from(list?.querySelectorAll<HTMLElement>("summary") ?? []);
  const index = summaries.indexOf(event.currentTarget);
  const count = summaries.length;
  const moves: Record<string, number> = { Home: 0, End: count - 1, ArrowDown: index + 1, ArrowUp: index - 1 + count };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  summaries[next % count]?.focus();
}

function FaqSection({ content }: { content: HomeContent["faq"] }) {
  return (
    <Section id="faq" composition="split" tone="deep" aria-labelledby="faq-heading">
      <div className="grid gap-12 lg:grid-cols-12">
        <SectionHeader
          id="faq-heading"
          heading={content.heading}
          lead={content.subtitle}
          className="lg:col-span-6 xl:col-span-5"
        />
        <div data-faq className="border-line border-t lg:col-span-6 xl:col-span-7">
          {content.items.map((item) => (
            <details key={item.question} name="faq" className="group border-line border-b">
              {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is natively interactive; it toggles its <details>. */}
              <summary
                onKeyDown={moveFocus}
                className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-6 font-display font-semibold text-xl tracking-[-0.01em] md:text-2xl [&::-webkit-details-marker]:hidden"
              >
                <h3>{item.question}</h3>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-line transition-[transform,background-color] duration-300 group-open:rotate-45 group-open:bg-ink group-open:text-paper">
                  <Plus aria-hidden="true" className="size-5" />
                </span>
              </summary>
              <p className="max-w-2xl pb-8 text-lg text-muted leading-relaxed">{unwidow(item.answer)}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}

export {
  BlogTeaserSection,
  FaqSection,
  HomeHero,
  NeedsSection,
  ProcessSection,
  SectorsSection,
  ServicesSection,
  ShowreelSection,
  WorkSection,
};
