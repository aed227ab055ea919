/**
 * Abstract cover art, drawn as SVG from an item's palette and motif and then
 * rasterised by the pipeline. Every random choice comes from a PRNG seeded by
 * the item's key, so the same item always gets the same picture.
 */
import sharp from "sharp";
import type { CoverMotif, Palette } from "~/content/schema";

export const ART_WIDTH = 1600;
export const ART_HEIGHT = 1000;

type Random = () => number;

/** FNV-1a: a small, stable string hash for seeding. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: fast, tiny and good enough for composition. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);

type Draw = { palette: Palette; random: Random; defs: string[] };

function meshBlob(draw: Draw, id: string, colour: string, cx: number, cy: number, r: number, opacity: number) {
  draw.defs.push(
    `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
      `<stop offset="0.55" stop-color="${colour}" stop-opacity="${n(opacity * 0.45)}"/>` +
      `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
  );
  return `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#${id})"/>`;
}

/** The soft field of colour every cover sits on. */
function mesh(draw: Draw) {
  const { palette, random } = draw;
  const [ground, mid, accent, light] = palette;
  const w = ART_WIDTH;
  const h = ART_HEIGHT;
  return [
    `<rect width="${w}" height="${h}" fill="${ground}"/>`,
    meshBlob(draw, "m1", mid, between(random, 0, w * 0.45), between(random, 0, h), between(random, 900, 1200), 0.95),
    meshBlob(
      draw,
      "m2",
      accent,
      between(random, w * 0.55, w),
      between(random, 0, h * 0.6),
      between(random, 650, 850),
      0.8,
    ),
    meshBlob(
      draw,
      "m3",
      light,
      between(random, w * 0.3, w * 0.8),
      between(random, h * 0.5, h),
      between(random, 380, 520),
      0.35,
    ),
    meshBlob(draw, "m4", mid, between(random, w * 0.6, w), between(random, h * 0.6, h), between(random, 500, 700), 0.6),
  ].join("");
}

function circle(cx: number, cy: number, r: number, attrs: string) {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
}

/** Two overlapping circles and the lens they share: a match. */
function pair({ palette: [, , accent, light], random, defs }: Draw) {
  const r = between(random, 270, 320);
  const cy = between(random, 470, 540);
  const ax = between(random, 760, 840);
  const bx = ax + r * 1.05;
  defs.push(`<clipPath id="lens">${circle(ax, cy, r, "")}</clipPath>`);
  return [
    circle(ax, cy, r, `fill="${accent}" fill-opacity="0.88"`),
    circle(bx, cy, r, `fill="none" stroke="${light}" stroke-width="3" stroke-opacity="0.85"`),
    `<g clip-path="url(#lens)">${circle(bx, cy, r, `fill="${light}" fill-opacity="0.9"`)}</g>`,
    circle(bx, cy, r + 46, `fill="none" stroke="${light}" stroke-width="1.5" stroke-opacity="0.3"`),
  ].join("");
}

