import { clsx as cn } from "clsx";
import { ArrowRight } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import type { PostCard as PostCardData } from "~/content/blog.server";
import type { Cover } from "~/content/cover.schema";
import { useArticleCopy } from "~/content/pages/blog";
import { fill } from "~/lib/placeholders";
import { keepLastPair } from "~/lib/typography";
import { SectorBadge } from "./badge";
import { CoverPicture } from "./cover-picture";

function ArrowCta({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-medium text-[0.9375rem]", className)}>
      {children}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform duration-200 motion-safe:group-hover:translate-x-1"
      />
    </span>
  );
}

type CoverCardProps = {
  to: string;
  title: string;
  cover: Cover;
  sizes: string;
  eyebrow: ReactNode;
  /** Never anything interactive: the whole card is one link. */
  children: ReactNode;
  cta: string;
  heading?: "h2" | "h3";
  reloadDocument?: boolean;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/** A card that is one real link from edge to edge: cover, title, text and call to action. */
function CoverCard({
  title,
  cover,
  sizes,
  eyebrow,
  children,
  cta,
  heading: Heading = "h3",
  priority,
  ...link
}: CoverCardProps) {
  return (
    <Link
      {...link}
      data-slot="cover-card"
      className={cn(
        "group flex h-full flex-col overflow-hidden rounded-card border border-line bg-paper shadow-ink/0 shadow-lg transition-[box-shadow,border-color] duration-300 ease-out hover:border-ink/20 hover:shadow-2xl hover:shadow-ink/15",
        link.className,
      )}
    >
      <CoverPicture
        cover={cover}
        sizes={sizes}
        priority={priority}
        imgClassName="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.04]"
      />
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">{eyebrow}</div>
        <Heading className="text-balance font-semibold text-2xl leading-tight tracking-[-0.02em] transition-colors duration-200 group-hover:text-ember-deep md:text-[1.375rem] lg:text-[1.75rem]">
          {/* A client's name keeps its last two words together ("Money Transfer"). */}
          {keepLastPair(title, 16)}
        </Heading>
        {children}
        <ArrowCta className="mt-auto pt-6">{cta}</ArrowCta>
      </div>
    </Link>
  );
}

function PostByline({ post }: { post: PostCardData }) {
  const articleCopy = useArticleCopy();
  return (
    <>
      <SectorBadge>{post.category}</SectorBadge>
      <span className="text-muted text-sm">
        <time dateTime={post.date}>{post.dateLabel}</time>
        <span aria-hidden="true"> · </span>
        {fill(articleCopy.readTime, { minutes: post.readMinutes })}
      </span>
    </>
  );
}

export { ArrowCta, CoverCard, PostByline };
