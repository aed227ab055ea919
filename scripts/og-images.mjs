// Social cards: one 1200×630 PNG per prerendered page, its title (as outlines, so the renderer needs no
// installed fonts) over its cover, or the brand's own light. Cached by what they draw.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import sharp from "sharp";
import { importAppModule } from "./lib/app-modules.mjs";

const WIDTH = 1200;
const HEIGHT = 630;
const cacheDir = ".cache/og";
const { colors } = await importAppModule("app/config/tokens.ts");
const { ink, paper, ember } = colors;
// fontkit cannot instance a WOFF2 file's variations: the default instances are given weight by a stroke.
const display = fontkit.openSync(
  "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
);
const body = fontkit.openSync("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** Text as SVG outlines from (x, 0), wrapped to `maxWidth`, and how many lines it took. */
function textPaths(font, text, { size, maxWidth = 1000, lineHeight, x = 80, tracking }) {
  const scale = size / font.unitsPerEm;
  const width = (s) => font.layout(s).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth * scale + tracking, 0);
  const lines = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = lines.length ? `${lines.at(-1)} ${word}` : word;
    if (lines.length && width(candidate) > maxWidth) lines.push(word);
    else lines[Math.max(0, lines.length - 1)] = candidate;
  }
  const paths = lines.map((content, index) => {
    const run = font.layout(content);
    let cursor = x;
    return run.glyphs
      .map((glyph, i) => {
        const d = glyph.path
          .scale(scale, -scale)
          .translate(cursor, index * lineHeight)
          .toSVG();
        cursor += run.positions[i].xAdvance * scale + tracking;
        return d ? `<path d="${d}"/>` : "";
      })
      .join("");
  });
  return { svg: paths.join(""), lines: lines.length };
}

function cardSvg(title, eyebrow) {
  const titleSize = title.length > 60 ? 58 : title.length > 36 ? 68 : 80;
  const lineHeight = titleSize * 1.05;
  const heading = textPaths(display, title, { size: titleSize, lineHeight, tracking: -titleSize * 0.025 });
  const headingTop = HEIGHT - 120 - (heading.lines - 1) * titleSize * 1.05;
  const label = textPaths(body, eyebrow.toUpperCase(), { size: 22, lineHeight: 26, tracking: 3 });
  const name = textPaths(display, "Lumen & Lark", { size: 34, maxWidth: 600, lineHeight: 40, x: 126, tracking: -0.8 });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${ink}" stop-opacity="0.15"/>
      <stop offset="0.45" stop-color="${ink}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${ink}" stop-opacity="0.92"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
  <circle cx="96" cy="82" r="13" fill="${ember}"/>
  <circle cx="96" cy="82" r="19" fill="none" stroke="${ember}" stroke-opacity="0.45" stroke-width="2"/>
  <g fill="${paper}" stroke="${paper}" stroke-width="0.9" transform="translate(0 94)">${name.svg}</g>
  <g fill="${ember}" stroke="${ember}" stroke-width="0.5" transform="translate(0 ${headingTop - titleSize * 0.95 - 26})">${label.svg}</g>
  <g fill="${paper}" stroke="${paper}" stroke-width="${(titleSize / 40).toFixed(2)}" stroke-linejoin="round" transform="translate(0 ${headingTop})">${heading.svg}</g>
</svg>`;
}

const brandBackground = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><radialGradient id="sun" cx="0.82" cy="0.05" r="0.75">
    <stop offset="0" stop-color="${ember}"/><stop offset="0.45" stop-color="${colors["ember-deep"]}" stop-opacity="0.75"/><stop offset="1" stop-color="${ink}" stop-opacity="0"/>
  </radialGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${ink}"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sun)"/>
  <circle cx="980" cy="120" r="210" fill="none" stroke="${paper}" stroke-opacity="0.12"/>
  <circle cx="980" cy="120" r="120" fill="none" stroke="${paper}" stroke-opacity="0.12"/>
</svg>`);

/** Writes `image` in `dir`, a card with this title, eyebrow and cover (if any); true when drawn, not cached. */
export async function socialCard(dir, { title, eyebrow, cover, image }) {
  const background = cover ? readFileSync(path.join(dir, cover)) : brandBackground;
  const outFile = path.join(dir, image);
  const overlay = cardSvg(title, eyebrow);
  const key = createHash("sha256").update(overlay).update(background).digest("hex").slice(0, 16);
  const cached = path.join(cacheDir, `${key}.png`);
  const drawn = !existsSync(cached);
  if (drawn) {
    mkdirSync(cacheDir, { recursive: true });
    await sharp(background)
      .resize(WIDTH, HEIGHT, { fit: "cover" })
      .composite([{ input: Buffer.from(overlay) }])
      .png({ compressionLevel: 9, palette: false })
      .toFile(cached);
  }
  mkdirSync(path.dirname(outFile), { recursive: true });
  copyFileSync(cached, outFile);
  return drawn;
}
