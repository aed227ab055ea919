import type { Place } from "~/content/locations";
import type { Theme } from "~/content/shared";
import { cn } from "~/lib/utils";
import type { Accent } from "./accent";

type MotifProps = {
  name: Theme["motif"];
  accent: Accent;
  surface: Theme["surface"];
  place?: Place;
  className?: string;
};

/** The panel behind a composition, and the colour of its one highlighted shape there. */
const surfaces: Record<Theme["surface"], Record<Accent, { panel: string; highlight: string }>> = {
  none: {
    ember: { panel: "", highlight: "text-ember" },
    cobalt: { panel: "", highlight: "text-cobalt" },
  },
  ink: {
    ember: { panel: "rounded-card bg-ink p-8 text-paper xl:p-12", highlight: "text-ember" },
    cobalt: { panel: "rounded-card bg-ink p-8 text-paper xl:p-12", highlight: "text-cobalt-light" },
  },
  accent: {
    ember: { panel: "rounded-card bg-ember p-8 text-ink xl:p-12", highlight: "text-paper" },
    cobalt: { panel: "rounded-card bg-cobalt p-8 text-paper xl:p-12", highlight: "text-ember" },
  },
};

const line = "fill-none stroke-current";

/** An 8 × 8 field of dots with a lit cluster: a community forming. */
const litDots = new Set(["3-2", "4-2", "2-3", "3-3", "4-3", "5-3", "3-4", "4-4", "5-4", "4-5", "6-5", "5-6"]);
const gridDots = Array.from({ length: 64 }, (_, i) => {
  const col = i % 8;
  const row = Math.floor(i / 8);
  const key = `${col}-${row}`;
  return { key, cx: 32 + col * 48, cy: 32 + row * 48, lit: litDots.has(key) };
});

/** A degree value as a map reads it: 51.5246° N, 0.1057° W. */
export function formatCoordinate(value: number, axis: "lat" | "lng") {
  const hemisphere = axis === "lat" ? (value >= 0 ? "N" : "S") : value >= 0 ? "E" : "W";
  return `${Math.abs(value).toFixed(4)}° ${hemisphere}`;
}

/**
 * The typographic and geometric compositions beside a hero headline: each
 * page's picture without a photograph. Purely decorative.
 */
function Motif({ name, accent, surface, place, className }: MotifProps) {
  const { panel, highlight } = surfaces[surface][accent];
  return (
    <div
      aria-hidden="true"
      data-slot="motif"
      data-motif={name}
      className={cn("relative aspect-square w-full", panel, className)}
    >
      {name === "coordinates" && place ? (
        <Coordinates place={place} accentClass={highlight} framed={surface === "none"} />
      ) : (
        <svg viewBox="0 0 400 400" className="size-full overflow-visible" role="presentation">
          <Shapes name={name} accentClass={highlight} place={place} />
        </svg>
      )}
    </div>
  );
}

