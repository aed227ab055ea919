// @vitest-environment node
import { readFileSync } from "node:fs";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import type { z } from "zod";
import { blogPostSchema } from "~/content/blog/schema";
import { caseStudySchema } from "~/content/case-studies/schema";
import { redirectsSchema } from "~/content/redirects.schema";
import { LEDGER_FILE, parseLedger } from "../../scripts/lib/url-ledger";
import { choicesOf, editorConfig, elementOf, limitsOf, shapeOf, unwrap } from "./config";

/*
 * The editor's forms against the zod schemas that check the same files at build: the same fields,
 * the same choices, the same number of entries, and text accepted and refused at the same lengths.
 */

type Field = {
  kind: string;
  formKind?: string;
  fields?: Record<string, Field>;
  element?: Field;
  options?: { value: string }[];
  validation?: { length?: { min: number; max: number | null } };
  validate?: (value: unknown) => unknown;
};

const config = editorConfig({ kind: "local" });
const typeOf = (schema: z.ZodType) => (unwrap(schema) as unknown as { _zod: { def: { type: string } } })._zod.def.type;
const accepts = (validate: () => unknown) => {
  try {
    validate();
    return true;
  } catch {
    return false;
  }
};

/** Fields whose editor form differs from the file's schema on purpose, and why. */
const onPurpose: Record<string, string> = {
  // The item's name, whose address is the file's name: checked through the slug field below.
  title: "slug field",
  // An empty list is "use the title" in the editor; the schema reads an empty list as left out.
  "cover.lines": "empty list allowed",
};

/** Walks an editor field and its schema together; returns the paths of the leaves it compared. */
function compare(field: Field, schema: z.ZodType, at: string, compared: string[]) {
  if (onPurpose[at]) return;
  const type = typeOf(schema);
  if (field.kind === "object") {
    const shape = shapeOf(schema);
    expect(Object.keys(field.fields!).sort(), at).toEqual(Object.keys(shape).sort());
    for (const [key, inner] of Object.entries(field.fields!)) compare(inner, shape[key]!, `${at}.${key}`, compared);
    return;
  }
  if (field.kind === "array") {
    expect(["array", "tuple"], at).toContain(type);
    const limits = limitsOf(schema);
    expect(field.validation?.length?.min ?? 0, `${at}: fewest entries`).toBe(limits.min);
    expect(field.validation?.length?.max ?? Number.POSITIVE_INFINITY, `${at}: most entries`).toBe(limits.max);
    compare(field.element!, elementOf(schema), `${at}[]`, compared);
    return;
  }
  if (field.options) {
    expect(
      field.options.map((option) => option.value),
      at,
    ).toEqual(choicesOf(schema));
  } else if (type === "string" && field.formKind === "slug") {
    // Plain text: accepted and refused at the same lengths as the schema.
    const { min, max } = limitsOf(schema);
    const lengths = [min, min - 1, max, max + 1].filter((length) => length >= 0 && Number.isFinite(length));
    for (const length of lengths) {
      const value = "a".repeat(length);
      expect(
        accepts(() => field.validate!(value)),
        `${at} at ${length} characters`,
      ).toBe(schema.safeParse(value).success);
    }
  } else {
    expect(["number", "boolean", "string", "default"], `${at}: ${type}`).toContain(type);
  }
  compared.push(at);
}

const collections = {
  caseStudies: { schema: caseStudySchema, fileOnly: ["slug"] },
  posts: { schema: blogPostSchema, fileOnly: ["slug"] },
} as const;

describe("the editor's forms match the content schemas", () => {
  for (const [name, { schema, fileOnly }] of Object.entries(collections)) {
    it(`${name}: every field, choice, count and length`, () => {
      const fields = config.collections[name as keyof typeof collections].schema as unknown as Record<string, Field>;
      const shape = shapeOf(schema);
      const fileFields = Object.keys(shape).filter((key) => !(fileOnly as readonly string[]).includes(key));
      expect(Object.keys(fields).sort()).toEqual(fileFields.sort());
      const compared: string[] = [];
      for (const [key, field] of Object.entries(fields)) {
        if (key === "body") continue;
        compare(field, shape[key]!, key, compared);
      }
      expect(compared.length).toBeGreaterThan(10);
    });
  }

  it("redirects: every field and choice", () => {
    const fields = config.singletons.redirects.schema as unknown as Record<string, Field>;
    const shape = shapeOf(redirectsSchema);
    expect(Object.keys(fields).sort()).toEqual(Object.keys(shape).sort());
    const compared: string[] = [];
    for (const [key, field] of Object.entries(fields)) compare(field, shape[key]!, key, compared);
    expect(compared).toContain("redirects[].status");
  });

  it("the item's name is refused at the same lengths as the schema's title", () => {
    for (const name of ["caseStudies", "posts"] as const) {
      const title = config.collections[name].schema.title as unknown as Field;
      const { min, max } = limitsOf(shapeOf(collections[name].schema).title!);
      for (const length of [min - 1, min, max, max + 1]) {
        const value = { name: "a".repeat(length), slug: "a-slug" };
        expect(
          accepts(() => title.validate!(value)),
          `${name} title at ${length}`,
        ).toBe(length >= min && length <= max);
      }
    }
  });
});

describe("the editor reads every content file as it stands", () => {
  const reader = createReader(process.cwd(), config);

  it("case studies", async () => {
    const studies = await reader.collections.caseStudies.all();
    expect(studies.length).toBeGreaterThan(0);
    for (const { slug, entry } of studies) {
      expect(caseStudySchema.safeParse({ ...entry, slug }).error, slug).toBeUndefined();
    }
  });

  it("articles", async () => {
    const posts = await reader.collections.posts.all();
    expect(posts.length).toBeGreaterThan(0);
    for (const { slug, entry } of posts) expect(entry.title.length, slug).toBeGreaterThan(0);
  });

  it("redirects", async () => {
    const redirects = await reader.singletons.redirects.read();
    expect(redirectsSchema.safeParse(redirects).error).toBeUndefined();
  });

  it("published addresses: the URL ledger's paths, as the build reads them", async () => {
    const ledger = await reader.singletons.publishedPaths.read();
    const paths = parseLedger(readFileSync(LEDGER_FILE, "utf8"));
    expect(ledger?.paths).toEqual(paths);
    // What the editor would write back reads as the same ledger.
    expect(parseLedger(stringify({ paths: ledger?.paths }))).toEqual(paths);
  });
});
