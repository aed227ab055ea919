// Reads the project's Dockerfile and lays out, in a plain folder, exactly what its runtime stage
// copies into the image, so the image's contents can be run and tested without a container engine.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type Instruction = { keyword: string; args: string };

export type Copy = { from: string | null; sources: string[]; dest: string };

export type Stage = {
  name: string;
  base: string;
  workdir: string;
  env: Record<string, string>;
  instructions: Instruction[];
  copies: Copy[];
  runs: string[];
};

/** Instructions in order: comments and blank lines dropped, continued lines joined. */
export function instructions(dockerfile: string): Instruction[] {
  const result: Instruction[] = [];
  let pending = "";
  for (const line of dockerfile.split(/\r?\n/)) {
    if (!pending && /^\s*(#|$)/.test(line)) continue;
    if (/^\s*#/.test(line)) continue;
    if (/\\\s*$/.test(line)) {
      pending += `${line.replace(/\\\s*$/, "")} `;
      continue;
    }
    const whole = `${pending}${line}`.trim();
    pending = "";
    const match = /^(\S+)\s*(.*)$/s.exec(whole)!;
    result.push({ keyword: match[1]!.toUpperCase(), args: match[2]!.replace(/\s+/g, " ").trim() });
  }
  return result;
}

/** `--flag=value` options first, then JSON (exec form) or whitespace-separated words. */
function words(args: string): { flags: Record<string, string>; rest: string[] } {
  const flags: Record<string, string> = {};
  let text = args;
  for (let match = /^--([\w-]+)(?:=(\S+))?\s*/.exec(text); match; match = /^--([\w-]+)(?:=(\S+))?\s*/.exec(text)) {
    flags[match[1]!] = match[2] ?? "true";
    text = text.slice(match[0].length);
  }
  return { flags, rest: text.startsWith("[") ? (JSON.parse(text) as string[]) : text.split(" ").filter(Boolean) };
}

function substitute(value: string, vars: Record<string, string>) {
  return value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, braced, bare) => vars[braced ?? bare] ?? "");
}

/** ENV in either form: `A=1 B="two"` or the legacy `A 1`. */
function envPairs(args: string): [string, string][] {
  if (!/^\w+=/.test(args)) {
    const [name, ...value] = args.split(" ");
    return [[name!, value.join(" ")]];
  }
  return [...args.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S*)/g)].map(([, name, value]) => [
    name!,
    value!.startsWith('"') ? (JSON.parse(value!) as string) : value!,
  ]);
}

export function parseStages(dockerfile: string): Stage[] {
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const instruction of instructions(dockerfile)) {
    const stage = stages.at(-1);
    const { keyword, args } = instruction;
    if (keyword === "FROM") {
      const [image, as, name] = args.split(" ");
      const base = substitute(image!, globalArgs);
      const parent = stages.find((s) => s.name === base);
      stages.push({
        name: as?.toUpperCase() === "AS" ? name! : String(stages.length),
        base,
        workdir: parent?.workdir ?? "/",
        env: { ...parent?.env },
        instructions: [],
        copies: [],
        runs: [],
      });
      continue;
    }
    if (!stage) {
      if (keyword === "ARG") {
        const [name, value = ""] = args.split("=");
        globalArgs[name!] = value;
      }
      continue;
    }
    stage.instructions.push(instruction);
    if (keyword === "WORKDIR") stage.workdir = path.posix.resolve(stage.workdir, substitute(args, stage.env));
    if (keyword === "ENV") for (const [name, value] of envPairs(args)) stage.env[name] = value;
    if (keyword === "RUN") stage.runs.push(words(args).rest.join(" "));
    if (keyword === "COPY" || keyword === "ADD") {
      const { flags, rest } = words(args);
      const dest = rest.at(-1)!;
      stage.copies.push({
        from: flags.from ?? null,
        sources: rest.slice(0, -1),
        dest: path.posix.resolve(stage.workdir, dest) + (dest.endsWith("/") || dest === "." ? "/" : ""),
      });
    }
  }
  return stages;
}

