import { Section } from "~/components/ui/section";
import type { PostCard as PostCardData } from "~/content/blog.server";
import type { HomeContent } from "~/content/home.schema";
import { useSiteCopy } from "~/lib/site-copy";
import { PostCard } from "../blog/post-card";
import { HeaderWithLink } from "./header-with-link";

function BlogTeaserSection({ content, posts }: { content: HomeContent["blog"]; posts: PostCardData[] }) {
  const { paths } = useSiteCopy();
  return (
    <Section id="blog" composition="grid" tone="deep" aria-labelledby="blog-heading">
      <HeaderWithLink id="blog-heading" content={content} to={paths.blog} />
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2">
        {posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} index={index} heading="h3" />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { BlogTeaserSection };
