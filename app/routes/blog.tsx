import { clsx as cn } from "clsx";
import { Link } from "react-router";
import type { ContactHandle } from "~/components/layout/site-footer";
import { ArrowCta, PostByline } from "~/components/ui/cover-card";
import { CoverPicture } from "~/components/ui/cover-picture";
import { Section, SectionHeader } from "~/components/ui/section";
import { fixedPaths, localeOf } from "~/config/locales";
import { BLOG_CARD_STAGGER_S } from "~/config/ui";
import { blogIndex, listPostCards, type PostCard as PostCardData } from "~/content/blog.server";
import { blogCopyIn, useBlogIndexCopy } from "~/content/pages/blog";
import { siteCopies } from "~/content/site-copy.server";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { PAIR_LIMIT, unwidow } from "~/lib/typography";
import { blogFeedLink, pageMetaWithData } from "~/seo.server";
import type { Route } from "./+types/blog";

/** `featured` leads the index; `row` is a single further article in a row of its own; `grid` one of several. */
type IndexCardLayout = "featured" | "row" | "grid";

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

/** An article card, one link set on the paper like a journal's contents page, with no box around it. */
function IndexCard({ post, layout, index }: { post: PostCardData; layout: IndexCardLayout; index: number }) {
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
        priority={layout === "featured"}
        className={cn("rounded-card", frame.cover)}
        imgClassName="transition-transform duration-700 ease-out motion-safe:group-hover:scale-[1.03]"
      />
      <div className={frame.text}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <PostByline post={post} />
        </div>
        <h2
          className={cn(
            "mt-4 text-balance font-semibold transition-colors duration-200 group-hover:text-ember-deep",
            frame.title,
          )}
        >
          {unwidow(post.title, layout === "featured" ? PAIR_LIMIT.title : PAIR_LIMIT.card)}
        </h2>
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

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const meta = pageMetaWithData({
    ...blogCopyIn(locale).index.meta,
    path: fixedPaths.blog[locale],
    breadcrumbName: siteCopies[locale].layout.breadcrumbs.blog,
    webPage: { "@type": "CollectionPage" },
  });
  return {
    ...blogIndex(listPostCards(context.get(previewContext), locale)),
    meta: [...meta, blogFeedLink(locale)],
  };
}

export const meta = metaFromLoader;

export const handle: ContactHandle = { contact: "compact" };

/** The newest article leads; the rest follow under a rule, one in a row of its own, several in two columns (ADR 075). */
export default function Blog({ loaderData: { featured, rest, layout } }: Route.ComponentProps) {
  const blogIndexCopy = useBlogIndexCopy();
  return (
    <Section aria-labelledby="blog-heading" className="pt-32 md:pt-44">
      <SectionHeader
        as="h1"
        id="blog-heading"
        eyebrow={blogIndexCopy.eyebrow}
        heading={blogIndexCopy.heading}
        lead={blogIndexCopy.lead}
      />
      <ul className="mt-12 md:mt-16">
        {featured ? (
          <li data-slot="post-card" data-featured="">
            <IndexCard post={featured} layout="featured" index={0} />
          </li>
        ) : null}
      </ul>
      {rest.length > 0 ? (
        <div className="mt-14 border-line border-t pt-12 md:mt-20 md:pt-14">
          <ul className={layout === "grid" ? "grid gap-x-8 gap-y-16 md:grid-cols-2 lg:gap-x-12" : ""}>
            {rest.map((post, index) => (
              <li key={post.slug} data-slot="post-card">
                <IndexCard post={post} layout={layout === "row" ? "row" : "grid"} index={index + 1} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
