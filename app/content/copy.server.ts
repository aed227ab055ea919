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
 * The copy files the browser bundles unchecked, so zod stays out of it (ADR 003): checked here as the
 * server's build loads (entry.server.tsx) and by the unit tests.
 */
export const bundledCopyFiles: readonly { file: string; schema: z.ZodType; data: unknown }[] = Object.entries(
  files,
).map(([key, data]) => ({ file: key.slice(1), schema: schemas[key.slice(key.lastIndexOf("/") + 1)]!, data }));

export function checkBundledCopy() {
  for (const { file, schema, data } of bundledCopyFiles) parseContent(schema, data, file);
}
