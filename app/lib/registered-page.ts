import { data } from "react-router";
import { type Locale, localeOf, locales } from "~/config/locales";

/** The item a template's route is registered for, by the slug after its language's prefix; a 404 for none. */
export function registeredPage<Page extends { slug: string }>(pattern: string, items: Record<Locale, readonly Page[]>) {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  const locale = localeOf(path);
  const slug = path.slice(locales[locale].prefix.length + 1);
  const page = items[locale].find((item) => item.slug === slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page, path: `${locales[locale].prefix}/${slug}`, locale };
}
