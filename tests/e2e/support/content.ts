import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { asBuilt } from "../../../scripts/lib/content-modules.ts";
import { templateOfPage } from "../../../scripts/lib/pages";

// The content files as the build reads them, so a browser test checks a page against its source, not a copy.

/** One content file's fields, e.g. `contentFile("home.yaml")`. */
export function contentFile<Fields = Record<string, unknown>>(file: string): Fields {
  return asBuilt(parse(readFileSync(`content/${file}`, "utf8"))) as Fields;
}

const folders: Record<string, string> = { "case-study": "case-studies", service: "services", location: "locations" };

/** Whether a page is the Spanish edition's: under /es (ADR 084). */
export const isSpanish = (path: string) => path === "/es" || path.startsWith("/es/");

/** A content file of a page's edition: content/es/<file> for a page under /es, content/<file> otherwise. */
export function editionFile<Fields = Record<string, unknown>>(path: string, file: string): Fields {
  return contentFile<Fields>(`${isSpanish(path) ? "es/" : ""}${file}`);
}

/** A YYYY-MM-DD date as a page in that path's language sets it: "1 January 2024", "1 de enero de 2024". */
export function longDateOn(path: string, isoDate: string): string {
  return new Intl.DateTimeFormat(isSpanish(path) ? "es-ES" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** The content file behind a page of a collection, from its address: /es/<slug> is content/es/<collection>/<slug>.yaml. */
export function pageContent<Fields = Record<string, unknown>>(path: string): Fields {
  const folder = folders[templateOfPage.get(path) ?? ""];
  if (!folder) throw new Error(`${path} is no page of a collection`);
  return contentFile<Fields>(`${isSpanish(path) ? "es/" : ""}${folder}/${path.slice(path.lastIndexOf("/") + 1)}.yaml`);
}

type NavLink = { label: string; href: string };
/** The navigation bar's links and the footer's columns, as content/navigation.yaml gives them. */
export const navigation = contentFile<{ primary: NavLink[]; footer: { heading: string; links: NavLink[] }[] }>(
  "navigation.yaml",
);

type PageMeta = { title: string; description: string };
/** The screen for a page that failed to render, and the page for an address with none (content/pages). */
export const errorScreen = contentFile<{ meta: PageMeta; heading: string; homeLink: string }>("pages/error.yaml");
export const notFoundPage = contentFile<{ meta: PageMeta; heading: string; message: string; homeLink: string }>(
  "pages/not-found.yaml",
);
