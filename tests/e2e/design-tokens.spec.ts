import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { workingCopy } from "../../scripts/lib/project-copy";
import { expect, test } from "./support/fixtures";

/*
 * The design tokens are the one place a colour is set (ADR 069): a copy of the project with a new
 * accent builds a site whose stylesheet, favicon, social cards, showreel posters and emails carry the
 * new colour, and in which the old one appears nowhere.
 */

const OLD = "#ff5a36";
const NEW = "#1fa37a";

/** Every file below `dir`, as paths relative to it. */
const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

const TEXT = /\.(css|js|html|svg|json|webmanifest|xml|txt|data)$/;

test("a new accent in the tokens changes every picture and stylesheet, and leaves no trace of the old one", async () => {
  test.setTimeout(420_000);
  const copy = await workingCopy();
  try {
    const tokensFile = path.join(copy.root, "app/config/tokens.ts");
    const tokens = readFileSync(tokensFile, "utf8");
    expect(tokens).toContain(`ember: "${OLD}"`);
    writeFileSync(tokensFile, tokens.replace(`ember: "${OLD}"`, `ember: "${NEW}"`));

    const build = spawnSync("npm", ["run", "build"], {
      cwd: copy.root,
      encoding: "utf8",
      env: { ...process.env, CI: "" },
      timeout: 400_000,
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);

    const built = path.join(copy.root, "build");
    const texts = filesBelow(built).filter((file) => TEXT.test(file));
    const stylesheets = texts.filter((file) => /^client\/assets\/.*\.css$/.test(file));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) expect(readFileSync(path.join(built, file), "utf8").toLowerCase()).toContain(NEW);
    expect(readFileSync(path.join(built, "client/favicon.svg"), "utf8")).toContain(NEW);
    // The enquiry email is built into the server; its colours are the ink and muted tokens, unchanged here.
    const withOld = texts.filter((file) => readFileSync(path.join(built, file), "utf8").toLowerCase().includes(OLD));
    expect(withOld).toEqual([]);

    // Pictures: the site's default social card and the showreel's posters are drawn again.
    const card = "client/og/default.png";
    expect(readFileSync(path.join(built, card)).equals(readFileSync(path.join("build", card)))).toBe(false);
    const posters = (root: string) =>
      JSON.stringify(JSON.parse(readFileSync(path.join(root, "app/generated/cover-manifest.json"), "utf8")).posters);
    expect(posters(copy.root)).not.toEqual(posters("."));
  } finally {
    await copy.remove();
  }
});
