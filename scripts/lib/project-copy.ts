import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
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
