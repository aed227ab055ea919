import { data } from "react-router";
import { type Locale, localeOf, locales } from "~/config/locales";

/**
 * The content of a page a template is registered for in routes.ts, found by the route's path (its
 * slug, in the language of its prefix), with that path and language; a 404 when no content has that name.
 */
export function registeredPage<Page>(pattern: string, find: (slug: string, locale: Locale) => Page | undefined) {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const locale = localeOf(path);
  const slug = path.slice(locales[locale].prefix.length + 1);
  const page = find(slug, locale);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page, path: `${locales[locale].prefix}/${slug}`, locale };
}
