import type { ContactHandle } from "~/components/layout/contact-variant";
import { PostCard } from "~/components/sections/blog/post-card";
import { IndexPage } from "~/components/sections/index-page";
import { listPostCards } from "~/content/blog.server";
import { blogIndexCopy } from "~/content/pages/blog";
import { layoutCopy } from "~/content/parts/layout";
import { previewContext } from "~/lib/load-context";
import { metaFromLoader } from "~/lib/route-meta";
import { blogFeedLink } from "~/lib/seo";
import { pageMetaWithData } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

const path = "/blog";

export function loader({ context }: Route.LoaderArgs) {
  const meta = pageMetaWithData(
    { ...blogIndexCopy.meta, path },
    { type: "blog", breadcrumbName: layoutCopy.breadcrumbs.blog },
  );
  return { posts: listPostCards(context.get(previewContext)), meta: [...meta, blogFeedLink] };
}

export const meta = metaFromLoader;

/** A quiet page: the contact section below it is the compact band. */
export const handle: ContactHandle = { contact: "compact" };

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <IndexPage id="blog-heading" copy={blogIndexCopy} listClassName="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:gap-8">
      {loaderData.posts.map((post, index) => (
        <li key={post.slug} data-slot="post-card">
          <PostCard post={post} index={index} priority={index === 0} />
        </li>
      ))}
    </IndexPage>
  );
}