/** The exec-form arguments of CMD, or of HEALTHCHECK's CMD. */
export function execForm(stage: Stage, keyword: "CMD" | "HEALTHCHECK"): string[] {
  const instruction = stage.instructions.findLast((i) => i.keyword === keyword);
  if (!instruction) throw new Error(`the ${stage.name} stage has no ${keyword}`);
  const args = keyword === "HEALTHCHECK" ? instruction.args.replace(/^(--\S+\s+)*CMD\s+/, "") : instruction.args;
  if (!args.startsWith("[")) throw new Error(`${keyword} should use the exec form (a JSON array): ${args}`);
  return JSON.parse(args) as string[];
}

/** Docker's .dockerignore rules: a path is left out when the last pattern matching it or a parent folder is not a `!` exception. */
export function dockerIgnored(contextDir: string): (file: string) => boolean {
  const file = path.join(contextDir, ".dockerignore");
  const patterns = existsSync(file)
    ? readFileSync(file, "utf8")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith("#"))
        .map((line) => ({
          exclude: !line.startsWith("!"),
          glob: path.posix.normalize(line.replace(/^!/, "").replace(/^\/+/, "")),
        }))
    : [];
  return (relative) => {
    const parts = path.posix.normalize(relative).split("/");
    const candidates = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
    let ignored = false;
    for (const { exclude, glob } of patterns)
      if (candidates.some((candidate) => path.posix.matchesGlob(candidate, glob))) ignored = exclude;
    return ignored;
  };
}

const BUILD_COMMAND = "npm run build";
const INSTALL = /^npm (ci|install)\b/;

/**
 * Where the files of a build stage can be found on this machine:
 * - a stage that copies the whole context and runs `npm run build` holds this working tree
 *   after `npm run build` (which the tests run first);
 * - a stage that only copies files from the context and installs dependencies is reproduced in a
 *   scratch folder: the files it copies, and this checkout's packages pruned by npm to what the
 *   install keeps (`--offline`).
 * Any other stage cannot be reproduced here, and says so.
 */
function stageRoot(stage: Stage, contextDir: string, scratch: string, log: string[]): string {
  if (stage.runs.includes(BUILD_COMMAND)) {
    const copiesContext = stage.copies.some(
      (copy) => !copy.from && copy.sources.join() === "." && copy.dest.replace(/\/$/, "") === stage.workdir,
    );
    if (!copiesContext) throw new Error(`the ${stage.name} stage runs the build without copying the context`);
    if (!existsSync(path.join(contextDir, "build/server/server.js"))) throw new Error("run `npm run build` first");
    return contextDir;
  }
  if (stage.runs.length === 0 || !stage.runs.every((run) => INSTALL.test(run)))
    throw new Error(`cannot reproduce the ${stage.name} stage without a container engine: ${stage.runs.join("; ")}`);
  const root = mkdtempSync(path.join(scratch, `${stage.name}-`));
  for (const copy of stage.copies) copyFromContext(copy, stage.workdir, root, contextDir);
  // The install's result, reached from this checkout's own: its packages hard-linked (copied where
  // the scratch folder is on another disk), Vite's cache left out, then npm prunes them to the lock
  // file's tree under the install's own options (`--omit=dev`), adding anything missing from the
  // npm cache. The same packages as a fresh install, in a fifth of the time. The scratch folder
  // stays outside the checkout, so Node cannot fall back on the checkout's own node_modules.
  const installed = path.join(contextDir, "node_modules");
  const linked = spawnSync("cp", ["-al", installed, path.join(root, "node_modules")]);
  if (linked.status !== 0) execFileSync("cp", ["-a", installed, path.join(root, "node_modules")]);
  rmSync(path.join(root, "node_modules", ".vite"), { recursive: true, force: true });
  for (const run of stage.runs) {
    const args = ["prune", ...run.split(" ").slice(2), "--offline", "--no-audit", "--no-fund"];
    const started = Date.now();
    execFileSync("npm", args, { cwd: root, stdio: "pipe" });
    log.push(`${stage.name}: npm ${args.join(" ")} (${Date.now() - started} ms)`);
  }
  return root;
}

