import type { z } from "zod";
import { parseContent } from "./collection";
import {
  blogPageCopySchema,
  caseStudiesPageCopySchema,
  errorPageCopySchema,
  legalPageCopySchema,
  notFoundPageCopySchema,
} from "./pages/schema";

const files = import.meta.glob(
  [
    "/content/pages/{blog,case-studies,error,legal,not-found}.yaml",
    "/content/*/pages/{blog,case-studies,error,legal,not-found}.yaml",
  ],
  { eager: true, import: "default" },
);

const schemas: Record<string, z.ZodType> = {
  "blog.yaml": blogPageCopySchema,
  "case-studies.yaml": caseStudiesPageCopySchema,
  "error.yaml": errorPageCopySchema,
  "legal.yaml": legalPageCopySchema,
  "not-found.yaml": notFoundPageCopySchema,
};

/**
 * The copy files the browser bundles with the components that set them, in every language, each with
 * its schema. The browser takes them unchecked, so zod stays out of it (ADR 003); they are checked
 * here, where zod may run: once as the server's build loads (entry.server.tsx, so a bad file fails the
 * prerender and the build, naming the file and field), and by the unit tests.
 */
export const bundledCopyFiles: readonly { file: string; schema: z.ZodType; data: unknown }[] = Object.entries(
  files,
).map(([key, data]) => ({ file: key.slice(1), schema: schemas[key.slice(key.lastIndexOf("/") + 1)]!, data }));

/** Throws a ContentError naming the first bad file and each of its bad fields. */
export function checkBundledCopy() {
  for (const { file, schema, data } of bundledCopyFiles) parseContent(schema, data, file);
}
