import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { SectorBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { PostCard } from "~/content/blog.server";
import { useArticleCopy } from "~/content/pages/blog";
import { fill } from "~/lib/placeholders";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { ShareButton } from "./share-button";

type ArticleHeaderProps = Pick<
  PostCard,
  "title" | "excerpt" | "category" | "date" | "dateLabel" | "readMinutes" | "href"
> & {
  className: string;
};

/** The article's opening: the way back to the blog, its category, title and excerpt, then the byline. */
function ArticleHeader({
  title,
  excerpt,
  category,
  date,
  dateLabel,
  readMinutes,
  href,
  className,
}: ArticleHeaderProps) {
  const articleCopy = useArticleCopy();
  return (
    <header className={className}>
      <div className="md:col-span-2 md:col-start-2 xl:col-start-1">
        <Button asChild variant="ghost" size="sm" className="-ml-4 text-muted hover:text-ink">
          <Link to={articleCopy.back.href}>
            <ArrowLeft aria-hidden="true" />
            {articleCopy.back.label}
          </Link>
        </Button>
        <div className="mt-8 md:mt-12">
          <SectorBadge>{category}</SectorBadge>
        </div>
        <h1
          id="article-title"
          className="mt-6 max-w-[15em] text-balance font-semibold text-[2.5rem] leading-[1.04] tracking-[-0.035em] sm:text-[3.25rem] lg:text-[4rem]"
        >
          {unwidow(title, PAIR_LIMIT.title)}
        </h1>
        <p className="mt-6 max-w-[38rem] text-muted text-xl leading-relaxed md:mt-8 md:text-[1.375rem]">
          {unwidow(excerpt)}
        </p>
      </div>
      <div
        data-slot="byline"
        className="mt-8 flex flex-wrap items-center justify-between gap-4 border-line border-y py-4 md:col-start-2 md:mt-10 xl:col-span-2 xl:col-start-1"
      >
        <p className="text-muted text-sm">
          <time dateTime={date}>{dateLabel}</time>
          <span aria-hidden="true"> · </span>
          {fill(articleCopy.readTime, { minutes: readMinutes })}
        </p>
        <ShareButton title={title} path={href} />
      </div>
    </header>
  );
}

export { ArticleHeader };
