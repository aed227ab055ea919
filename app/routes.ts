import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { fixedPaths, type Locale, locales } from "./config/locales";

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

type Template = "service" | "location" | "legal";

/** A page type's one template, registered at one of its paths. */
const page = (template: Template, path: string) => route(path, `routes/${template}.tsx`, { id: `${template}-${path}` });

/**
 * A template's pages in a language, one per content file of its collection, at the file's name under
 * the language's prefix (ADR 050, ADR 084). Vite's glob lists the folder below the project's root;
 * nothing is imported.
 */
const pagesOf = (template: Template, locale: Locale, files: Record<string, unknown>) =>
  Object.keys(files).map((file) =>
    page(template, under(locale, file.slice(file.lastIndexOf("/") + 1, -".yaml".length))),
  );

/** A path under a language's prefix, as the route table writes it (no leading slash). */
const under = (locale: Locale, path: string) => [locales[locale].prefix.slice(1), path].filter(Boolean).join("/");

const collections = {
  en: {
    service: import.meta.glob("/content/services/*.yaml"),
    location: import.meta.glob("/content/locations/*.yaml"),
    legal: import.meta.glob("/content/legal/*.yaml"),
  },
  es: {
    service: import.meta.glob("/content/es/services/*.yaml"),
    location: import.meta.glob("/content/es/locations/*.yaml"),
    legal: import.meta.glob("/content/es/legal/*.yaml"),
  },
} satisfies Record<Locale, Record<Template, unknown>>;

/**
 * One language's pages: the spec's route table, in its order. English keeps the route modules' own
 * ids; another language's routes are the same modules under ids of their own.
 */
function edition(locale: Locale): RouteConfigEntry[] {
  const fixed = (name: keyof typeof fixedPaths, file: string, child = "") => {
    const path = `${fixedPaths[name][locale].slice(1)}${child}`;
    return route(path, `routes/${file}.tsx`, locale === "en" ? {} : { id: `${locale}/${file}` });
  };
  return [
    locale === "en" ? index("routes/home.tsx") : fixed("home", "home"),
    fixed("thankYou", "thank-you"),
    fixed("caseStudies", "case-studies"),
    fixed("caseStudies", "case-study", "/:slug"),
    ...pagesOf("service", locale, collections[locale].service),
    ...pagesOf("location", locale, collections[locale].location),
    fixed("blog", "blog"),
    fixed("blog", "blog-post", "/:slug"),
    ...pagesOf("legal", locale, collections[locale].legal),
  ];
}

/** The site map: each language's pages, then the routes that are not pages. */
export default [
  ...edition("en"),
  ...edition("es"),

  // Not a page of the site map: the contact API's answer to a failed no-JavaScript form post.
  route("api/contact-form", "routes/contact-form.tsx", { id: "contact-form" }),
  route("es/api/contact-form", "routes/contact-form.tsx", { id: "es/contact-form" }),
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
  route("es/*", "routes/not-found.tsx", { id: "es/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