function Shapes({ name, accentClass, place }: { name: Theme["motif"]; accentClass: string; place?: Place }) {
  switch (name) {
    case "rings":
      return (
        <g>
          {[176, 140, 104, 68, 32].map((r, i) => (
            <circle key={r} cx="200" cy="200" r={r} className={line} strokeOpacity={0.14 + i * 0.06} />
          ))}
          <path d="M200 10v380M10 200h380" className={line} strokeOpacity="0.12" strokeDasharray="2 6" />
          <g className={accentClass}>
            <circle cx="262" cy="138" r="22" className="fill-current" />
            <circle cx="262" cy="138" r="40" className={line} strokeWidth="1.5" />
          </g>
        </g>
      );
    case "bars":
      return (
        <g>
          <path d="M24 360h352" className={line} strokeOpacity="0.3" />
          {[64, 104, 92, 156, 212, 300].map((height, i) => (
            <rect
              key={height}
              x={36 + i * 58}
              y={352 - height}
              width="40"
              height={height}
              rx="6"
              className={i === 5 ? cn("fill-current", accentClass) : "fill-current"}
              fillOpacity={i === 5 ? 1 : 0.08 + i * 0.05}
            />
          ))}
          <path
            d="M56 276 C 130 250, 180 236, 240 180 S 340 60, 372 40"
            className={cn(line, accentClass)}
            strokeWidth="2"
            strokeDasharray="4 6"
          />
        </g>
      );
    case "grid":
      return (
        <g>
          {gridDots.map((dot) => (
            <circle
              key={dot.key}
              cx={dot.cx}
              cy={dot.cy}
              r={dot.lit ? 12 : 4}
              className={dot.lit ? cn("fill-current", accentClass) : "fill-current"}
              fillOpacity={dot.lit ? 1 : 0.18}
            />
          ))}
        </g>
      );
    case "stack":
      return (
        <g>
          {[
            { x: 60, y: 40, angle: -6, fill: 0.05 },
            { x: 82, y: 92, angle: -3, fill: 0.09 },
            { x: 104, y: 144, angle: 0, fill: 0.13 },
          ].map((sheet) => (
            <g key={sheet.y} transform={`translate(${sheet.x} ${sheet.y}) rotate(${sheet.angle})`}>
              <rect width="240" height="150" rx="16" className="fill-current" fillOpacity={sheet.fill} />
              <rect width="240" height="150" rx="16" className={line} strokeOpacity="0.2" />
            </g>
          ))}
          <g transform="translate(126 196) rotate(3)">
            <rect width="240" height="150" rx="16" className={cn("fill-current", accentClass)} />
          </g>
          <g className="fill-current" fillOpacity="0.9">
            <rect x="148" y="226" width="120" height="10" rx="5" transform="rotate(3 148 226)" />
            <rect x="148" y="248" width="168" height="6" rx="3" fillOpacity="0.6" transform="rotate(3 148 248)" />
            <rect x="148" y="264" width="140" height="6" rx="3" fillOpacity="0.6" transform="rotate(3 148 264)" />
          </g>
        </g>
      );
    case "orbit":
      return (
        <g>
          <g className="origin-center motion-safe:animate-[spin_90s_linear_infinite]">
            {[0, 60, 120].map((angle) => (
              <ellipse
                key={angle}
                cx="200"
                cy="200"
                rx="176"
                ry="64"
                transform={`rotate(${angle} 200 200)`}
                className={line}
                strokeOpacity="0.22"
              />
            ))}
            <circle cx="376" cy="200" r="9" className="fill-current" fillOpacity="0.7" />
            <circle cx="112" cy="48" r="6" className="fill-current" fillOpacity="0.5" />
            <circle cx="112" cy="352" r="12" className={cn("fill-current", accentClass)} />
          </g>
          <circle cx="200" cy="200" r="44" className={cn("fill-current", accentClass)} />
          <circle cx="200" cy="200" r="64" className={line} strokeOpacity="0.18" />
        </g>
      );
    case "glyph":
      return (
        <g>
          <circle cx="200" cy="200" r="178" className={line} strokeOpacity="0.18" />
          <circle cx="200" cy="200" r="150" className={cn(line, accentClass)} strokeWidth="1.5" />
          <text
            x="200"
            y="282"
            textAnchor="middle"
            className="fill-current font-display"
            style={{ fontSize: 260, fontWeight: 200, letterSpacing: "-0.04em" }}
          >
            &amp;
          </text>
        </g>
      );
    case "meridians": {
      const dot = place ? { x: 200 + (place.lng / 180) * 168, y: 200 - (place.lat / 90) * 168 } : null;
      return (
        <g>
          <circle cx="200" cy="200" r="176" className={line} strokeOpacity="0.3" />
          {[44, 88, 132].map((rx) => (
            <ellipse key={rx} cx="200" cy="200" rx={rx} ry="176" className={line} strokeOpacity="0.16" />
          ))}
          <path d="M200 24v352" className={line} strokeOpacity="0.3" />
          {[-120, -60, 0, 60, 120].map((dy) => {
            const half = Math.sqrt(176 ** 2 - dy ** 2);
            return (
              <path
                key={dy}
                d={`M${200 - half} ${200 + dy}h${half * 2}`}
                className={line}
                strokeOpacity={dy === 0 ? 0.3 : 0.16}
              />
            );
          })}
          {dot ? (
            <g className={accentClass}>
              <circle cx={dot.x} cy={dot.y} r="10" className="fill-current" />
              <circle cx={dot.x} cy={dot.y} r="24" className={line} strokeWidth="1.5" />
            </g>
          ) : null}
        </g>
      );
    }
    case "nodes": {
      const nodes: [number, number][] = [
        [200, 200],
        [76, 96],
        [318, 72],
        [352, 250],
        [250, 350],
        [72, 300],
        [150, 40],
      ];
      return (
        <g>
          {nodes.slice(1).map(([x, y]) => (
            <path key={`${x}-${y}`} d={`M200 200L${x} ${y}`} className={line} strokeOpacity="0.25" />
          ))}
          <path d="M76 96L150 40L318 72L352 250L250 350L72 300Z" className={line} strokeOpacity="0.12" />
          {nodes.slice(1).map(([x, y]) => (
            <circle key={`n-${x}-${y}`} cx={x} cy={y} r="10" className="fill-current" fillOpacity="0.75" />
          ))}
          <circle cx="200" cy="200" r="30" className={cn("fill-current", accentClass)} />
          <circle cx="200" cy="200" r="52" className={cn(line, accentClass)} strokeWidth="1.5" />
        </g>
      );
    }
    default:
      return null;
  }
}

function Coordinates({ place, accentClass, framed }: { place: Place; accentClass: string; framed: boolean }) {
  return (
    <div
      className={cn("flex size-full flex-col justify-between", framed && "rounded-card border border-current/15 p-8")}
    >
      <div className="pointer-events-none absolute inset-0 rounded-card opacity-[0.08] [background-image:linear-gradient(currentColor_1px,transparent_1px),linear-gradient(90deg,currentColor_1px,transparent_1px)] [background-size:40px_40px]" />
      <div className="relative flex items-center justify-between font-medium text-sm uppercase tracking-[0.16em]">
        <span>{place.city}</span>
        <span>{place.countryCode}</span>
      </div>
      <div className="relative">
        <span className={cn("mb-6 block size-4 rounded-full bg-current", accentClass)} />
        <p className="font-display font-semibold text-[clamp(1.5rem,4.4vw,4.25rem)] leading-[0.95] tracking-[-0.04em]">
          {formatCoordinate(place.lat, "lat")}
        </p>
        <p className="font-display font-semibold text-[clamp(1.5rem,4.4vw,4.25rem)] leading-[0.95] tracking-[-0.04em] opacity-70">
          {formatCoordinate(place.lng, "lng")}
        </p>
      </div>
    </div>
  );
}

export { Motif };
