import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import type { Cover } from "~/content/cover.schema";
import { keepLastPair } from "~/lib/typography";
import { cn } from "~/lib/utils";
import { ArrowCta } from "./arrow-cta";
import { CoverPicture } from "./cover-picture";

type CoverCardProps = {
  to: string;
  title: string;
  cover: Cover;
  /** The `sizes` of the cover at this card's width. */
  sizes: string;
  /** Above the title: a sector badge, a date. */
  eyebrow?: ReactNode;
  /** Below the title: a description, tags. Never anything interactive: the whole card is one link. */
  children?: ReactNode;
  /** The call to action at the foot of the card. */
  cta?: string;
  heading?: "h2" | "h3";
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
  /** The first card of a page that opens with cards: its cover is fetched at once, at high priority. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * A card that is one real link from edge to edge: cover, title, text and call
 * to action. On hover the shadow deepens, the cover zooms (not under reduced
 * motion) and the title takes the accent colour.
 */
function CoverCard({
  to,
  title,
  cover,
  sizes,
  eyebrow,
  children,
  cta,
  heading: Heading = "h3",
  reloadDocument,
  priority,
  className,
  style,
}: CoverCardProps) {
  return (
    <Link
      to={to}
      reloadDocument={reloadDocument}
      data-slot="cover-card"
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-card border border-line bg-paper shadow-ink/0 shadow-lg transition-[box-shadow,border-color] duration-300 ease-out hover:border-ink/20 hover:shadow-2xl hover:shadow-ink/15",
        className,
      )}
      style={style}
    >
      <CoverPicture
        cover={cover}
        sizes={sizes}
        priority={priority}
        imgClassName="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.04]"
      />
      <div className="flex flex-1 flex-col p-6 md:p-7">
        {eyebrow ? <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">{eyebrow}</div> : null}
        <Heading className="text-balance font-semibold text-2xl leading-tight tracking-[-0.02em] transition-colors duration-200 group-hover:text-ember-deep md:text-[1.375rem] lg:text-[1.75rem]">
          {/* A client's name keeps its last two words together ("Money Transfer"). */}
          {keepLastPair(title, 16)}
        </Heading>
        {children}
        {cta ? <ArrowCta className="mt-auto pt-6">{cta}</ArrowCta> : null}
      </div>
    </Link>
  );
}

export { CoverCard, type CoverCardProps };
