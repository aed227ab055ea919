import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { importAppModule } from "./app-modules.mjs";

/** A copy of the project, its app linked and its content copied for `edit` to change, for a test. */
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
