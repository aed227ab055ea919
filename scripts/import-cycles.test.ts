// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every module of the app and server, with the project modules it imports (static or dynamic). */
function importGraph(roots: string[]): Map<string, string[]> {
  const files = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : path.join(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => known.has(candidate));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const specifiers = [...source.matchAll(/(?:from\s+|import\s*\(\s*)["']((?:\.{1,2}\/|~\/)[^"']+)["']/g)].map(
      (match) => match[1]!,
    );
    graph.set(
      file,
      specifiers.map((specifier) => resolve(file, specifier)).filter((to): to is string => Boolean(to)),
    );
  }
  return graph;
}

/** The first cycle found by depth-first search, as the modules around it, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "visiting" | "done">();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "visiting") return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, "visiting");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe("imports", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(findCycle(graph)).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
  });

  it("form no cycle in the app or the server, type imports and dynamic imports included", () => {
    const graph = importGraph(["app", "server"]);
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycle(graph)).toBeNull();
  });

  it("reach the app and the server from scripts only through importAppModule (ADR 050)", () => {
    // The content plugin is how the module runner itself reads content, so it imports the app's
    // rich-text helpers directly.
    const exceptions = new Set([path.join("scripts", "lib", "markdoc.ts")]);
    const direct = readdirSync("scripts", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(mjs|ts)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !exceptions.has(file))
      .flatMap((file) =>
        [
          // Imports that load a module at run time: not `import type`, not `typeof import(…)`.
          ...readFileSync(file, "utf8").matchAll(
            /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']|(?<!typeof\s*)\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']/gm,
          ),
        ]
          .map((match) => path.relative(".", path.join(path.dirname(file), (match[1] ?? match[2])!)))
          .filter((target) => /^(app|server)\//.test(target))
          .map((target) => `${file} imports ${target}`),
      );
    expect(direct).toEqual([]);
  });
});
