import { PostCard } from "~/components/sections/blog/post-card";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import { listPostCards } from "~/content/blog.server";
import { blogIndexCopy } from "~/content/pages/blog";
import type { Route } from "./+types/blog";

export function loader() {
  return { posts: listPostCards() };
}

export function meta() {
  const { meta } = blogIndexCopy;
  return [{ title: meta.title }, { name: "description", content: meta.description }];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const copy = blogIndexCopy;
  return (
    <Section aria-labelledby="blog-heading" className="pt-32 md:pt-44">
      <SectionHeader as="h1" id="blog-heading" eyebrow={copy.eyebrow} heading={copy.heading} lead={copy.lead} />
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2 lg:gap-8">
        {loaderData.posts.map((post, index) => (
          <li key={post.slug} data-slot="post-card">
            <PostCard post={post} index={index} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
