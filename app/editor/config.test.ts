// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import type { z } from "zod";
import { blogPostSchema } from "~/content/blog/schema";
import { caseStudySchema } from "~/content/case-studies/schema";
import { bundledCopyFiles } from "~/content/copy.server";
import { homeSchema } from "~/content/home.schema";
import { privacyPolicyFacts, termsOfServiceFacts } from "~/content/legal/facts";
import { legalDocumentSchema } from "~/content/legal/schema";
import { locationSchema } from "~/content/locations/schema";
import { navigationSchema } from "~/content/navigation.schema";
import { thankYouFacts } from "~/content/pages/facts";
import { thankYouPageSchema } from "~/content/pages/schema";
import {
  contactAnswersCopySchema,
  contactFormCopySchema,
  cookieBannerCopySchema,
  enquiryCopySchema,
  layoutCopySchema,
  sectionsCopySchema,
  socialCardsCopySchema,
} from "~/content/parts/schema";
import { redirectsSchema } from "~/content/redirects.schema";
import { serviceSchema } from "~/content/services/schema";
import { LEDGER_FILE, parseLedger } from "../../scripts/lib/url-ledger";
import { editorConfig } from "./config";
import { labeller, presentations } from "./forms";
import {
  boundsOf,
  choicesOf,
  countOf,
  elementOf,
  jsonSchemaOf,
  lengthOf,
  type Node,
  placeholdersOf,
  propertiesOf,
  variantsOf,
} from "./schema";

/*
 * The editor's forms against the zod schemas that check the same files at build. The forms are built
 * from the schemas' JSON Schema, so these tests hold the editor's behaviour to zod's own: for every
 * field of every form, the text each accepts and refuses, at every length that matters; the number of
 * entries each list takes; each choice; each number's bounds; and which fields a file may leave out,
 * each tried in a real content file, as the editor would write it, and parsed by the build's schema.
 * And every content file reads through the editor's reader, and writes back as the build reads it.
 */

/** A Keystatic field, as far as these tests look into it. */
type Field = {
  kind: "form" | "object" | "array" | "conditional" | "child";
  formKind?: string;
  label?: string;
  fields?: Record<string, Field>;
  element?: Field;
  options?: readonly { value: string }[];
  validation?: { length?: { min?: number; max?: number } };
  validate?: (value: unknown, extra?: unknown) => unknown;
  serialize?: (value: unknown) => { value: unknown };
  /** The editor's own field for a part Keystatic cannot store (schema-field.tsx). */
  node?: Node;
  optional?: boolean;
};
type Path = (string | number)[];
type Data = Record<string, unknown>;

const config = editorConfig({ kind: "local" });
const reader = createReader(process.cwd(), config);

/** The content files as the build reads them: the content plugin's parsed data, by path from the root. */
const files: Record<string, Data> = Object.fromEntries(
  Object.entries({
    ...import.meta.glob("/content/**/*.yaml", { eager: true, import: "default" }),
    ...import.meta.glob("/content/**/*.mdoc", { eager: true, import: "default" }),
  }).map(([file, data]) => [file.slice(1), data as Data]),
);
const slugOf = (file: string) => path.basename(file).replace(/\.[a-z]+$/, "");
const filesIn = (folder: string) => Object.keys(files).filter((file) => path.dirname(file) === `content/${folder}`);

type Form = {
  schema: z.ZodType;
  /** The form's files, and each as the schema takes it (with its slug, where the file's name is one). */
  documents: { file: string; data: Data }[];
  /** Keys of the schema that are no field of the form: the slug is the file's name. */
  fileOnly?: string[];
  /** Paths where the form differs from the schema on purpose, and why ("[]" is any entry of a list). */
  onPurpose?: Record<string, string>;
  /** Fields of the form that are no key of the schema: a translation's link to its English item and version. */
  formOnly?: string[];
};

const collectionForm = (folder: string, schema: z.ZodType, onPurpose: Record<string, string> = {}): Form => ({
  schema,
  documents: filesIn(folder).map((file) => ({ file, data: { ...files[file], slug: slugOf(file) } })),
  fileOnly: ["slug"],
  onPurpose,
});
/**
 * A collection's Spanish items (ADR 084): the English form's schema over each file, and one field more,
 * `translationOf`, which the build reads before the schema (shared.ts `readTranslations`).
 */
