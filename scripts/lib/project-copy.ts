import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importAppModule } from "./app-modules.mjs";

/**
 * A copy of the project for a test that changes its content: the app's code is linked, the content
 * folder is copied, and `edit` changes the copy. Its modules are imported as the build would see them.
 */
export async function projectCopy(edit: (content: string) => Promise<void>) {
  const root = await mkdtemp(path.join(tmpdir(), "project-copy-"));
  await symlink(path.resolve("app"), path.join(root, "app"));
  await cp("content", path.join(root, "content"), { recursive: true });
  await edit(path.join(root, "content"));
  return {
    root,
    import: <Module>(modulePath: string) => importAppModule(modulePath, root) as Promise<Module>,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/** What a working copy leaves out: history, installed tools and everything a build or test writes. */
const NOT_COPIED = new Set([
  ".git",
  ".cache",
  ".tools",
  "build",
  "data",
  "node_modules",
  "test-results",
  ".react-router",
]);

/**
 * A whole working copy of the project, in which the development server can run and the editor can
 * write: every file is copied, and the installed packages are hard-linked (so Vite, which follows
 * links to their real place, finds them inside the copy). It lives under .cache, on the same disk
 * as node_modules, which hard links need.
 */
export async function workingCopy() {
  await mkdir(".cache", { recursive: true });
  const root = await mkdtemp(path.resolve(".cache", "working-copy-"));
  for (const entry of await readdir(".")) {
    if (!NOT_COPIED.has(entry)) await cp(entry, path.join(root, entry), { recursive: true });
  }
  const linked = spawnSync("cp", ["-al", "node_modules", path.join(root, "node_modules")], { encoding: "utf8" });
  if (linked.status !== 0) throw new Error(`could not link node_modules into the working copy: ${linked.stderr}`);
  await rm(path.join(root, "node_modules", ".vite"), { recursive: true, force: true });
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
