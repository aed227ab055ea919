import { contentFiles } from "../collection";
import { type BlogPost, checkBlogPosts, defineBlogPost } from "../schema";

/** Every post: one Markdoc file each in content/blog, named after its address (ADR 053). */
const files = import.meta.glob("/content/blog/*.mdoc", { eager: true, import: "default" });

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = checkBlogPosts(
  contentFiles(files).map(({ slug, file, data }) => defineBlogPost({ ...data, slug } as never, file)),
).toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export function findPostByPath(pathname: string): BlogPost | undefined {
  return blogPosts.find((post) => post.path === pathname.toLowerCase().replace(/\/+$/, ""));
}

export function getPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
