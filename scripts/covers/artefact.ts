// A case study's artefact (ADR 101), drawn when it has no routes to map: words its own text says as its steps
// in order, a pair side by side, or its figures set large, in the route map's frame and its two cuts.
import type * as fontkit from "fontkit";
import { clientTheme } from "~/content/case-studies/palette";
import type { Artefact } from "~/content/case-studies/schema";
import { MAP_SIZE, type Palette } from "~/content/cover.schema";
import { hairline, letters, rect } from "./art";
import { type MapVariant, mapDocument } from "./route-map";
import { displayFont, type Face, setLine, sizeToCapHeight, sizeToWidth } from "./type";

/** How much larger the narrow cut sets its type, so it reads at about 350 px wide. */
const SCALE: Record<MapVariant, number> = { wide: 1, narrow: 1.7 };
const PAD = 72;
const { width, height } = MAP_SIZE;

type Ink = { type: string; rule: string };
type Text = { font: fontkit.Font; size: number };

/**
 * Words broken into lines no wider than `width`, each line's outlines at (x, baseline), left, centred or
 * right. The lines are balanced: the narrowest measure that keeps their number, so none is a lone word.
 */
export function paragraph({ font, size }: Text, words: string, x: number, top: number, width: number, align = 0) {
  const breakAt = (measure: number) => {
    const lines: string[] = [];
    for (const word of words.split(" ")) {
      const last = lines.at(-1);
      const joined = last === undefined ? word : `${last} ${word}`;
      const set = setLine(font, joined, size, -0.01);
      if (last !== undefined && set.right - set.left > measure) lines.push(word);
      else lines[lines.length ? lines.length - 1 : 0] = joined;
    }
    return lines;
  };
  let lines = breakAt(width);
  let [narrow, wide] = [0, width];
  while (lines.length > 1 && wide - narrow > 2) {
    const mid = (narrow + wide) / 2;
    if (breakAt(mid).length === lines.length) wide = mid;
    else narrow = mid;
  }
  lines = breakAt(wide);
  const leading = size * 1.12;
  const cap = (size * font.capHeight) / font.unitsPerEm;
  const paths = lines.map((line, i) => {
    const set = setLine(font, line, size, -0.01);
    return set.at(x + (width - (set.right - set.left)) * align - set.left, top + cap + i * leading);
  });
  return { d: paths.join(""), bottom: top + cap + (lines.length - 1) * leading, lines };
}

/**
 * Steps in order. Wide: the numbers large along the top, the steps standing on one rule along the
 * foot, run on from each to the next so they read as one sequence. Narrow: one beneath another.
 */
function sequence(artefact: Artefact, ink: Ink, label: Text, note: Text, numeral: Text, top: number, wide: boolean) {
  const count = artefact.items.length;
  const gap = 48;
  const column = wide ? (width - 2 * PAD - (count - 1) * gap) / count : width - 2 * PAD - numeral.size * 1.5;
  // Wide, the step numbers fill their columns, so the frame's height holds them and not an empty band.
  const index = wide ? { ...numeral, size: Math.min(numeral.size, column / 0.95) } : numeral;
  const indexCap = (index.size * index.font.capHeight) / index.font.unitsPerEm;
  const row = (height - top - PAD) / count;
  const steps = artefact.items.map((item, i) => {
    const x = wide ? PAD + i * (column + gap) : PAD + index.size * 1.5;
    const y = wide ? 0 : top + i * row + 24;
    const set = paragraph(label, item.label, x, y, column);
    const words = item.note ? paragraph(note, item.note, x, set.bottom + note.size * 0.9, column) : null;
    return { x, y, d: set.d + (words?.d ?? ""), bottom: words?.bottom ?? set.bottom };
  });
  // The steps' foot on the frame's margin, wide; their tallest sets where the rule runs.
  const drop = wide ? height - PAD - Math.max(...steps.map((step) => step.bottom)) : 0;
  const out: string[] = [];
  const figures: string[] = [];
  steps.forEach(({ x, y }, i) => {
    const number = setLine(index.font, String(i + 1).padStart(2, "0"), index.size, -0.02);
    figures.push(number.at((wide ? x : PAD) - number.left, (wide ? top + 24 : y) + indexCap));
    if (wide) out.push(rect(x, drop - 40, i < count - 1 ? column + gap : column, 4, ink.rule));
    else if (i > 0) out.push(hairline(PAD, y - 24, width - PAD, y - 24, ink.rule, 3));
  });
  const words = `<g transform="translate(0 ${drop.toFixed(1)})">${letters(steps.map((step) => step.d).join(""), ink.type)}</g>`;
  return [...out, letters(figures.join(""), ink.rule), words];
}