const translationForm = (english: Form, folder: string): Form => ({
  ...english,
  documents: filesIn(`es/${folder}`).map((file) => {
    const { translationOf: _, englishVersion: __, ...data } = files[file]!;
    return { file, data: { ...data, slug: slugOf(file) } };
  }),
  formOnly: ["translationOf", "englishVersion"],
});
const singletonForm = (file: string, schema: z.ZodType): Form => ({
  schema,
  documents: [{ file, data: files[file]! }],
});
const legalForm = (file: string, schema: z.ZodType): Form => ({
  schema,
  documents: [{ file, data: { ...files[file], slug: slugOf(file) } }],
  fileOnly: ["slug"],
});

/** The name of the singleton form that edits `file`; a file no form edits fails here. */
function formOfFile(file: string) {
  const name = Object.entries(config.singletons ?? {}).find(([, form]) => `${form.path}.yaml` === file)?.[0];
  if (!name) throw new Error(`${file} has no form in the editor`);
  return name;
}

/** The title or name whose slug is the file's name: checked as a slug field below. */
const slugFieldOnPurpose = (key: string) => ({ [key]: "slug field" });

/** Where a case study's form differs from its schema, in either language. */
const caseStudyRules = {
  ...slugFieldOnPurpose("title"),
  // Rules between fields the build checks where the content loads (ADR 056).
  "cover.figure": "a number from the study's own results or text",
  "art.pullQuote": "shares no run of six words with The Challenge, Our Approach or the results",
  "art.routeMap.hub.name": "a place the study's own text names",
  "art.routeMap.origins.[].name": "a place the study's own text names",
};

/** Every form of the editor, with the schema that checks its files at build. */
const forms: Record<string, Form> = {
  caseStudies: collectionForm("case-studies", caseStudySchema, caseStudyRules),
  // The Spanish studies (ADR 084), under the same rules.
  caseStudiesEs: {
    ...collectionForm("es/case-studies", caseStudySchema, caseStudyRules),
    documents: collectionForm("es/case-studies", caseStudySchema).documents.map(({ file, data }) => {
      const { englishVersion: _, ...fields } = data;
      return { file, data: fields };
    }),
    formOnly: ["englishVersion"],
  },
  posts: collectionForm("blog", blogPostSchema, {
    ...slugFieldOnPurpose("title"),
    body: "Markdoc, read into rich text and checked by the build's reader",
    // The cover form is the case studies' too; a post refuses the compositions the frame cuts (ADR 075).
    "cover.composition": "a composition that sets a post's words whole",
  }),
  services: collectionForm("services", serviceSchema, slugFieldOnPurpose("name")),
  locations: collectionForm("locations", locationSchema, slugFieldOnPurpose("name")),
  home: singletonForm("content/home.yaml", homeSchema),
  privacyPolicy: legalForm("content/legal/privacy-policy.yaml", legalDocumentSchema(privacyPolicyFacts.en)),
  termsOfService: legalForm("content/legal/terms-of-service.yaml", legalDocumentSchema(termsOfServiceFacts.en)),
  // The copy the build checks as the server's build loads (ADR 070), each file under the form that edits it.
  ...Object.fromEntries(bundledCopyFiles.map(({ file, schema }) => [formOfFile(file), singletonForm(file, schema)])),
  // The furniture's words, which the root route loads (site-copy.server.ts).
  ...Object.fromEntries(
    (
      [
        ["content/navigation.yaml", navigationSchema],
        ["content/parts/contact-form.yaml", contactFormCopySchema],
        ["content/parts/cookie-banner.yaml", cookieBannerCopySchema],
        ["content/parts/layout.yaml", layoutCopySchema],
        ["content/parts/sections.yaml", sectionsCopySchema],
        ["content/parts/social-cards.yaml", socialCardsCopySchema],
      ] as const
    ).map(([file, schema]) => [formOfFile(file), singletonForm(file, schema)]),
  ),
  thankYouPage: singletonForm("content/pages/thank-you.yaml", thankYouPageSchema(thankYouFacts)),
  enquiryOperations: singletonForm("content/parts/enquiry-operations.yaml", enquiryCopySchema),
  contactAnswers: singletonForm("content/parts/contact-answers.yaml", contactAnswersCopySchema),
  redirects: {
    schema: redirectsSchema,
    // The file holds no redirect yet: one made up here, so every field is tried.
    // The paths' rules (canonical, not the server's own) are the build's, where the file loads (ADR 052).
    onPurpose: {
      "redirects.[].from": "a canonical path on this site",
      "redirects.[].to": "a canonical path on this site, or an https:// address",
      "gone.[]": "a canonical path on this site",
    },
    documents: [
      { file: "content/redirects.yaml", data: files["content/redirects.yaml"]! },
      {
        file: "(example)",
        data: { redirects: [{ from: "/old-page", to: "/new-page", status: 308 }], gone: ["/gone"] },
      },
    ],
  },
};

