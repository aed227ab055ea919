import { contentFiles } from "../collection";
import { type BlogPost, checkBlogPosts, defineBlogPost } from "./schema";

/** Every post: one Markdoc file each in content/blog, named after its address (ADR 053). */
const files = import.meta.glob("/content/blog/*.mdoc", { eager: true, import: "default" });

/** Every post, drafts included (the preview shows them, and their covers are drawn), newest first. */
export const allBlogPosts: readonly BlogPost[] = checkBlogPosts(
  contentFiles(files).map(({ slug, file, data }) => defineBlogPost({ ...data, slug } as never, file)),
).toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** Every published post, newest first. */
export const blogPosts: readonly BlogPost[] = allBlogPosts.filter((post) => !post.draft);

/** The posts a render may show: the published ones, or in preview every one. */
export const postsFor = (preview: boolean) => (preview ? allBlogPosts : blogPosts);

export function findPostByPath(pathname: string, preview = false): BlogPost | undefined {
  return postsFor(preview).find((post) => post.path === pathname.toLowerCase().replace(/\/+$/, ""));
}

export function getPost(slug: string, preview = false): BlogPost | undefined {
  return postsFor(preview).find((post) => post.slug === slug);
}
