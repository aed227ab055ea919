import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";

/*
 * The route table as plain data, the shape React Router's own helpers build, so the server can match a
 * path against it at run time without the framework's build tools (a browser report names its page's
 * template this way, ADR 080).
 */
const route = (path: string, file: string, options: { id?: string } = {}): RouteConfigEntry => ({
  path,
  file,
  ...options,
});
const index = (file: string): RouteConfigEntry => ({ index: true, file });

/** A page type's one template, registered at one of its paths. */
const page = (template: "service" | "location" | "legal", path: string) =>
  route(path, `routes/${template}.tsx`, { id: `${template}-${path}` });

/**
 * A template's pages, one per content file of its collection, at the file's name (ADR 050). Vite's
 * glob lists the folder below the project's root; nothing is imported.
 */
const pagesOf = (template: "service" | "location", files: Record<string, unknown>) =>
  Object.keys(files).map((file) => page(template, file.slice(file.lastIndexOf("/") + 1, -".yaml".length)));

/** The site map: the spec's route table, in its order. */
export default [
  index("routes/home.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-study.tsx"),

  ...pagesOf("service", import.meta.glob("/content/services/*.yaml")),
  ...pagesOf("location", import.meta.glob("/content/locations/*.yaml")),

  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),

  page("legal", "privacy-policy"),
  page("legal", "terms-of-service"),

  // Not a page of the site map: the contact API's answer to a failed no-JavaScript form post.
  route("api/contact-form", "routes/contact-form.tsx", { id: "contact-form" }),
  // Nor this: the page of each enquiry email's "Mark as answered" link, rendered per request (ADR 078).
  route("answered/:token", "routes/answered.tsx"),
  // Not a page of the site either: the browser editor, offered only where the server configures it (ADR 056).
  route("keystatic/*", "routes/editor.tsx", { id: "editor" }),
  // The server's small APIs: the editor's, the preview's entrance and exit, the country, the tags, and
  // what visitors' browsers report.
  route("api/keystatic/*", "routes/api/editor.ts"),
  route("api/preview", "routes/api/preview.ts"),
  route("api/preview/exit", "routes/api/preview-exit.ts"),
  route("api/geo", "routes/api/geo.ts"),
  route("api/analytics-config", "routes/api/analytics-config.ts"),
  route("api/browser-report", "routes/api/browser-report.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