// The Spanish edition's forms (ADR 084): each its English form's schema, over the Spanish file.
forms.postsEs = translationForm(forms.posts!, "blog");
forms.servicesEs = translationForm(forms.services!, "services");
forms.locationsEs = translationForm(forms.locations!, "locations");
for (const [name, singleton] of Object.entries(config.singletons ?? {})) {
  const file = `${singleton.path}.yaml`;
  if (!file.startsWith("content/es/")) continue;
  const english = forms[name.replace(/Es$/, "")];
  if (!english) throw new Error(`${name} edits ${file}, but no English form is named ${name.replace(/Es$/, "")}`);
  // A legal document takes its slug from its file's name, as the English one does.
  const data = english.fileOnly ? { ...files[file], slug: slugOf(file) } : files[file]!;
  forms[name] = { ...english, documents: [{ file, data }] };
}

const formFields = (name: string): Record<string, Field> => {
  const entry = config.collections?.[name as never] ?? config.singletons?.[name as never];
  return (entry as { schema: Record<string, Field> }).schema;
};

// ---- values as the editor writes them, and where zod refuses them --------------------------------------

/**
 * The value as Keystatic writes it to the file: an empty text or number is left out, in a list a null,
 * and a date is YAML's unquoted date, which the build's YAML reader reads as its text.
 */
function written(field: Field, value: unknown): unknown {
  if (field.node) return value;
  if (field.kind === "object") {
    const entries = Object.entries(field.fields!).map(([key, inner]) => [key, written(inner, (value as Data)[key])]);
    return Object.fromEntries(entries.filter(([, inner]) => inner !== undefined));
  }
  if (field.kind === "array") return (value as unknown[]).map((item) => written(field.element!, item) ?? null);
  const stored = field.serialize!(value).value;
  return stored instanceof Date ? stored.toISOString() : stored;
}

const clone = <T>(value: T): T => structuredClone(value);
const getIn = (data: unknown, at: Path): unknown =>
  at.reduce<unknown>((value, key) => (value as Data | undefined)?.[key as string], data);
/** The document with the value at `at` (left out where undefined, null in a list). */
function setIn(data: Data, at: Path, value: unknown): Data {
  const copy = clone(data);
  const parent = getIn(copy, at.slice(0, -1)) as Data;
  const key = at.at(-1)!;
  if (value === undefined && !Array.isArray(parent)) delete parent[key as string];
  else parent[key as string] = value === undefined ? null : value;
  return copy;
}
const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((key, i) => key === b[i]);
/** Whether zod refuses the document at `at` itself. Lists are counted, and rules between entries are left out. */
function refusedAt(schema: z.ZodType, data: Data, at: Path, list = false) {
  const result = schema.safeParse(data);
  return (result.error?.issues ?? []).some((issue) => samePath(issue.path, at) && !(list && issue.code === "custom"));
}
const accepts = (validate: () => unknown) => {
  try {
    validate();
    return true;
  } catch {
    return false;
  }
};
const generic = (at: Path) => at.map((key) => (typeof key === "number" ? "[]" : key)).join(".");
const finite = (numbers: number[]) =>
  [...new Set(numbers)].filter((n) => Number.isFinite(n) && n >= 0 && n <= 6000).sort((a, b) => a - b);
/** Text of `length` made from `base`, without its placeholders or spaces (the schema trims). */
function textOf(base: unknown, length: number) {
  const letters = (typeof base === "string" ? base : "").replace(/\{[^{}\n]*\}/g, "").replace(/\s/g, "x") || "a";
  return letters.repeat(Math.ceil(length / letters.length) + 1).slice(0, length);
}

// ---- the walk ------------------------------------------------------------------------------------------

type Walk = {
  schema: z.ZodType;
  document: Data;
  onPurpose: Record<string, string>;
  /** Paths compared, once each, whatever document first had them. */
  compared: Set<string>;
};

/** How the editor takes a value at a path: whether it accepts it, and what it writes. */
type Editor = { accepts(value: unknown): boolean; writes(value: unknown): unknown };

/** Lengths every text is tried at, besides those either side of its own limits. */
const LENGTHS = [0, 1, 2, 3, 5, 10, 20, 40, 80, 160, 320, 1000, 5000];

