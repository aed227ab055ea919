import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { ArticleBody } from "~/components/sections/blog/article-body";
import { ArticleCta } from "~/components/sections/blog/article-cta";
import { ShareButton } from "~/components/sections/blog/share-button";
import { SectorBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CoverPicture } from "~/components/ui/cover-picture";
import { findPostPage } from "~/content/blog.server";
import { articleCopy } from "~/content/pages/blog";
import { metaFromLoader } from "~/lib/route-meta";
import { blogFeedLink, pageMeta } from "~/lib/seo";
import { structuredData } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

/** Registered once per article path (see routes.ts); the matched path picks the post. */
export function loader({ url }: Route.LoaderArgs) {
  const post = findPostPage(url.pathname);
  if (!post) throw data(null, { status: 404, statusText: "Not Found" });
  const title = articleCopy.metaTitle(post.title);
  // The cover's 1200×630 crop: the article image in structured data, and the background of the social card.
  const image = post.cover.image ? { path: post.cover.image.og, alt: post.cover.alt } : undefined;
  const meta = pageMeta({
    title,
    description: post.excerpt,
    path: post.href,
    type: "article",
    jsonLd: structuredData({
      type: "blog",
      breadcrumbName: post.title,
      url: post.href,
      name: title,
      description: post.excerpt,
      article: {
        title: post.title,
        description: post.excerpt,
        datePublished: post.date,
        dateModified: post.date,
        url: post.href,
        image: image?.path ?? "/og/default.png",
        keywords: post.keywords,
      },
    }),
  });
  return { post, meta: [...meta, blogFeedLink] };
}

export const meta = metaFromLoader;

/** The one template for every article. */
export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  const readTime = articleCopy.readTime(post.readMinutes);
  return (
    <>
      <article aria-labelledby="article-title" className="pt-24 pb-16 md:pt-32 md:pb-24">
        <Container>
          <Button asChild variant="ghost" size="sm" className="-ml-4 text-muted hover:text-ink">
            <Link to={articleCopy.back.href}>
              <ArrowLeft aria-hidden="true" />
              {articleCopy.back.label}
            </Link>
          </Button>
          <header className="mt-8 max-w-5xl md:mt-12">
            <div className="flex flex-wrap items-center gap-3">
              <SectorBadge>{post.category}</SectorBadge>
              <span className="text-muted text-sm">
                <time dateTime={post.date}>{post.dateLabel}</time>
                <span aria-hidden="true"> · </span>
                {readTime}
              </span>
            </div>
            <h1
              id="article-title"
              className="mt-6 font-semibold text-[2.5rem] leading-[1.02] tracking-[-0.035em] sm:text-6xl lg:text-[4.5rem]"
            >
              {post.title}
            </h1>
            <p className="mt-6 max-w-3xl text-muted text-xl leading-relaxed md:mt-8 md:text-2xl md:leading-normal">
              {post.excerpt}
            </p>
          </header>
          <CoverPicture
            cover={post.cover}
            sizes="(min-width: 1280px) 1200px, calc(100vw - 40px)"
            priority
            className="mt-10 rounded-card md:mt-14 md:aspect-[2/1]"
          />
          <div className="mt-12 grid gap-10 md:mt-16 lg:grid-cols-12">
            <aside className="lg:col-span-3">
              <div className="lg:sticky lg:top-28">
                <ShareButton title={post.title} path={post.href} />
              </div>
            </aside>
            <div className="lg:col-span-8 lg:col-start-5">
              <ArticleBody blocks={post.body} />
            </div>
          </div>
        </Container>
      </article>
      <ArticleCta />
    </>
  );
}
