import { clsx as cn } from "clsx";
import { data } from "react-router";
import { ArticleBody, ArticleContents, ArticleHeader } from "~/components/sections/article";
import { CoverPicture } from "~/components/ui/cover-picture";
import { Container } from "~/components/ui/section";
import { localeOf, locales } from "~/config/locales";
import { findPostPage } from "~/content/blog.server";
import { blogCopyIn } from "~/content/pages/blog";
import { sectionHeadings } from "~/content/rich-text";
import { previewContext } from "~/lib/load-context";
import { fill } from "~/lib/placeholders";
import { metaFromLoader } from "~/lib/route-meta";
import { absoluteUrl, blogFeedLink, organizationRef, pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/blog-post";

export function loader({ url, context }: Route.LoaderArgs) {
  const post = findPostPage(url.pathname, context.get(previewContext));
  if (!post) throw data(null, { status: 404, statusText: "Not Found" });
  const locale = localeOf(url.pathname);
  const title = fill(blogCopyIn(locale).article.metaTitle, { title: post.title });
  const meta = pageMetaWithData({
    title,
    description: post.excerpt,
    path: post.href,
    type: "article",
    breadcrumbName: post.title,
    graph: (webPage) => [
      webPage,
      {
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        dateModified: post.date,
        url: absoluteUrl(post.href),
        mainEntityOfPage: absoluteUrl(post.href),
        // The cover's 1200×630 crop, which also grounds the social card.
        image: absoluteUrl(post.cover.image?.og ?? "/og/default.png"),
        keywords: post.keywords.join(", "),
        inLanguage: locales[locale].lang,
        author: organizationRef,
        publisher: organizationRef,
      },
    ],
  });
  return { post, meta: [...meta, blogFeedLink(locale)] };
}

export const meta = metaFromLoader;

/** The Spanish articles' documents need a second round trip, so every article carries its stylesheet (ADR 049). */
export const handle = { inlineStylesheet: true };

/** From 1280px the contents rail and the reading column are one block, centred (ADR 075). */
const columns = cn(
  "md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,38rem)_minmax(0,1fr)]",
  "xl:grid-cols-[15rem_minmax(0,38rem)] xl:justify-center xl:gap-x-16",
);

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  const headings = sectionHeadings(post.body);
  return (
    <article aria-labelledby="article-title" className="pt-24 pb-14 md:pt-32 md:pb-20">
      <Container>
        <ArticleHeader {...post} className={columns} />
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
              className="hidden self-start xl:sticky xl:top-28 xl:col-start-1 xl:row-start-1 xl:block"
            />
          ) : null}
          <div className="md:col-start-2 md:row-start-1">
            <ArticleBody body={post.body} figures={post.figures} />
          </div>
        </div>
      </Container>
    </article>
  );
}
