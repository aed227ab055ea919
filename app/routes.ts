import type { RouteConfig, RouteConfigEntry } from "@react-router/dev/routes";
import { defaultLocale, fileLocale, type Locale, localeNames, locales, ownPath } from "./config/locales";

/* The route table as plain data, so the server can match a path to its template at run time (ADR 080). */
const route = (path: string, file: string, options: { id?: string } = {}): RouteConfigEntry => ({
  path,
  file,
  ...options,
});
const folders = { service: "services", location: "locations", legal: "legal" } as const;
type Template = keyof typeof folders;

const page = (template: Template, path: string) => route(path, `routes/${template}.tsx`, { id: `${template}-${path}` });

const under = (locale: Locale, path: string) => [locales[locale].prefix.slice(1), path].filter(Boolean).join("/");

const files = Object.keys(
  import.meta.glob([
    "/content/{services,locations,legal}/*.yaml",
    "/content/*/{services,locations,legal}/*.yaml",
    "/content/{home,pages/*}.yaml",
    "/content/*/{home,pages/*}.yaml",
  ]),
).map(fileLocale);

const pagesOf = (template: Template, locale: Locale) =>
  files
    .filter((file) => file.locale === locale && file.name.startsWith(`${folders[template]}/`))
    .map((file) => page(template, under(locale, file.name.slice(folders[template].length + 1, -".yaml".length))));

/**
 * One language's pages, in the spec's order: a fixed page where the language gives its address and has
 * its copy. Other languages' routes reuse the modules under ids of their own.
 */
function edition(locale: Locale): RouteConfigEntry[] {
  const has = (name: string) => files.some((file) => file.locale === locale && file.name === name);
  const fixed = (name: Parameters<typeof ownPath>[0], file: string, copy: string, child = "") => {
    const path = ownPath(name, locale);
    if (path === undefined || !has(copy)) return [];
    const id = locale === defaultLocale ? {} : { id: `${locale}/${file}` };
    return [route(`${path.slice(1)}${child}`, `routes/${file}.tsx`, id)];
  };
  return [
    ...(locale === defaultLocale ? [{ index: true, file: "routes/home.tsx" }] : fixed("home", "home", "home.yaml")),
    ...fixed("thankYou", "thank-you", "pages/thank-you.yaml"),
    ...fixed("caseStudies", "case-studies", "pages/case-studies.yaml"),
    ...fixed("caseStudies", "case-study", "pages/case-studies.yaml", "/:slug"),
    ...pagesOf("service", locale),
    ...pagesOf("location", locale),
    ...fixed("blog", "blog", "pages/blog.yaml"),
    ...fixed("blog", "blog-post", "pages/blog.yaml", "/:slug"),
    ...pagesOf("legal", locale),
  ];
}

const inEveryOtherLanguage = (path: string, file: string, id: string) =>
  localeNames
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => route(under(locale, path), file, { id: `${locale}/${id}` }));

export default [
  ...localeNames.flatMap(edition),

  // Not pages of the site map: a failed no-JavaScript post's answer, the "Mark as answered" page, the
  // editor, and the server's small APIs.
  route("api/contact-form", "routes/contact-form.tsx", { id: "contact-form" }),
  ...inEveryOtherLanguage("api/contact-form", "routes/contact-form.tsx", "contact-form"),
  route("answered/:token", "routes/answered.tsx"),
  route("keystatic/*", "routes/editor.tsx", { id: "editor" }),
  route("api/keystatic/*", "routes/api/editor.ts"),
  route("api/preview", "routes/api/preview.ts"),
  route("api/preview/exit", "routes/api/preview-exit.ts"),
  route("api/geo", "routes/api/geo.ts"),
  route("api/analytics-config", "routes/api/analytics-config.ts"),
  route("api/browser-report", "routes/api/browser-report.ts"),
  ...inEveryOtherLanguage("*", "routes/not-found.tsx", "not-found"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
