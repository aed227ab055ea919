import { data } from "react-router";

/**
 * The content of a page a template is registered for in routes.ts, found by the route's path, with
 * that path; a 404 when no content has that name.
 */
export function registeredPage<Page>(pattern: string, find: (slug: string) => Page | undefined) {
  const slug = pattern.replace(/^\/+/, "");
  const page = find(slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page, path: `/${slug}` };
}
