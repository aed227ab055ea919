import { fixedPaths, type Locale } from "~/config/locales";
import { contentFiles } from "../collection";
import { readTranslations } from "../shared";
import { type BlogPost, checkBlogPosts, defineBlogPost } from "./schema";

/**
 * Every post: one Markdoc file each in content/blog, named after its address (ADR 053), and its
 * Spanish translation in content/es/blog, named after its Spanish address (ADR 084).
 */
/** The files as read, for the editor's view of what is translated (ADR 086). */
export const sourceFiles: Record<Locale, Record<string, unknown>> = {
  en: import.meta.glob("/content/blog/*.mdoc", { eager: true, import: "default" }),
  es: import.meta.glob("/content/es/blog/*.mdoc", { eager: true, import: "default" }),
};

const define = (fields: Record<string, unknown>, file: string) => defineBlogPost(fields as never, file);
const newestFirst = (posts: BlogPost[]) =>
  checkBlogPosts(posts).toSorted((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
const publishedAt = (locale: Locale) => (post: Omit<BlogPost, "path">) => ({
  ...post,
  path: `${fixedPaths.blog[locale]}/${post.slug}`,
});

const english = contentFiles(sourceFiles.en).map(({ slug, file, data }) => ({
  ...define({ ...data, slug }, file),
  original: slug,
}));

/** Each language's posts, drafts included (the preview shows them, and their covers are drawn), newest first. */
export const allBlogPostsIn: Record<Locale, readonly BlogPost[]> = {
  en: newestFirst(english.map(publishedAt("en"))),
  es: newestFirst(
    readTranslations(
      sourceFiles.es,
      english.map((post) => post.slug),
      "blog",
      define,
    ).map(publishedAt("es")),
  ),
};

/** Every English post, drafts included, newest first. */
export const allBlogPosts = allBlogPostsIn.en;

/** Every published English post, newest first. */
export const blogPosts: readonly BlogPost[] = allBlogPosts.filter((post) => !post.draft);

const publishedOriginals = new Set(blogPosts.map((post) => post.slug));

/**
 * The posts a render may show in a language: the published ones (a translation is published when it
 * and its English original both are), or in preview every one.
 */
export const postsFor = (preview: boolean, locale: Locale = "en") =>
  preview
    ? allBlogPostsIn[locale]
    : allBlogPostsIn[locale].filter((post) => !post.draft && publishedOriginals.has(post.original));

export function findPostByPath(pathname: string, preview = false): BlogPost | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return postsFor(preview, path.startsWith(`${fixedPaths.blog.es}/`) ? "es" : "en").find((post) => post.path === path);
}

export function getPost(slug: string, preview = false, locale: Locale = "en"): BlogPost | undefined {
  return postsFor(preview, locale).find((post) => post.slug === slug);
}
