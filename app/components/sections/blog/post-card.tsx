import { CoverCard } from "~/components/ui/cover-card";
import { PostByline } from "~/components/ui/post-byline";
import { BLOG_CARD_STAGGER_S } from "~/config/ui";
import type { PostCard as PostCardData } from "~/content/blog.server";
import { useBlogIndexCopy } from "~/content/pages/blog";
import { unwidow } from "~/lib/typography";

type PostCardProps = {
  post: PostCardData;
  /** The card's place in its grid: each one fades in 0.1s after the one before. */
  index?: number;
  heading?: "h2" | "h3";
  /** The first card of the index: its cover is fetched at once, at high priority. */
  priority?: boolean;
};

/** An article card: cover, category, date, read time, title, excerpt and the call to read it. */
function PostCard({ post, index = 0, heading = "h2", priority }: PostCardProps) {
  const blogIndexCopy = useBlogIndexCopy();
  return (
    <CoverCard
      to={post.href}
      title={post.title}
      heading={heading}
      cover={post.cover}
      priority={priority}
      sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 40px)"
      eyebrow={<PostByline post={post} />}
      cta={blogIndexCopy.cardCta}
      className="motion-safe:animate-rise"
      style={{ animationDelay: `${index * BLOG_CARD_STAGGER_S}s` }}
    >
      <p className="mt-3 text-muted leading-relaxed md:text-lg">{unwidow(post.excerpt)}</p>
    </CoverCard>
  );
}

export { PostCard };
