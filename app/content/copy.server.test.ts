import { describe, expect, it } from "vitest";
import { placeholdersIn } from "~/lib/placeholders";
import { parseContent } from "./collection";
import { legalDocuments, thankYouPages } from "./collections.server";
import { bundledCopyFiles, checkBundledCopy } from "./copy.server";

describe("the copy files the browser bundles", () => {
  it("each pass their schema", () => {
    expect(() => checkBundledCopy()).not.toThrow();
  });

  // The browser takes the files as they are, so a schema that changed a value would show it a different page.
  it.each(bundledCopyFiles)("$file: its schema changes nothing", ({ file, schema, data }) => {
    expect(parseContent(schema, data, file)).toEqual(data);
  });
});

/** Every string in a value, however deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

describe("the copy read by loaders", () => {
  it("has every placeholder filled in", () => {
    expect(stringsIn([legalDocuments, thankYouPages.en]).filter((text) => placeholdersIn(text).length > 0)).toEqual([]);
  });
});
