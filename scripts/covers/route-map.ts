// A case study's route map (ADR 073): Natural Earth's coastlines (world-atlas) in a conic projection
// fitted to the study's places, each route the great circle it flies, the names as outlines.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { geoConicConformal, geoGraticule10, geoInterpolate, geoPath } from "d3-geo";
import type { FeatureCollection } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { clientTheme } from "~/content/case-studies/palette";
import type { MapPlace, RouteMap } from "~/content/case-studies/schema";
import { MAP_SIZE, type Palette } from "~/content/cover.schema";
import { displayFont, setLine } from "./type";

export const LAND_FILE = path.resolve("node_modules/world-atlas/land-110m.json");

/** The two cuts: labels sized for a map drawn about 700 px wide, and for one drawn about 350 px wide. */
export const MAP_VARIANTS = { wide: { label: 25, stroke: 3 }, narrow: { label: 50, stroke: 5 } } as const;
export type MapVariant = keyof typeof MAP_VARIANTS;

let land: Promise<FeatureCollection> | undefined;
function loadLand() {
  land ??= readFile(LAND_FILE, "utf8").then((text) => {
    const topology = JSON.parse(text) as Topology<{ land: GeometryCollection }>;
    return feature(topology, topology.objects.land) as FeatureCollection;
  });
  return land;
}

const { width, height } = MAP_SIZE;
const lonLat = (place: MapPlace): [number, number] => [place.longitude, place.latitude];

/** A mix of two #rrggbb colours, `amount` of the second. */
function mix(a: string, b: string, amount: number) {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const mixed = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - amount) + channel(b, i) * amount));
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A map's frame (a route map's or an artefact's), named by its alternative text. */
export function mapDocument(alt: string, layers: string[]) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(alt)}</title>`,
    ...layers,
    "</svg>",
  ].join("");
}

/** The SVG of a route map, in one of its two cuts. */
export async function routeMapSvg(map: RouteMap, palette: Palette, variant: MapVariant): Promise<string> {
  const { label: labelSize, stroke } = MAP_VARIANTS[variant];
  const theme = clientTheme(palette);
  const places = [map.hub, ...map.origins];
  const pad = labelSize * 3;
  const projection = geoConicConformal()
    .parallels([40, 62])
    .rotate([30, 0])
    .fitExtent(
      [
        [pad * 1.6, pad * 1.4],
        [width - pad * 1.6, height - pad * 1.2],
      ],
      { type: "MultiPoint", coordinates: places.map(lonLat) },
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  const draw = geoPath(projection).digits(1);

  const landColour = mix(theme.deep, theme.onDeep, 0.16);
  const graticule = mix(theme.deep, theme.onDeep, 0.08);
  // Sampled along the great circle, so the arc is the route flown, whatever the projection.
  const arcs = map.origins.map((origin) => {
    const along = geoInterpolate(lonLat(origin), lonLat(map.hub));
    return Array.from({ length: 65 }, (_, i) => along(i / 64));
  });
  const routes = arcs.map((coordinates) => `<path d="${draw({ type: "LineString", coordinates })}"/>`);
  const routePoints = arcs.flat().map((point) => projection(point)!);

  const font = await displayFont({ wght: 560, wdth: 100 });
  const points = places.map((place) => projection(lonLat(place))!);
  const labels = places.map((place, index) => {
    const [x, y] = points[index]!;
    const set = setLine(font, place.name, labelSize, -0.01);
    const inkWidth = set.right - set.left;
    const gap = labelSize * 0.55;
    // Beside its dot, on the side with room: away from a near neighbour to the east, and inside the frame.
    const crowdedEast = points.some(
      ([ox, oy], other) =>
        other !== index && ox > x && ox - x < inkWidth + gap * 2 && Math.abs(oy - y) < labelSize * 1.4,
    );
    const left = crowdedEast || x + gap + inkWidth > width - 8;
    const lx = left ? x - gap - set.right : x + gap - set.left;
    // The hub is named above its ring; the others on the dot's line, or, where a route would run
    // through the name there, just below the dot.
    const beside = y + (set.bottom - set.top) / 2 - set.bottom;
    const crossed = (ly: number) =>
      routePoints.some(
        ([px, py]) =>
          px > lx + set.left - gap && px < lx + set.right + gap && py > ly + set.top && py < ly + set.bottom,
      );
    const ly = index === 0 ? y - labelSize * 0.9 : crossed(beside) ? y + gap - set.top : beside;
    const hx = index === 0 ? x - inkWidth / 2 - set.left : lx;
    return `<path d="${set.at(hx, ly)}"/>`;
  });
  const [hx, hy] = points[0]!;
  const dot = stroke * 2.2;

  return mapDocument(map.alt, [
    `<rect width="${width}" height="${height}" fill="${theme.deep}"/>`,
    `<path d="${draw(geoGraticule10())}" fill="none" stroke="${graticule}" stroke-width="1"/>`,
    `<path d="${draw((await loadLand()) as never)}" fill="${landColour}"/>`,
    `<g fill="none" stroke="${theme.deepRule}" stroke-width="${stroke}" stroke-linecap="round">${routes.join("")}</g>`,
    `<g fill="${theme.onDeep}">${points
      .slice(1)
      .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${dot}"/>`)
      .join("")}</g>`,
    `<circle cx="${hx.toFixed(1)}" cy="${hy.toFixed(1)}" r="${dot * 2.4}" fill="${theme.deep}" stroke="${theme.deepRule}" stroke-width="${stroke}"/>`,
    `<circle cx="${hx.toFixed(1)}" cy="${hy.toFixed(1)}" r="${dot}" fill="${theme.onDeep}"/>`,
    // A halo in the ground's colour keeps a name clear of the coast and the routes it sits on.
    `<g fill="${theme.onDeep}" stroke="${theme.deep}" stroke-width="${(labelSize * 0.22).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${labels.join("")}</g>`,
  ]);
}
