/**
 * `npm run fonts` (and the first step of `npm run build` and `npm run dev`): cuts the self-hosted
 * fonts down to the weights and characters the site uses, into app/generated/fonts, where the
 * stylesheet picks them up.
 */
import path from "node:path";
import { buildFonts, charactersIn, subsetText } from "./build.ts";

const root = process.cwd();
const started = performance.now();
const { reused, files } = await buildFonts({
  outDir: path.join(root, "app/generated/fonts"),
  modulesDir: path.join(root, "node_modules"),
  text: subsetText(await charactersIn(path.join(root, "app"))),
});
const sizes = files.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join(", ");
console.log(`Fonts: ${reused ? "reused" : "generated"} (${sizes}) in ${Math.round(performance.now() - started)} ms`);
