import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { PostCard as PostCardData } from "~/content/blog.server";
import type { HomeContent } from "~/content/home.schema";
import { PostCard } from "../blog/post-card";

function BlogTeaserSection({ content, posts }: { content: HomeContent["blog"]; posts: PostCardData[] }) {
  return (
    <Section id="blog" composition="grid" tone="deep" aria-labelledby="blog-heading">
      <div className="flex flex-wrap items-end justify-between gap-8">
        <SectionHeader id="blog-heading" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
        <Button asChild variant="outline" size="lg">
          <Link to="/blog">
            {content.cta}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
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
