import { SectorBadge } from "~/components/ui/badge";
import type { PostCard as PostCardData } from "~/content/blog.server";
import { useArticleCopy } from "~/content/pages/blog";
import { fill } from "~/lib/placeholders";

/** An article's category, date and read time, as every card of it shows them. */
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

export { PostByline };