function compareText(node: Node, at: Path, editor: Editor, walk: Walk) {
  const { min, max } = lengthOf(node);
  const current = getIn(walk.document, at);
  const lengths = finite([...LENGTHS, min - 1, min, min + 1, max - 1, max, max + 1]);
  for (const length of lengths) {
    const value = textOf(current, length);
    const zodAccepts = !refusedAt(walk.schema, setIn(walk.document, at, editor.writes(value)), at);
    expect(editor.accepts(value), `${generic(at)} at ${length} characters`).toBe(zodAccepts);
  }
}

function compareNumber(node: Node, at: Path, editor: Editor, walk: Walk) {
  const { min = 0, max = 0 } = boundsOf(node);
  const candidates = [null, -1000, -181, -91, -1, 0, 1, 2, 6, 7, 1000, min - 1, min, min + 1, max - 1, max, max + 1];
  const numbers = node.type === "number" ? [...candidates, 0.5, 89.5] : candidates;
  for (const number of new Set(numbers)) {
    if (number !== null && !Number.isSafeInteger(Math.trunc(number))) continue;
    const zodAccepts = !refusedAt(walk.schema, setIn(walk.document, at, editor.writes(number)), at);
    expect(editor.accepts(number), `${generic(at)} at ${number}`).toBe(zodAccepts);
  }
}

function compareCount(node: Node, at: Path, editor: Editor, stated: { min: number; max: number }, walk: Walk) {
  const entries = (getIn(walk.document, at) as unknown[] | undefined) ?? [];
  const { min, max } = countOf(node);
  for (const count of finite([0, 1, 2, min - 1, min, min + 1, max - 1, max, max + 1, stated.min - 1, stated.max + 1])) {
    if (count > 0 && entries.length === 0) continue;
    const list = Array.from({ length: count }, (_, index) => entries[index % entries.length]);
    const zodAccepts = !refusedAt(walk.schema, setIn(walk.document, at, list), at, true);
    expect(editor.accepts(list), `${generic(at)} with ${count} entries`).toBe(zodAccepts);
  }
}

function compareChoices(node: Node, at: Path, options: string[], editor: Editor, walk: Walk) {
  expect(options, generic(at)).toEqual(choicesOf(node));
  for (const option of [...options, "not-a-choice"]) {
    const zodAccepts = !refusedAt(walk.schema, setIn(walk.document, at, editor.writes(option)), at);
    expect(editor.accepts(option), `${generic(at)}: ${option}`).toBe(zodAccepts);
  }
}

/** Walks a Keystatic field with its schema's node, at `at` in the document. */
function compare(field: Field, node: Node, at: Path, walk: Walk) {
  const key = generic(at);
  if (walk.onPurpose[key]) return;
  if (field.node) return compareInPart(field, field.node, at, [], walk);
  // A list's entries are walked in every file, as any may hold a field or kind the others leave out.
  const once = walk.compared.has(key);
  const editor: Editor = {
    accepts: (value) => accepts(() => field.validate!(value)),
    writes: (value) => written(field, value),
  };
  if (field.kind === "object") {
    expect(Object.keys(field.fields!), key).toEqual(Object.keys(propertiesOf(node)));
    if (getIn(walk.document, at) === undefined) return;
    for (const [name, inner] of Object.entries(field.fields!))
      compare(inner, propertiesOf(node)[name]!, [...at, name], walk);
  } else if (field.kind === "array") {
    expect(node.type, key).toBe("array");
    const stated = {
      min: field.validation?.length?.min ?? 0,
      max: field.validation?.length?.max ?? Number.POSITIVE_INFINITY,
    };
    const counts: Editor = {
      accepts: (list) => (list as unknown[]).length >= stated.min && (list as unknown[]).length <= stated.max,
      writes: (list) => list,
    };
    if (!once) compareCount(node, at, counts, stated, walk);
    walk.compared.add(key);
    const entries = (getIn(walk.document, at) as unknown[] | undefined) ?? [];
    for (const index of entries.keys()) compare(field.element!, elementOf(node), [...at, index], walk);
    return;
  } else if (once) {
    return;
  } else if (field.options) {
    // A select offers its options and nothing else.
    const options = field.options.map((option) => option.value);
    compareChoices(node, at, options, { ...editor, accepts: (value) => options.includes(value as string) }, walk);
  } else if (field.formKind === "slug") {
    compareText(node, at, editor, walk);
    const names = placeholdersOf(node);
    const description = presentations.get(field)?.description ?? "";
    for (const name of names) expect(description, `${key} names {${name}}`).toContain(`{${name}}`);
    if (!names.length) expect(description, key).not.toMatch(/May use/);
  } else if (node.type === "integer" || node.type === "number") {
    compareNumber(node, at, editor, walk);
  } else {
    // A date, a checkbox, or a case study chosen from the collection (the build checks that it exists).
    expect(["string", "boolean"], `${key}: ${node.type}`).toContain(node.type);
  }
  walk.compared.add(key);
}

