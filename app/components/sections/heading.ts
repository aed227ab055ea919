import type { SectionIntro } from "~/content/shared";
import { unwidow } from "~/lib/typography";
import { keepPlaceNames } from "./places";

/**
 * The longest last pair a template section's heading keeps together, from its narrowest column: a
 * heading across the page (34 px in 280 px at 320 px wide), or one held beside its body (48 px in
 * 288 px at 1024 px).
 */
export const HEADING_PAIR = { across: 14, beside: 10 } as const;

/** A section's header with its heading set: place names kept whole, and no heading of three or more words ending on one word. */
export function setIntro<Intro extends SectionIntro>(intro: Intro, pair: number = HEADING_PAIR.across): Intro {
  return { ...intro, heading: unwidow(keepPlaceNames(intro.heading), pair, 3) };
}