/** A tilted dot-grid page with a rising line plotted across it. */
function dotGrid({ palette: [, , accent, light], random }: Draw) {
  const x = 560;
  const y = 120;
  const pageW = 860;
  const pageH = 760;
  const gap = 40;
  const dots: string[] = [];
  for (let px = x + gap; px < x + pageW; px += gap) {
    for (let py = y + gap; py < y + pageH; py += gap)
      dots.push(circle(px, py, 3, `fill="${light}" fill-opacity="0.5"`));
  }
  const points: Array<[number, number]> = [];
  let row = 17;
  for (let col = 2; col <= 19; col += 1) {
    points.push([x + col * gap, y + row * gap]);
    row = Math.max(3, row - Math.round(between(random, -0.3, 1.8)));
  }
  const [endX, endY] = points[points.length - 1]!;
  return (
    `<g transform="rotate(-7 ${x + pageW / 2} ${y + pageH / 2})">` +
    `<rect x="${x}" y="${y}" width="${pageW}" height="${pageH}" rx="24" fill="${light}" fill-opacity="0.1" stroke="${light}" stroke-opacity="0.35" stroke-width="1.5"/>` +
    dots.join("") +
    `<polyline points="${points.map(([px, py]) => `${px},${py}`).join(" ")}" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    circle(endX, endY, 18, `fill="${accent}"`) +
    circle(endX, endY, 36, `fill="none" stroke="${accent}" stroke-opacity="0.6" stroke-width="3"`) +
    "</g>"
  );
}

/** Overlapping panes of glass in front of a low sun. */
function panes({ palette: [, , accent, light], random, defs }: Draw) {
  defs.push(
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0.42"/><stop offset="0.6" stop-color="${light}" stop-opacity="0.08"/><stop offset="1" stop-color="${light}" stop-opacity="0.2"/></linearGradient>`,
  );
  const sun = circle(between(random, 980, 1100), 560, 190, `fill="${accent}" fill-opacity="0.9"`);
  const horizon = `<line x1="0" y1="700" x2="${ART_WIDTH}" y2="700" stroke="${light}" stroke-opacity="0.45" stroke-width="2"/>`;
  const glass = [0, 1, 2, 3]
    .map((i) => {
      const px = 560 + i * 170 + between(random, -20, 20);
      const py = 170 + i * 40;
      return `<rect x="${n(px)}" y="${n(py)}" width="360" height="620" rx="6" fill="url(#glass)" stroke="${light}" stroke-opacity="0.6" stroke-width="1.5" transform="skewY(-6)"/>`;
    })
    .join("");
  return sun + horizon + glass;
}

/** Streams of bubbles fanning up through a golden light, growing as they climb. */
function bubbles({ palette: [, , accent, light], random }: Draw) {
  const out: string[] = [
    circle(between(random, 1020, 1100), between(random, 430, 490), 290, `fill="${accent}" fill-opacity="0.72"`),
  ];
  const originX = between(random, 1040, 1100);
  for (const drift of [-300, -110, 90, 280]) {
    const phase = random() * Math.PI * 2;
    const sway = between(random, 30, 60);
    for (let i = 0; i < 16; i++) {
      const t = i / 15;
      const y = 990 - t * 900;
      const x = originX + drift * t + Math.sin(t * 6 + phase) * sway * t;
      const r = 3 + t * t * 26 + random() * 3;
      out.push(
        circle(
          x,
          y,
          r,
          `fill="${light}" fill-opacity="${n(0.06 + t * 0.14)}" stroke="${light}" stroke-opacity="${n(0.4 + t * 0.45)}" stroke-width="2"`,
        ),
      );
    }
  }
  return out.join("");
}

/** A band of code bars crossed by a scan line. */
function barcode({ palette: [, , accent, light], random }: Draw) {
  const out: string[] = [];
  let x = 560;
  while (x < 1420) {
    const w = [6, 10, 16, 26][Math.floor(random() * 4)]!;
    if (random() > 0.28)
      out.push(`<rect x="${n(x)}" y="230" width="${w}" height="540" fill="${light}" fill-opacity="0.82"/>`);
    x += w + [6, 10, 14][Math.floor(random() * 3)]!;
  }
  out.push(`<rect x="520" y="${n(between(random, 430, 560))}" width="940" height="8" rx="4" fill="${accent}"/>`);
  out.push(
    `<rect x="520" y="190" width="940" height="620" rx="18" fill="none" stroke="${light}" stroke-opacity="0.35" stroke-width="2"/>`,
  );
  return out.join("");
}

