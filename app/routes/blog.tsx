import type { ContactHandle } from "~/components/layout/contact-variant";
import { PostCard } from "~/components/sections/blog/post-card";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { listPostCards } from "~/content/blog.server";
import { blogIndexCopy } from "~/content/pages/blog";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { blogFeedLink } from "~/lib/seo";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

const path = "/blog";

export function loader({ context }: Route.LoaderArgs) {
  const { title, description } = blogIndexCopy.meta;
  const meta = pageMetaWithData({ title, description, path }, { type: "blog", breadcrumbName: "Latest Insights" });
  return { posts: listPostCards(context.get(previewContext)), meta: [...meta, blogFeedLink] };
}

export const meta = metaFromLoader;

/** A quiet page: the contact section below it is the compact band. */
export const handle: ContactHandle = { contact: "compact" };

export default function Blog({ loaderData }: Route.ComponentProps) {
  const copy = blogIndexCopy;
  return (
    <Section aria-labelledby="blog-heading" className="pt-32 md:pt-44">
      <SectionHeader as="h1" id="blog-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:gap-8">
        {loaderData.posts.map((post, index) => (
          <li key={post.slug} data-slot="post-card">
            <PostCard post={post} index={index} priority={index === 0} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
