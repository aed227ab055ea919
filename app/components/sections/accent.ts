import type { Theme } from "~/content/shared";

export type Accent = Theme["accent"];

/** Accent text that passes AA on paper and, inside an ink section, on ink. */
export const accentText: Record<Accent, string> = {
  ember: "text-ember-deep in-data-[tone=ink]:text-ember",
  cobalt: "text-cobalt in-data-[tone=ink]:text-cobalt-light",
};

/** An accent rule beside text, on paper and on ink. */
export const accentBorder: Record<Accent, string> = {
  ember: "border-ember-deep in-data-[tone=ink]:border-ember",
  cobalt: "border-cobalt in-data-[tone=ink]:border-cobalt-light",
};

export type Tone = "paper" | "deep" | "ink";

/**
 * Tones for the sections after the hero: figures sit on ink for contrast, the
 * rest alternate paper and deep, no two neighbours match, and the last is
 * never ink because the footer that follows is.
 */
export function sectionTones<T extends string>(
  heroTone: Theme["heroTone"],
  order: readonly T[],
  isFigures: (name: T) => boolean,
) {
  const tones: Tone[] = [];
  let previous: Tone = heroTone;
  order.forEach((name, index) => {
    const last = index === order.length - 1;
    let tone: Tone = isFigures(name) && !last ? "ink" : previous === "paper" ? "deep" : "paper";
    if (tone === previous) tone = previous === "paper" ? "deep" : "paper";
    tones.push(tone);
    previous = tone;
  });
  return tones;
}