/**
 * Walks the inside of one of the editor's own fields (schema-field.tsx), which holds a part as the file
 * does: the field is tried with the part changed at `inner`.
 */
type Scope = { key: string; length: number };

function compareInPart(field: Field, node: Node, at: Path, inner: Path, walk: Walk, scope?: Scope) {
  const where = [...at, ...inner];
  // Within an entry of one kind, the paths are that kind's: "blocks.[]<list>.items".
  const key = scope
    ? scope.key +
      where
        .slice(scope.length)
        .map((part) => `.${typeof part === "number" ? "[]" : part}`)
        .join("")
    : generic(where);
  if (walk.onPurpose[key]) return;
  const once = walk.compared.has(key);
  const part = getIn(walk.document, at);
  const editor: Editor = {
    accepts: (value) =>
      accepts(() =>
        field.validate!({ value: inner.length ? getIn(setIn({ part }, ["part", ...inner], value), ["part"]) : value }),
      ),
    writes: (value) => value,
  };
  if (inner.length === 0) {
    // The part left out: the editor takes it if the file may leave it out.
    const zodAccepts = !refusedAt(walk.schema, setIn(walk.document, at, undefined), at);
    expect(editor.accepts(undefined), `${key} left out`).toBe(zodAccepts);
    expect(field.optional, key).toBe(zodAccepts);
    if (part === undefined) return;
  }
  const variants = variantsOf(node);
  if (variants) {
    // An entry of several kinds: a kind the schema does not know is refused, and the entry's own kind is walked.
    const value = getIn(walk.document, where) as Data;
    const unknown = { ...value, [variants.key]: "not-a-kind" };
    expect(editor.accepts(unknown), `${key}: a kind the schema does not know`).toBe(false);
    expect(walk.schema.safeParse(setIn(walk.document, where, unknown)).success, key).toBe(false);
    const name = String(value[variants.key]);
    return compareInPart(field, variants.kinds.get(name)!, at, inner, walk, {
      key: `${key}<${name}>`,
      length: where.length,
    });
  }
  if (node.type === "object") {
    if (getIn(walk.document, where) === undefined) return;
    for (const [name, innerNode] of Object.entries(propertiesOf(node)))
      compareInPart(field, innerNode, at, [...inner, name], walk, scope);
    return;
  }
  if (node.type === "array") {
    if (!once) compareCount(node, where, editor, countOf(node), walk);
    walk.compared.add(key);
    const entries = (getIn(walk.document, where) as unknown[] | undefined) ?? [];
    for (const index of entries.keys()) compareInPart(field, elementOf(node), at, [...inner, index], walk, scope);
    return;
  }
  // The kind of an entry, walked above.
  if (once || node.const !== undefined) return;
  const choices = choicesOf(node);
  if (choices) compareChoices(node, where, choices, editor, walk);
  else if (node.type === "string") {
    compareText(node, where, editor, walk);
    const names = placeholdersOf(node);
    const description = labeller(String(inner.at(-1)), where.map(String), node).description ?? "";
    for (const name of names) expect(description, `${key} names {${name}}`).toContain(`{${name}}`);
  } else if (node.type === "integer" || node.type === "number") compareNumber(node, where, editor, walk);
  walk.compared.add(key);
}

