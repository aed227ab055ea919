/**
 * Joins what must never break across a line with no-break spaces: a figure and the word it counts
 * ("4 route", "3 Barcelona", "5+ years") and the names of places the study maps ("New York",
 * "London Gatwick", "Faroe Islands").
 */
export function keepTogether(text: string, places: readonly string[] = []): string {
  let joined = text.replace(/(\d[\d,.]*[KkMm%+]*) (?=\p{L})/gu, "$1\u00a0");
  for (const place of places) {
    if (place.includes(" ")) joined = joined.replaceAll(place, place.replaceAll(" ", "\u00a0"));
  }
  return joined;
}

export { keepLastPair } from "~/lib/typography";
