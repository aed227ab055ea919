import { z } from "zod";
import { boundedText as text } from "../bounded-text";
import { ContentError, parseContent } from "../collection";
import { checkCoverWords, coverArtSchema } from "../cover.schema";
import { blockTags, elementsOf, inlineTags, plainText, type RichElement, type RichNode } from "../rich-text";
import { draftSchema, slugSchema } from "../shared";

const richElementSchema: z.ZodType<RichElement> = z.object({
  tag: z.enum([...inlineTags, ...blockTags]),
  attributes: z.record(z.string(), z.string()).optional(),
  get children() {
    return z.array(richNodeSchema);
  },
});
const richNodeSchema: z.ZodType<RichNode> = z.union([z.string(), richElementSchema], {
  error: `must be text or an element articles use (${[...blockTags, ...inlineTags].join(", ")})`,
});

/** An article's body: its blocks are the ones the template sets (ADR 053); nothing else reaches the page. */
const articleBodySchema = z.array(richNodeSchema).superRefine((body, ctx) => {
  const blocks = body.filter((node) => typeof node !== "string");
  if (blocks.length !== body.length) {
    ctx.addIssue({ code: "custom", message: "text sits in paragraphs, headings, lists or quotes" });
  }
  const paragraphs = elementsOf(blocks, "p").map((paragraph) => plainText(paragraph.children));
  if (paragraphs.length < 3) ctx.addIssue({ code: "custom", message: "the article body is too short" });
  blocks.forEach((block, index) => {
    const words = plainText(block.children);
    if (block.tag === "pullquote" && !paragraphs.some((paragraph) => paragraph.includes(words))) {
      ctx.addIssue({
        code: "custom",
        path: [index],
        message: `the pull quote "${words.slice(0, 40)}…" must repeat words from one of the article's paragraphs`,
      });
    }
    if ((block.tag === "h2" || block.tag === "h3") && (words.length < 3 || words.length > 90)) {
      ctx.addIssue({ code: "custom", path: [index], message: `the heading "${words}" must be 3 to 90 characters` });
    }
  });
  const ids = elementsOf(blocks, "h2").map((heading) => heading.attributes?.id);
  for (const id of new Set(ids)) {
    if (ids.filter((other) => other === id).length > 1)
      ctx.addIssue({ code: "custom", message: `two sections share the heading anchor "#${id}"` });
  }
});

export const blogCategories = ["Technology", "Marketing"] as const;

export const blogPostSchema = z
  .object({
    id: z.number().int().positive(),
    slug: slugSchema,
    title: text("title", 10, 120),
    excerpt: text("excerpt", 60, 260),
    date: z.iso.date({ error: "date must be a real date written YYYY-MM-DD" }),
    category: z.enum(blogCategories, { error: `category must be one of: ${blogCategories.join(", ")}` }),
    cover: coverArtSchema,
    keywords: z.array(text("keyword", 2, 40)).min(2, "at least 2 keywords"),
    draft: draftSchema,
    body: articleBodySchema,
  })
  .superRefine((post, ctx) => {
    if (!post.cover.lines) {
      ctx.addIssue({
        code: "custom",
        path: ["cover", "lines"],
        message: "a post's cover needs lines: a short phrase from its title, one entry a line",
      });
    }
    checkCoverWords(post.cover, post.title, [post.title, plainText(post.body)], ctx);
  });
export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostFields = z.output<typeof blogPostSchema>;
export type BlogPost = BlogPostFields & { path: string; original: string };

/** Checks that no two posts share an id (a slug is a file name, so it is unique already). */
export function checkBlogPosts<Post extends BlogPostFields>(posts: Post[]): Post[] {
  const twice = posts.find((post, index) => posts.findIndex((other) => other.id === post.id) !== index);
  if (twice) throw new ContentError(`The blog posts are invalid:\n  - id "${twice.id}" is used more than once`);
  return posts;
}

export function defineBlogPost(input: BlogPostInput, file = `content/blog/${input.slug}.mdoc`): BlogPostFields {
  return parseContent(blogPostSchema, input, `Blog post "${input.slug}" (${file})`);
}