describe("the editor's forms match the content schemas", () => {
  it("every collection and singleton of the editor is compared here, but the URL ledger (below)", () => {
    const names = [...Object.keys(config.collections ?? {}), ...Object.keys(config.singletons ?? {})];
    expect(names.filter((name) => !forms[name]).sort()).toEqual(["publishedPaths"]);
    // And the editor's menu lists each once.
    const menu = Object.values(config.ui?.navigation ?? {}).flat();
    expect([...menu].sort()).toEqual([...names].sort());
  });

  for (const [name, form] of Object.entries(forms)) {
    it(`${name}: every field, choice, count, length and bound, in every file`, () => {
      const fields = formFields(name);
      const node = jsonSchemaOf(form.schema);
      const fileOnly = form.fileOnly ?? [];
      expect(
        Object.keys(fields)
          .filter((key) => !form.formOnly?.includes(key))
          .sort(),
      ).toEqual(
        Object.keys(propertiesOf(node))
          .filter((key) => !fileOnly.includes(key))
          .sort(),
      );
      const compared = new Set<string>();
      for (const { file, data } of form.documents) {
        expect(form.schema.safeParse(data).error, file).toBeUndefined();
        const walk = { schema: form.schema, document: data, onPurpose: form.onPurpose ?? {}, compared };
        for (const [key, field] of Object.entries(fields))
          if (!form.formOnly?.includes(key)) compare(field, propertiesOf(node)[key]!, [key], walk);
      }
      expect(compared.size).toBeGreaterThan(2);
    });
  }

  it("the item's name is refused at the same lengths as the schema's", () => {
    const slugFields = {
      caseStudies: "title",
      posts: "title",
      services: "name",
      locations: "name",
      servicesEs: "name",
      postsEs: "title",
    } as const;
    for (const [name, key] of Object.entries(slugFields)) {
      const field = formFields(name)[key]!;
      const { min, max } = lengthOf(propertiesOf(jsonSchemaOf(forms[name]!.schema))[key]!);
      for (const length of [min - 1, min, max, max + 1]) {
        const value = { name: "a".repeat(length), slug: "a-slug" };
        expect(
          accepts(() => field.validate!(value)),
          `${name} ${key} at ${length}`,
        ).toBe(length >= min && length <= max);
      }
    }
  });
});

// ---- reading the files ---------------------------------------------------------------------------------

type Reader = {
  read(slug?: string): Promise<Data | null>;
  all(): Promise<{ slug: string; entry: Data }[]>;
};
const readers = { ...reader.collections, ...reader.singletons } as unknown as Record<string, Reader>;

/** A value the reader gave, as the editor would write it back: what the build would then read. */
function writtenBack(fields: Record<string, Field>, entry: Data) {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key !== "body")
      .map(([key, field]) => [
        key,
        field.formKind === "slug" && !presentations.has(field) ? entry[key] : written(field, entry[key]),
      ])
      .filter(([, value]) => value !== undefined),
  );
}

describe("the editor reads every content file as it stands, and writes it back as the build reads it", () => {
  for (const [name, form] of Object.entries(forms)) {
    it(name, async () => {
      const fields = formFields(name);
      const documents = form.documents.filter(({ file }) => file in files);
      expect(documents.length).toBeGreaterThan(0);
      const entries = config.collections?.[name as never]
        ? (await readers[name]!.all()).map(({ slug, entry }) => ({ slug, entry }))
        : [{ slug: undefined, entry: (await readers[name]!.read())! }];
      expect(entries.length).toBe(documents.length);
      for (const { file, data } of documents) {
        const slug = slugOf(file);
        const { entry } = entries.find((item) => item.slug === undefined || item.slug === slug)!;
        const back = {
          ...writtenBack(fields, entry),
          ...("slug" in data ? { slug } : {}),
          ...("body" in data ? { body: data.body } : {}),
        };
        // What the build makes of the file, and of what the editor would write for it, is the same.
        expect(form.schema.parse(back), file).toEqual(form.schema.parse(data));
        // And a translation keeps the English item it translates.
        for (const key of form.formOnly ?? []) expect(back[key], `${file}: ${key}`).toBe(files[file]![key]);
      }
    });
  }

  it("published addresses: the URL ledger's paths, as the build reads them", async () => {
    const ledger = await reader.singletons.publishedPaths.read();
    const paths = parseLedger(readFileSync(LEDGER_FILE, "utf8"));
    expect(ledger?.paths).toEqual(paths);
    // What the editor would write back reads as the same ledger.
    expect(parseLedger(stringify({ paths: ledger?.paths }))).toEqual(paths);
  });

  it("every content file is one of the editor's, where it is now", () => {
    const walk = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      );
    const paths = [
      ...Object.values(config.singletons ?? {}).map((singleton) => `${singleton.path}.yaml`),
      ...Object.values(config.collections ?? {}).map((collection) => collection.path!.replace("*", "")),
    ];
    const uncovered = walk("content").filter(
      (file) =>
        !paths.some(
          (covered) => file === covered || (covered.endsWith("/") && path.dirname(file) === covered.slice(0, -1)),
        ),
    );
    expect(uncovered).toEqual([]);
  });
});