/** Two cards side by side, each in a double frame, its label centred: a pair of invitations. */
function pair(artefact: Artefact, ink: Ink, label: Text, note: Text, top: number) {
  const gap = 40;
  const cardWidth = (width - 2 * PAD - gap) / 2;
  const cardHeight = height - top - PAD;
  const out: string[] = [];
  const paths: string[] = [];
  // One size for the pair, from the longer name, so the two read as one set.
  const size = Math.min(
    label.size,
    ...artefact.items.map((item) => sizeToWidth(label.font, item.label, cardWidth - 120, -0.01)),
  );
  artefact.items.forEach((item, i) => {
    const x = PAD + i * (cardWidth + gap);
    const frame = `stroke="${ink.rule}"`;
    out.push(rect(x, top, cardWidth, cardHeight, "none", `${frame} stroke-width="4"`));
    out.push(rect(x + 16, top + 16, cardWidth - 32, cardHeight - 32, "none", `${frame} stroke-width="1.5"`));
    const inner = cardWidth - 120;
    const cap = (size * label.font.capHeight) / label.font.unitsPerEm;
    const set = setLine(label.font, item.label, size, -0.01);
    const baseline = top + cardHeight * 0.52;
    paths.push(set.at(x + (cardWidth - (set.right - set.left)) / 2 - set.left, baseline));
    out.push(rect(x + cardWidth / 2 - 36, baseline - cap - 48, 72, 4, ink.rule));
    if (item.note) paths.push(paragraph(note, item.note, x + 60, baseline + note.size * 1.4, inner, 0.5).d);
  });
  return [...out, letters(paths.join(""), ink.type)];
}

/** The study's figures set large, one to a row, each with what it counts beside it on its baseline. */
function figures(artefact: Artefact, ink: Ink, label: Text, note: Text, top: number) {
  const row = (height - top - PAD) / artefact.items.length;
  const figureWidth = (width - 2 * PAD) * 0.6;
  const fit = Math.min(
    sizeToCapHeight(label.font, row * 0.62),
    ...artefact.items.map((item) => sizeToWidth(label.font, item.label, figureWidth, -0.03)),
  );
  const out: string[] = [];
  const paths: string[] = [];
  const noteX = PAD + figureWidth + 48;
  artefact.items.forEach((item, i) => {
    const baseline = top + (i + 1) * row - row * 0.2;
    const set = setLine(label.font, item.label, fit, -0.03);
    paths.push(set.at(PAD - set.left, baseline));
    if (i > 0) out.push(hairline(PAD, top + i * row, width - PAD, top + i * row, ink.rule, 3));
    if (item.note) {
      const words = paragraph(note, item.note, noteX, 0, width - PAD - noteX);
      paths.push(paragraph(note, item.note, noteX, baseline - words.bottom, width - PAD - noteX).d);
    }
  });
  return [rect(PAD, top + row * 0.08, 96, 8, ink.rule), ...out, letters(paths.join(""), ink.type)];
}

/** The SVG of a study's artefact, in one of its two cuts, on its client's field. */
export async function artefactSvg(artefact: Artefact, palette: Palette, face: Face, variant: MapVariant) {
  const scale = SCALE[variant];
  const wide = variant === "wide";
  const theme = clientTheme(palette);
  const ink = { type: theme.onField, rule: theme.fieldRule };
  const [heading, body, strong] = await Promise.all([
    displayFont({ wght: 600, wdth: 100 }),
    displayFont({ wght: 440, wdth: 100 }),
    displayFont({ wght: 640, wdth: face === "serif" ? 100 : 85 }, face),
  ]);
  const titleSize = 28 * scale;
  const title = paragraph({ font: heading, size: titleSize }, artefact.title, PAD, PAD, width - 2 * PAD);
  const top = title.bottom + 40;
  const note = { font: body, size: 24 * scale };
  const label = { font: strong, size: (artefact.kind === "pair" ? 96 : wide ? 58 : 44) * scale };
  const index = { font: strong, size: wide ? 300 : 80 };
  const drawn =
    artefact.kind === "sequence"
      ? sequence(artefact, ink, label, note, index, top + 20, wide)
      : artefact.kind === "pair"
        ? pair(artefact, ink, label, note, top + 20)
        : figures(artefact, ink, label, { ...note, size: note.size * 1.3 }, top);
  return mapDocument(artefact.alt, [
    rect(0, 0, width, height, theme.field),
    letters(title.d, ink.type),
    hairline(PAD, title.bottom + 22, width - PAD, title.bottom + 22, ink.rule, 2),
    ...drawn,
  ]);
}
