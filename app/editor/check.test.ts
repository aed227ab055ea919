// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import { describe, expect, it, vi } from "vitest";
import { parse, stringify } from "yaml";
import { checkingSaves, problemsInFile } from "./check";
import { checks, editorConfig } from "./config";

// The editor's forms fit the content files as they stand, and what the editor saves is what zod accepts.

const config = editorConfig({ kind: "local" });
const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
const contentFiles = walk("content").filter((file) => /\.(yaml|mdoc)$/.test(file));
const checkOf = (file: string) => checks.get(file) ?? checks.get(file.replace(/[^/]+(\.\w+)$/, "*$1"));

/** The path of a value's first text, but a translation's own fields, which no schema sees. */
function firstText(value: unknown, at: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === "string") return at;
  if (!value || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (at.length === 0 && /^(translationOf|englishVersion)$/.test(key)) continue;
    const found = firstText(inner, [...at, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
}

/** A file's text with its first text (or, with none, its first field) made a number, which no schema takes there. */
function spoilt(file: string, text: string) {
  const [, frontMatter, body] = file.endsWith(".mdoc") ? text.split(/^---$/m) : ["", text, ""];
  const data = parse(frontMatter!);
  const at = firstText(data) ?? [Object.keys(data)[0]!];
  at.reduce(
    (parent, key, index) => (index === at.length - 1 ? Object.assign(parent, { [key]: 404 }) : parent[key]),
    data,
  );
  return {
    at: at.join("."),
    data,
    text: file.endsWith(".mdoc") ? `---\n${stringify(data)}---${body}` : stringify(data),
  };
}

describe("the editor's forms", () => {
  it("cover every content file, where it is now", () => {
    expect(contentFiles.filter((file) => !checkOf(file))).toEqual([]);
  });

  it("read every content file as it stands, through Keystatic's own reader", async () => {
    const reader = createReader(process.cwd(), config);
    for (const [name, collection] of Object.entries(reader.collections)) {
      const entries = await collection.all();
      expect(entries.length, name).toBeGreaterThan(0);
    }
    for (const [name, singleton] of Object.entries(reader.singletons)) {
      expect(await singleton.read(), name).not.toBeNull();
    }
  });

  describe("pass a real file to zod, and refuse a wrong value with zod's own message", () => {
    for (const [pattern, { schema }] of checks)
      it(pattern, () => {
        const file = contentFiles.find((candidate) => checkOf(candidate)?.schema === schema)!;
        expect(file, pattern).toBeDefined();
        const text = readFileSync(file, "utf8");
        expect(problemsInFile(file, text), file).toEqual([]);
        const wrong = spoilt(file, text);
        const problems = problemsInFile(file, wrong.text);
        const slug = path.basename(file).replace(/\.\w+$/, "");
        const expected = schema
          .safeParse({ ...wrong.data, slug, body: [] })
          .error?.issues.find((issue) => issue.path.join(".") === wrong.at);
        expect(expected, file).toBeDefined();
        expect(problems, file).toContain(`${file}: ${wrong.at}: ${expected!.message}`);
      });
  });
});

describe("a save", () => {
  const file = "content/case-studies/tinder.yaml";
  const base64 = (text: string) => Buffer.from(text).toString("base64");
  const valid = readFileSync(file, "utf8");
  const invalid = valid.replace(/^title: .*$/m, "title: X");

  it("in a working copy, is sent when zod accepts its files, and refused with zod's issues otherwise", async () => {
    const send = vi.fn(async () => new Response("[]"));
    const save = (text: string) =>
      checkingSaves(send)("/api/keystatic/update", {
        method: "POST",
        body: JSON.stringify({ additions: [{ path: file, contents: base64(text) }], deletions: [] }),
      });
    expect((await save(valid)).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    const refused = await save(invalid);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/^Not saved: .*content\/case-studies\/tinder\.yaml: title: /);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("to GitHub, is refused as GraphQL's error, and never sent", async () => {
    const send = vi.fn(async () => new Response("{}"));
    const input = { fileChanges: { additions: [{ path: file, contents: base64(invalid) }], deletions: [] } };
    const answer = await checkingSaves(send)("https://api.github.com/graphql", {
      method: "POST",
      body: JSON.stringify({ query: "mutation …", variables: { input } }),
    });
    expect((await answer.json()).errors[0].message).toMatch(/tinder\.yaml: title: /);
    expect(send).not.toHaveBeenCalled();
  });
});
