import { describe, expect, it } from "vitest";
import { placeholdersIn } from "~/lib/placeholders";
import contactForm from "/content/parts/contact-form.yaml";
import { parseContent } from "./collection";
import { legalDocuments, thankYou } from "./collections.server";
import { bundledCopyFiles, checkBundledCopy } from "./copy.server";
import { privacyPolicyFacts } from "./legal/facts";
import { legalDocumentSchema } from "./legal/schema";
import { contactFormCopySchema } from "./parts/schema";

describe("the copy files the browser bundles", () => {
  it("each pass their schema", () => {
    expect(() => checkBundledCopy()).not.toThrow();
  });

  // The browser takes the files as they are, so a schema that changed a value would show it a different page.
  it.each(bundledCopyFiles)("$file: its schema changes nothing", ({ file, schema, data }) => {
    expect(parseContent(schema, data, file)).toEqual(data);
  });

  it("fail, naming the file and field, on a placeholder the field may not use", () => {
    const data = { ...(contactForm as object), lead: "A strategist replies within {hours} hours." };
    expect(() => parseContent(contactFormCopySchema, data, "content/parts/contact-form.yaml")).toThrow(
      /^content\/parts\/contact-form\.yaml is incomplete or invalid:\n {2}- lead: unknown placeholder \{hours\}: this text may use \{replyWithinHours\}$/,
    );
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
    expect(stringsIn([legalDocuments, thankYou]).filter((text) => placeholdersIn(text).length > 0)).toEqual([]);
  });

  it("fails, naming the file and field, on a placeholder that is not a fact", () => {
    const doc = {
      ...legalDocuments[0]!,
      summary: "{legalName} explains here what it collects, why, for how long, and what you may ask of us: {emial}.",
    };
    expect(() =>
      parseContent(legalDocumentSchema(privacyPolicyFacts.en), doc, "content/legal/privacy-policy.yaml"),
    ).toThrow(
      /content\/legal\/privacy-policy\.yaml is incomplete or invalid:\n {2}- summary: unknown placeholder \{emial\}: this text may use \{siteName\}, \{legalName\}, \{email\}/,
    );
  });
});
