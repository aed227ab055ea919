// `npm run fonts` (the first step of `npm run build` and `npm run dev`): the fonts and their
// @font-face rules (faces.css, which app.css imports) into app/generated/fonts.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { buildFonts, charactersIn, FACES_STYLESHEET, fontFaceCss, subsetText } from "./build.ts";

const started = performance.now();
const outDir = path.resolve("app/generated/fonts");
const { reused, files } = await buildFonts({
  outDir,
  modulesDir: path.resolve("node_modules"),
  text: subsetText(await charactersIn(path.resolve("app"), path.resolve("content"))),
});
await writeFile(path.join(outDir, FACES_STYLESHEET), fontFaceCss());
const sizes = files.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join(", ");
console.log(`Fonts: ${reused ? "reused" : "generated"} (${sizes}) in ${Math.round(performance.now() - started)} ms`);
