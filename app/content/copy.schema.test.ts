import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseContent } from "./collection";
import { copyText, factText, pluralText, templateText } from "./copy.schema";

describe("copy fields", () => {
  const schema = z.strictObject({
    heading: copyText(),
    lead: templateText(["replyWithinHours"]),
    wait: pluralText(["minutes"]),
    summary: factText({ legalName: "Lumen & Lark Ltd", days: 365 }, z.string().min(30)),
  });
  const valid = {
    heading: "Tell us where you want to grow.",
    lead: "We reply within {replyWithinHours} hours.",
    wait: { one: "in {minutes} minute", other: "in {minutes} minutes" },
    summary: "{legalName} keeps each enquiry for {days} days.",
  };
  const parse = (input: unknown) => parseContent(schema, input, "content/parts/example.yaml");

  it("keep a template's placeholders to fill where it is used, and fill facts as they load", () => {
    expect(parse(valid)).toEqual({ ...valid, summary: "Lumen & Lark Ltd keeps each enquiry for 365 days." });
  });

  it("refuse an unknown placeholder, naming the file, the field, the placeholder and the ones it may use", () => {
    expect(() => parse({ ...valid, lead: "We reply within {hours} hours." })).toThrow(
      "content/parts/example.yaml is incomplete or invalid:\n  - lead: unknown placeholder {hours}: this text may use {replyWithinHours}",
    );
    expect(() => parse({ ...valid, summary: "{legalName} keeps it for {retentionDays} days, at {email}." })).toThrow(
      /summary: unknown placeholder \{retentionDays\}, \{email\}: this text may use \{legalName\}, \{days\}/,
    );
    expect(() => parse({ ...valid, wait: { ...valid.wait, one: "in { minutes } minute" } })).toThrow(
      /wait\.one: unknown placeholder \{ minutes \}: this text may use \{minutes\}/,
    );
  });

  it("refuse any placeholder in copy that takes none", () => {
    expect(() => parse({ ...valid, heading: "Tell {siteName} where you want to grow." })).toThrow(
      /heading: unknown placeholder \{siteName\}: this text takes none/,
    );
  });

  it("check a text filled with facts at its filled length", () => {
    expect(() => parse({ ...valid, summary: "{days} days" })).toThrow(/summary: Too small/);
  });

  it("need the other form of a plural, and no form a language does not have", () => {
    expect(() => parse({ ...valid, wait: { one: "in {minutes} minute" } })).toThrow(/wait\.other/);
    expect(() => parse({ ...valid, wait: { ...valid.wait, several: "in {minutes} minutes" } })).toThrow(/several/);
  });
});
