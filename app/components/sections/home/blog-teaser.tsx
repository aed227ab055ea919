import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { CoverCard } from "~/components/ui/cover-card";
import { Section } from "~/components/ui/section";
import { SectionHeader } from "~/components/ui/section-header";
import type { PostCard } from "~/content/blog.server";
import type { HomeContent } from "~/content/home.schema";

function BlogTeaserSection({ content, posts }: { content: HomeContent["blog"]; posts: PostCard[] }) {
  return (
    <Section id="blog" tone="deep" aria-labelledby="blog-heading">
      <div className="flex flex-wrap items-end justify-between gap-8">
        <SectionHeader id="blog-heading" eyebrow={content.eyebrow} heading={content.heading} lead={content.lead} />
        <Link to="/blog" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {content.cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-12 grid gap-6 md:mt-16 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.slug}>
            <CoverCard
              to={post.href}
              title={post.title}
              cover={post.cover}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 46vw, 92vw"
              eyebrow={
                <>
                  <Badge variant="cool">{post.category}</Badge>
                  <span className="text-muted text-sm">
                    <time dateTime={post.date}>{post.dateLabel}</time> · {post.readMinutes} min read
                  </span>
                </>
              }
              cta="Read Full Article"
            >
              <p className="mt-3 text-muted leading-relaxed">{post.excerpt}</p>
            </CoverCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { BlogTeaserSection };
