import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { ArticleBody } from "~/components/sections/blog/article-body";
import { ArticleContents } from "~/components/sections/blog/article-contents";
import { ArticleCta } from "~/components/sections/blog/article-cta";
import { ShareButton } from "~/components/sections/blog/share-button";
import { SectorBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CoverPicture } from "~/components/ui/cover-picture";
import { findPostPage } from "~/content/blog.server";
import { articleCopy } from "~/content/pages/blog";
import { sectionHeadings } from "~/content/rich-text";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { blogFeedLink } from "~/lib/seo";
import { pageMetaWithData } from "~/lib/structured-data";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/blog-post";

/** One route for every article; the path picks the post, and an unknown one is a 404. */
export function loader({ url, context }: Route.LoaderArgs) {
  const post = findPostPage(url.pathname, context.get(previewContext));
  if (!post) throw data(null, { status: 404, statusText: "Not Found" });
  const title = articleCopy.metaTitle(post.title);
  // The cover's 1200×630 crop: the article image in structured data, and the background of the social card.
  const image = post.cover.image ? { path: post.cover.image.og, alt: post.cover.alt } : undefined;
  const meta = pageMetaWithData(
    { title, description: post.excerpt, path: post.href, type: "article" },
    {
      type: "blog",
      breadcrumbName: post.title,
      article: {
        title: post.title,
        description: post.excerpt,
        datePublished: post.date,
        dateModified: post.date,
        url: post.href,
        image: image?.path ?? "/og/default.png",
        keywords: post.keywords,
      },
    },
  );
  return { post, meta: [...meta, blogFeedLink] };
}

export const meta = metaFromLoader;

/** The reading column and the margins either side of it, which hold the contents from 1280px. */
const columns = "md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,38rem)_minmax(0,1fr)]";

/** The one template for every article. */
export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  const readTime = articleCopy.readTime(post.readMinutes);
  const headings = sectionHeadings(post.body);
  return (
    <article aria-labelledby="article-title" className="pt-24 pb-16 md:pt-32 md:pb-24">
      <Container>
        <header className={columns}>
          <div className="md:col-span-2 md:col-start-2">
            <Button asChild variant="ghost" size="sm" className="-ml-4 text-muted hover:text-ink">
              <Link to={articleCopy.back.href}>
                <ArrowLeft aria-hidden="true" />
                {articleCopy.back.label}
              </Link>
            </Button>
            <div className="mt-8 md:mt-12">
              <SectorBadge>{post.category}</SectorBadge>
            </div>
            <h1
              id="article-title"
              className="mt-6 text-balance font-semibold text-[2.5rem] leading-[1.04] tracking-[-0.035em] sm:text-[3.25rem] lg:text-[4rem]"
            >
              {unwidow(post.title, PAIR_LIMIT.title)}
            </h1>
            <p className="mt-6 max-w-[38rem] text-muted text-xl leading-relaxed md:mt-8 md:text-[1.375rem]">
              {unwidow(post.excerpt)}
            </p>
          </div>
          <div
            data-slot="byline"
            className="mt-8 flex flex-wrap items-center justify-between gap-4 border-line border-y py-4 md:col-start-2 md:mt-10"
          >
            <p className="text-muted text-sm">
              <time dateTime={post.date}>{post.dateLabel}</time>
              <span aria-hidden="true"> · </span>
              {readTime}
            </p>
            <ShareButton title={post.title} path={post.href} />
          </div>
        </header>
        <CoverPicture
          cover={post.cover}
          sizes="(min-width: 1280px) 1200px, calc(100vw - 40px)"
          priority
          className="mt-10 rounded-card md:mt-14 md:aspect-[2/1]"
        />
        <div className={cn("mt-12 md:mt-16", columns)}>
          {headings.length > 1 ? (
            <ArticleContents
              headings={headings}
              className="hidden self-start pr-10 xl:sticky xl:top-28 xl:col-start-1 xl:row-start-1 xl:block xl:max-w-64"
            />
          ) : null}
          <div className="md:col-start-2 md:row-start-1">
            <ArticleBody body={post.body} figures={post.figures} />
            <ArticleCta />
          </div>
        </div>
      </Container>
    </article>
  );
}
