import { Link } from "react-router";
import { ArrowCta } from "~/components/ui/arrow-cta";
import { CoverPicture } from "~/components/ui/cover-picture";
import { PostByline } from "~/components/ui/post-byline";
import { BLOG_CARD_STAGGER_S } from "~/config/ui";
import type { PostCard as PostCardData } from "~/content/blog.server";
import { useBlogIndexCopy } from "~/content/pages/blog";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";

/**
 * How a card is set: `featured` leads the index, large, its cover beside its title and standfirst;
 * `row` is a single further article, in a row of its own; `grid` is one of several, stacked.
 */
export type IndexCardLayout = "featured" | "row" | "grid";

type IndexCardProps = {
  post: PostCardData;
  layout?: IndexCardLayout;
  /** The card's place on its page: each one fades in 0.1s after the one before. */
  index?: number;
  heading?: "h2" | "h3";
  /** The first card of the index: its cover is fetched at once, at high priority. */
  priority?: boolean;
};

const frames: Record<IndexCardLayout, { link: string; cover: string; text: string; title: string; sizes: string }> = {
  featured: {
    link: "lg:grid lg:grid-cols-12 lg:items-center lg:gap-x-12",
    cover: "lg:col-span-7",
    text: "mt-7 lg:col-span-5 lg:mt-0",
    title:
      "text-[2rem] leading-[1.06] tracking-[-0.03em] sm:text-[2.5rem] lg:text-[2.375rem] xl:text-[2.75rem] xl:leading-[1.04]",
    sizes: "(min-width: 1280px) 700px, (min-width: 1024px) 58vw, calc(100vw - 40px)",
  },
  row: {
    link: "md:grid md:grid-cols-12 md:items-center md:gap-x-8 lg:gap-x-12",
    cover: "md:col-span-5",
    text: "mt-6 md:col-span-7 md:mt-0",
    title: "text-[1.625rem] leading-[1.1] tracking-[-0.025em] lg:text-[2.125rem]",
    sizes: "(min-width: 1280px) 480px, (min-width: 768px) 40vw, calc(100vw - 40px)",
  },
  grid: {
    link: "",
    cover: "",
    text: "mt-6",
    title: "text-[1.625rem] leading-[1.1] tracking-[-0.025em] lg:text-[1.875rem]",
    sizes: "(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 40px)",
  },
};

/**
 * An article card, one link from edge to edge: cover, category, date, read time, title, excerpt and
 * the call to read it. Set on the paper like a journal's contents page, with no box around it; on
 * hover the cover zooms (not under reduced motion) and the title takes the accent colour.
 */
function IndexCard({ post, layout = "grid", index = 0, heading: Heading = "h2", priority }: IndexCardProps) {
  const blogIndexCopy = useBlogIndexCopy();
  const frame = frames[layout];
  return (
    <Link
      to={post.href}
      data-slot="cover-card"
      data-layout={layout}
      className={cn("group block rounded-card motion-safe:animate-rise", frame.link)}
      style={{ animationDelay: `${index * BLOG_CARD_STAGGER_S}s` }}
    >
      <CoverPicture
        cover={post.cover}
        sizes={frame.sizes}
        priority={priority}
        className={cn("rounded-card", frame.cover)}
        imgClassName="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]"
      />
      <div className={frame.text}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <PostByline post={post} />
        </div>
        <Heading
          className={cn(
            "mt-4 text-balance font-semibold transition-colors duration-200 group-hover:text-ember-deep",
            frame.title,
          )}
        >
          {unwidow(post.title, layout === "featured" ? PAIR_LIMIT.title : PAIR_LIMIT.card)}
        </Heading>
        <p
          className={cn(
            "mt-4 max-w-[36rem] text-pretty text-muted leading-relaxed",
            layout === "featured" ? "text-lg md:text-xl" : "md:text-lg",
          )}
        >
          {unwidow(post.excerpt)}
        </p>
        <ArrowCta className="mt-6 border-ink border-b pb-1">{blogIndexCopy.cardCta}</ArrowCta>
      </div>
    </Link>
  );
}

export { IndexCard };
