import type { z } from "zod";
import navigation from "/content/navigation.yaml";
import blogPage from "/content/pages/blog.yaml";
import caseStudiesPage from "/content/pages/case-studies.yaml";
import errorPage from "/content/pages/error.yaml";
import legalPage from "/content/pages/legal.yaml";
import notFoundPage from "/content/pages/not-found.yaml";
import contactForm from "/content/parts/contact-form.yaml";
import cookieBanner from "/content/parts/cookie-banner.yaml";
import layout from "/content/parts/layout.yaml";
import sections from "/content/parts/sections.yaml";
import { parseContent } from "./collection";
import { navigationSchema } from "./navigation.schema";
import {
  blogPageCopySchema,
  caseStudiesPageCopySchema,
  errorPageCopySchema,
  legalPageCopySchema,
  notFoundPageCopySchema,
} from "./pages/schema";
import { contactFormCopySchema, cookieBannerCopySchema, layoutCopySchema, sectionsCopySchema } from "./parts/schema";

/**
 * The copy files the browser bundles with the components that set them, each with its schema. The
 * browser takes them unchecked, so zod stays out of it (ADR 003); they are checked here, where zod
 * may run: once as the server's build loads (entry.server.tsx, so a bad file fails the prerender and
 * the build, naming the file and field), and by the unit tests.
 */
export const bundledCopyFiles: readonly { file: string; schema: z.ZodType; data: unknown }[] = [
  { file: "content/navigation.yaml", schema: navigationSchema, data: navigation },
  { file: "content/pages/blog.yaml", schema: blogPageCopySchema, data: blogPage },
  { file: "content/pages/case-studies.yaml", schema: caseStudiesPageCopySchema, data: caseStudiesPage },
  { file: "content/pages/error.yaml", schema: errorPageCopySchema, data: errorPage },
  { file: "content/pages/legal.yaml", schema: legalPageCopySchema, data: legalPage },
  { file: "content/pages/not-found.yaml", schema: notFoundPageCopySchema, data: notFoundPage },
  { file: "content/parts/contact-form.yaml", schema: contactFormCopySchema, data: contactForm },
  { file: "content/parts/cookie-banner.yaml", schema: cookieBannerCopySchema, data: cookieBanner },
  { file: "content/parts/layout.yaml", schema: layoutCopySchema, data: layout },
  { file: "content/parts/sections.yaml", schema: sectionsCopySchema, data: sections },
];

/** Throws a ContentError naming the first bad file and each of its bad fields. */
export function checkBundledCopy() {
  for (const { file, schema, data } of bundledCopyFiles) parseContent(schema, data, file);
}