/** A city grid of chamfered blocks and one delivery route through it. */
function cityBlocks({ palette: [, , accent, light], random }: Draw) {
  const size = 150;
  const street = 34;
  const cut = 34;
  const out: string[] = [];
  for (let gx = 0; gx < 8; gx++) {
    for (let gy = 0; gy < 6; gy++) {
      const x = 300 + gx * (size + street);
      const y = 20 + gy * (size + street);
      const p = [
        [x + cut, y],
        [x + size - cut, y],
        [x + size, y + cut],
        [x + size, y + size - cut],
        [x + size - cut, y + size],
        [x + cut, y + size],
        [x, y + size - cut],
        [x, y + cut],
      ];
      out.push(
        `<polygon points="${p.map(([a, b]) => `${a},${b}`).join(" ")}" fill="${light}" fill-opacity="${n(0.05 + random() * 0.1)}" stroke="${light}" stroke-opacity="0.28" stroke-width="1.5"/>`,
      );
    }
  }
  const lane = (i: number) => 300 + i * (size + street) - street / 2;
  const row = (i: number) => 20 + i * (size + street) - street / 2;
  const route = [
    [lane(1), row(6)],
    [lane(1), row(4)],
    [lane(3), row(4)],
    [lane(3), row(2)],
    [lane(5 + Math.floor(random() * 2)), row(2)],
    [lane(5 + Math.floor(random() * 2)), row(1)],
  ];
  const [endX, endY] = route[route.length - 1]!;
  out.push(
    `<polyline points="${route.map(([a, b]) => `${n(a!)},${n(b!)}`).join(" ")}" fill="none" stroke="${accent}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  out.push(
    circle(endX!, endY!, 22, `fill="${accent}"`),
    circle(endX!, endY!, 44, `fill="none" stroke="${accent}" stroke-width="3" stroke-opacity="0.6"`),
  );
  return out.join("");
}

/** A sunburst from the lower edge and a bold disc. */
function rays({ palette: [, , accent, light], random }: Draw) {
  const cx = between(random, 700, 820);
  const cy = 1060;
  const out: string[] = [];
  const count = 22;
  for (let i = 0; i < count; i++) {
    if (i % 2) continue;
    const a1 = Math.PI + (i / count) * Math.PI;
    const a2 = Math.PI + ((i + 1) / count) * Math.PI;
    const r = 1500;
    out.push(
      `<polygon points="${n(cx)},${cy} ${n(cx + Math.cos(a1) * r)},${n(cy + Math.sin(a1) * r)} ${n(cx + Math.cos(a2) * r)},${n(cy + Math.sin(a2) * r)}" fill="${light}" fill-opacity="0.09"/>`,
    );
  }
  out.push(circle(cx, cy - 80, 330, `fill="${accent}" fill-opacity="0.92"`));
  out.push(circle(cx, cy - 80, 400, `fill="none" stroke="${light}" stroke-opacity="0.5" stroke-width="2"`));
  return out.join("");
}

/** A sun on the sea's horizon and four dashed routes converging on one point. */
function horizon({ palette: [, , accent, light], random, defs }: Draw) {
  const horizonY = 640;
  defs.push(`<clipPath id="sky"><rect width="${ART_WIDTH}" height="${horizonY}"/></clipPath>`);
  const out: string[] = [];
  out.push(`<g clip-path="url(#sky)">${circle(1080, horizonY + 40, 210, `fill="${accent}" fill-opacity="0.92"`)}</g>`);
  for (let i = 0, y = horizonY; y < ART_HEIGHT; i++, y += 10 + i * 7) {
    out.push(
      `<line x1="0" y1="${y}" x2="${ART_WIDTH}" y2="${y}" stroke="${light}" stroke-opacity="${n(0.55 - i * 0.05)}" stroke-width="2"/>`,
    );
  }
  const target = [1080, 300];
  const starts = [
    [-40, 120],
    [-40, 420],
    [320, -40],
    [760, -40],
  ];
  for (const [sx, sy] of starts) {
    const mx = (sx! + target[0]!) / 2 + between(random, -60, 60);
    const my = Math.min(sy!, target[1]!) - between(random, 80, 160);
    out.push(
      `<path d="M${sx},${sy} Q${n(mx)},${n(my)} ${target[0]},${target[1]}" fill="none" stroke="${light}" stroke-opacity="0.8" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`,
    );
  }
  out.push(
    circle(target[0]!, target[1]!, 12, `fill="${light}"`),
    circle(target[0]!, target[1]!, 30, `fill="none" stroke="${light}" stroke-opacity="0.6" stroke-width="2"`),
  );
  return out.join("");
}

/** A drift of honeycomb cells, a few of them filled. */
function honeycomb({ palette: [, , accent, light], random }: Draw) {
  const r = 70;
  const w = Math.sqrt(3) * r;
  const out: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 10; col++) {
      const cx = 520 + col * w + (row % 2 ? w / 2 : 0);
      const cy = 40 + row * r * 1.5;
      const fade = Math.hypot(cx - 1100, cy - 480) / 620;
      if (fade > 1 || random() < fade * 0.5) continue;
      const points = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        return `${n(cx + Math.cos(a) * (r - 6))},${n(cy + Math.sin(a) * (r - 6))}`;
      }).join(" ");
      const filled = random() < 0.14;
      out.push(
        filled
          ? `<polygon points="${points}" fill="${accent}" fill-opacity="0.92"/>`
          : `<polygon points="${points}" fill="${light}" fill-opacity="${n(0.04 + (1 - fade) * 0.08)}" stroke="${light}" stroke-opacity="${n(0.2 + (1 - fade) * 0.5)}" stroke-width="2"/>`,
      );
    }
  }
  return out.join("");
}

/** Nested arcs bridging two points: money moving between two homes. */
function bridges({ palette: [, , accent, light], random }: Draw) {
  const y = 720;
  const ax = between(random, 440, 520);
  const bx = between(random, 1300, 1380);
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const lift = 140 + i * 70;
    out.push(
      `<path d="M${n(ax)},${y} C${n(ax)},${y - lift * 1.3} ${n(bx)},${y - lift * 1.3} ${n(bx)},${y}" fill="none" stroke="${light}" stroke-opacity="${n(0.85 - i * 0.1)}" stroke-width="${i === 2 ? 6 : 2}"/>`,
    );
  }
  out.push(circle(ax, y, 36, `fill="${accent}"`), circle(bx, y, 36, `fill="${light}"`));
  out.push(`<line x1="300" y1="${y}" x2="1520" y2="${y}" stroke="${light}" stroke-opacity="0.3" stroke-width="2"/>`);
  return out.join("");
}

/** Slim sheets fanned from one point; two stand out as the sub-brands. */
function fan({ palette: [, , accent, light], random }: Draw) {
  const px = 1080;
  const py = 1080;
  const out: string[] = [];
  const count = 11;
  const highlighted = new Set([3 + Math.floor(random() * 2), 7 + Math.floor(random() * 2)]);
  for (let i = 0; i < count; i++) {
    const angle = -55 + (110 / (count - 1)) * i;
    const fill = highlighted.has(i)
      ? `fill="${accent}" fill-opacity="0.95"`
      : `fill="${light}" fill-opacity="${n(0.1 + random() * 0.14)}" stroke="${light}" stroke-opacity="0.45" stroke-width="1.5"`;
    out.push(
      `<rect x="${px - 46}" y="${py - 900}" width="92" height="860" rx="10" ${fill} transform="rotate(${n(angle)} ${px} ${py})"/>`,
    );
  }
  return out.join("");
}

/** Three arched doorways under one sun. */
function arches({ palette: [, , accent, light], random, defs }: Draw) {
  defs.push(
    `<linearGradient id="door" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}" stop-opacity="0.34"/><stop offset="1" stop-color="${light}" stop-opacity="0.04"/></linearGradient>`,
  );
  const out: string[] = [circle(1060, 250, 120 + random() * 30, `fill="${accent}" fill-opacity="0.9"`)];
  const width = 230;
  const gap = 60;
  const start = 700;
  for (let i = 0; i < 3; i++) {
    const x = start + i * (width + gap);
    const top = 430 + (i === 1 ? -70 : 0);
    out.push(
      `<path d="M${x},1000 V${top + width / 2} A${width / 2},${width / 2} 0 0 1 ${x + width},${top + width / 2} V1000 Z" fill="url(#door)" stroke="${light}" stroke-opacity="0.7" stroke-width="2"/>`,
    );
  }
  return out.join("");
}

