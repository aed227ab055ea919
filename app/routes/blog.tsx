import type { ContactHandle } from "~/components/layout/contact-variant";
import { IndexCard } from "~/components/sections/blog/index-card";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { fixedPaths, localeOf } from "~/config/locales";
import { blogIndex, listPostCards } from "~/content/blog.server";
import { blogCopyIn, useBlogIndexCopy } from "~/content/pages/blog";
import { siteCopies } from "~/content/site-copy.server";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { blogFeedLink } from "~/lib/seo";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const meta = pageMetaWithData(
    { ...blogCopyIn(locale).index.meta, path: fixedPaths.blog[locale] },
    { type: "blog", breadcrumbName: siteCopies[locale].layout.breadcrumbs.blog },
  );
  return {
    ...blogIndex(listPostCards(context.get(previewContext), locale)),
    meta: [...meta, blogFeedLink(locale)],
  };
}

export const meta = metaFromLoader;

/** A quiet page: the contact section below it is the compact band. */
export const handle: ContactHandle = { contact: "compact" };

const restLists = {
  none: "",
  row: "",
  grid: "grid gap-x-8 gap-y-16 md:grid-cols-2 lg:gap-x-12",
} as const;

/**
 * The journal's index: the newest article leads, set large with its cover and standfirst; the rest
 * follow under a rule, one in a row of its own, several in two columns (ADR 075).
 */
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
            <IndexCard post={featured} layout="featured" priority />
          </li>
        ) : null}
      </ul>
      {rest.length > 0 ? (
        <div className="mt-14 border-line border-t pt-12 md:mt-20 md:pt-14">
          <ul className={restLists[layout]}>
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
