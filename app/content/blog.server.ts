/** Blog posts as pages and cards read them: server-only, so a page ships only its own post. */
import { type Locale, localeOf } from "~/config/locales";
import { formatLongDate } from "~/lib/dates";
import type { BlogPost } from "./blog/schema";
import { postsFor } from "./collections.server";
import { coverFor, figureFor } from "./covers.server";
import { blogCopyIn } from "./pages/blog";
import { elementsOf, readText } from "./rich-text";

export type PostCard = ReturnType<typeof toCard>;

function figuresOf(post: BlogPost) {
  return Object.fromEntries(
    elementsOf(post.body, "figure").flatMap(({ attributes }) => {
      const src = attributes?.src ?? "";
      const image = figureFor("blog", post.original, src);
      return image ? [[src, image] as const] : [];
    }),
  );
}

/** Minutes to read a text at an unhurried 220 words a minute, never less than one. */
const readingMinutes = (text: string) => Math.max(1, Math.round(text.split(/\s+/).filter(Boolean).length / 220));

function toCard(post: BlogPost, locale: Locale) {
  return {
    slug: post.slug,
    href: post.path,
    title: post.title,
    excerpt: post.excerpt,
    category: blogCopyIn(locale).categories[post.category],
    date: post.date,
    dateLabel: formatLongDate(post.date, locale),
    readMinutes: readingMinutes(readText(post.body)),
    cover: coverFor(locale === "en" ? "blog" : `${locale as Exclude<Locale, "en">}/blog`, post.slug, post.cover),
  };
}

export function listPostCards(preview = false, locale: Locale = "en") {
  return postsFor(preview, locale).map((post) => toCard(post, locale));
}

/** The newest article leads; a lone follower takes a row of its own, as half an empty grid row would look broken. */
export function blogIndex(cards: readonly PostCard[]) {
  const [featured = null, ...rest] = cards;
  return { featured, rest, layout: rest.length === 0 ? "none" : rest.length === 1 ? "row" : "grid" };
}

export function findPostPage(pathname: string, preview = false) {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  const locale = localeOf(path);
  const post = postsFor(preview, locale).find((candidate) => candidate.path === path);
  return post ? { ...toCard(post, locale), body: post.body, keywords: post.keywords, figures: figuresOf(post) } : null;
}