/** A conversation in stacked bubbles, closing on a confirmation. */
function chat({ palette: [, , accent, light], random }: Draw) {
  const out: string[] = [];
  const rows = [
    { x: 640, w: 430 },
    { x: 900, w: 420 },
    { x: 640, w: 520 },
    { x: 980, w: 340 },
  ];
  rows.forEach((row, i) => {
    const y = 150 + i * 140;
    out.push(
      `<rect x="${row.x}" y="${y}" width="${row.w + n(between(random, -30, 30))}" height="96" rx="48" fill="${light}" fill-opacity="${i % 2 ? 0.22 : 0.1}" stroke="${light}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    );
    for (let k = 0; k < 3; k++)
      out.push(
        `<rect x="${row.x + 40}" y="${y + 28 + k * 14}" width="${n(row.w * (0.75 - k * 0.18))}" height="6" rx="3" fill="${light}" fill-opacity="0.35"/>`,
      );
  });
  out.push(`<rect x="900" y="720" width="420" height="112" rx="56" fill="${accent}"/>`);
  out.push(
    `<path d="M955,777 l22,22 l42,-46" fill="none" stroke="${light}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  out.push(`<rect x="1060" y="770" width="200" height="12" rx="6" fill="${light}" fill-opacity="0.85"/>`);
  return out.join("");
}

/** Contour lines around one point, like a thought taking shape. */
function contours({ palette: [, , accent, light], random }: Draw) {
  const cx = between(random, 1020, 1100);
  const cy = between(random, 460, 540);
  const waves = Array.from({ length: 3 }, () => ({
    k: 2 + Math.floor(random() * 4),
    phase: random() * Math.PI * 2,
    amp: between(random, 0.04, 0.09),
  }));
  const out: string[] = [];
  for (let ring = 0; ring < 14; ring++) {
    const base = 40 + ring * 42;
    const points: string[] = [];
    for (let s = 0; s <= 96; s++) {
      const a = (s / 96) * Math.PI * 2;
      const wobble = waves.reduce((sum, w) => sum + Math.sin(a * w.k + w.phase + ring * 0.18) * w.amp, 0);
      const r = base * (1 + wobble);
      points.push(`${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`);
    }
    out.push(
      `<polygon points="${points.join(" ")}" fill="none" stroke="${ring === 4 ? accent : light}" stroke-opacity="${ring === 4 ? 1 : n(0.75 - ring * 0.045)}" stroke-width="${ring === 4 ? 5 : 2}"/>`,
    );
  }
  out.push(circle(cx, cy, 16, `fill="${accent}"`));
  return out.join("");
}

const motifs: Record<CoverMotif, (draw: Draw) => string> = {
  pair,
  "dot-grid": dotGrid,
  panes,
  bubbles,
  barcode,
  "city-blocks": cityBlocks,
  rays,
  horizon,
  honeycomb,
  bridges,
  fan,
  arches,
  chat,
  contours,
};

export const coverMotifNames = Object.keys(motifs) as CoverMotif[];

/** The full composition as an SVG document at the master size. */
export function coverSvg({ key, palette, motif }: { key: string; palette: Palette; motif: CoverMotif }): string {
  const draw: Draw = { palette, random: seededRandom(hashString(key)), defs: [] };
  const field = mesh(draw);
  const forms = motifs[motif](draw);
  draw.defs.push(
    `<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="0.6" stop-color="${palette[0]}" stop-opacity="0"/><stop offset="1" stop-color="${palette[0]}" stop-opacity="0.55"/></radialGradient>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">` +
    `<defs>${draw.defs.join("")}</defs>${field}${forms}` +
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#vignette)"/></svg>`
  );
}

/**
 * Film grain for one output size: soft-edged specks about two pixels across,
 * so the texture reads the same at every width and still compresses well.
 */
export async function grainLayer(key: string, width: number, height: number, amplitude = 22): Promise<Buffer> {
  const random = seededRandom(hashString(`${key}:grain:${width}`));
  const small = { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 1 as const };
  const noise = Buffer.alloc(small.width * small.height);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((random() + random() - 1) * amplitude);
  return sharp(noise, { raw: small }).resize(width, height, { kernel: "cubic" }).raw().toBuffer();
}
