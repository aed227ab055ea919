import type { z } from "zod";
import blogPage from "/content/pages/blog.yaml";
import caseStudiesPage from "/content/pages/case-studies.yaml";
import errorPage from "/content/pages/error.yaml";
import legalPage from "/content/pages/legal.yaml";
import notFoundPage from "/content/pages/not-found.yaml";
import { parseContent } from "./collection";
import {
  blogPageCopySchema,
  caseStudiesPageCopySchema,
  errorPageCopySchema,
  legalPageCopySchema,
  notFoundPageCopySchema,
} from "./pages/schema";

/**
 * The copy files the browser bundles with the components that set them, each with its schema. The
 * browser takes them unchecked, so zod stays out of it (ADR 003); they are checked here, where zod
 * may run: once as the server's build loads (entry.server.tsx, so a bad file fails the prerender and
 * the build, naming the file and field), and by the unit tests.
 */
export const bundledCopyFiles: readonly { file: string; schema: z.ZodType; data: unknown }[] = [
  { file: "content/pages/blog.yaml", schema: blogPageCopySchema, data: blogPage },
  { file: "content/pages/case-studies.yaml", schema: caseStudiesPageCopySchema, data: caseStudiesPage },
  { file: "content/pages/error.yaml", schema: errorPageCopySchema, data: errorPage },
  { file: "content/pages/legal.yaml", schema: legalPageCopySchema, data: legalPage },
  { file: "content/pages/not-found.yaml", schema: notFoundPageCopySchema, data: notFoundPage },
];

/** Throws a ContentError naming the first bad file and each of its bad fields. */
export function checkBundledCopy() {
  for (const { file, schema, data } of bundledCopyFiles) parseContent(schema, data, file);
}