function targetPath(dest: string, source: string, sourceCount: number, workdir: string, root: string) {
  const into = dest.endsWith("/") || sourceCount > 1;
  const inImage = into && !statSync(source).isDirectory() ? path.posix.join(dest, path.basename(source)) : dest;
  const relative = path.posix.relative(workdir, inImage.replace(/\/$/, "") || "/");
  if (relative.startsWith("..")) throw new Error(`COPY to ${dest} lands outside the working folder ${workdir}`);
  return path.join(root, relative);
}

function copyFromContext(copy: Copy, workdir: string, root: string, contextDir: string) {
  const ignored = dockerIgnored(contextDir);
  for (const source of copy.sources) {
    const relative = path.posix.normalize(source);
    const local = path.join(contextDir, relative);
    if (relative !== "." && ignored(relative))
      throw new Error(`COPY ${source}: left out of the build context by .dockerignore`);
    if (!existsSync(local)) throw new Error(`COPY ${source}: not in the build context`);
    const target = targetPath(copy.dest, local, copy.sources.length, workdir, root);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(local, target, { recursive: true });
  }
}

export type Materialised = {
  /** The runtime stage's working folder, laid out as the image would hold it. */
  root: string;
  runtime: Stage;
  /** Removes the folder. */
  dispose(): void;
};

/**
 * Lays out final (runtime) stages of Dockerfiles in fresh temporary folders: each of the stage's COPY
 * instructions, from the context or from an earlier stage, and nothing else. The runtime stage's own
 * base (a Node image) is this machine's Node. Stages replayed here (dependency installs) are kept for
 * the builder's lifetime and hard-linked into each layout, so a second layout costs no install.
 */
export function imageBuilder(contextDir: string) {
  const scratch = mkdtempSync(path.join(tmpdir(), "lumen-image-"));
  const replayed = new Map<string, string>();
  /** What was run to reproduce build stages, with timings. */
  const log: string[] = [];

  function materialise(dockerfile: string): Materialised {
    const stages = parseStages(dockerfile);
    const runtime = stages.at(-1)!;
    const root = mkdtempSync(path.join(scratch, "app-"));
    for (const copy of runtime.copies) {
      if (!copy.from) {
        copyFromContext(copy, runtime.workdir, root, contextDir);
        continue;
      }
      const stage = stages.find((s) => s.name === copy.from);
      if (!stage) throw new Error(`COPY --from=${copy.from}: no such stage`);
      const key = JSON.stringify([stage.workdir, stage.copies, stage.runs]);
      const stageDir = replayed.get(key) ?? stageRoot(stage, contextDir, scratch, log);
      if (stageDir !== contextDir) replayed.set(key, stageDir);
      for (const source of copy.sources) {
        const inStage = path.posix.resolve(stage.workdir, source);
        const relative = path.posix.relative(stage.workdir, inStage);
        if (relative.startsWith("..")) throw new Error(`COPY --from=${copy.from} ${source}: outside ${stage.workdir}`);
        const local = path.join(stageDir, relative);
        if (!existsSync(local)) throw new Error(`COPY --from=${copy.from} ${source}: the stage does not make it`);
        const target = targetPath(copy.dest, local, copy.sources.length, runtime.workdir, root);
        mkdirSync(path.dirname(target), { recursive: true });
        if (stageDir === contextDir) cpSync(local, target, { recursive: true });
        else execFileSync("cp", ["-al", local, target]);
      }
    }
    return { root, runtime, dispose: () => rmSync(root, { recursive: true, force: true }) };
  }

  return { materialise, log, dispose: () => rmSync(scratch, { recursive: true, force: true }) };
}
