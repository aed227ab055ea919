/**
 * `npm run fonts` (and the first step of `npm run build` and `npm run dev`): cuts the self-hosted
 * fonts down to the weights and characters the site uses, into app/generated/fonts, with the
 * @font-face rules for them (faces.css), which the stylesheet imports.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buildFonts, charactersIn, FACES_STYLESHEET, fontFaceCss, subsetText } from "./build.ts";

const root = process.cwd();
const started = performance.now();
const outDir = path.join(root, "app/generated/fonts");
const { reused, files } = await buildFonts({
  outDir,
  modulesDir: path.join(root, "node_modules"),
  text: subsetText(await charactersIn(path.join(root, "app"), path.join(root, "content"))),
});
// The @font-face rules for the files, which app.css imports.
await writeFile(path.join(outDir, FACES_STYLESHEET), fontFaceCss());
const sizes = files.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join(", ");
console.log(`Fonts: ${reused ? "reused" : "generated"} (${sizes}) in ${Math.round(performance.now() - started)} ms`);
