import { data } from "react-router";
import { type Locale, localeOf, locales } from "~/config/locales";

/**
 * The content of a page a template is registered for in routes.ts, found among its collection's items
 * in the language of the route's prefix by its slug (the rest of the path), with that path and
 * language; a 404 when no item has that name.
 */
export function registeredPage<Page extends { slug: string }>(pattern: string, items: Record<Locale, readonly Page[]>) {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const locale = localeOf(path);
  const slug = path.slice(locales[locale].prefix.length + 1);
  const page = items[locale].find((item) => item.slug === slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page, path: `${locales[locale].prefix}/${slug}`, locale };
}
