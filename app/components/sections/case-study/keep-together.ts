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

/**
 * A heading of three words or more never ends on one word alone: its last two words are joined, when
 * together they are short enough (`maxPair` characters) to share the narrowest line it is set on.
 */
export function keepLastPair(text: string, maxPair = 20): string {
  const tokens = text.trim().split(" ");
  const isWord = (token: string) => /[\p{L}\p{N}]/u.test(token);
  if (tokens.filter(isWord).length < 3) return text;
  // From the end, back to the second word (an "&" between them comes along).
  let start = tokens.length - 1;
  for (let words = 0; start >= 0; start--) if (isWord(tokens[start]!) && ++words === 2) break;
  const pair = tokens.slice(start).join("\u00a0");
  return pair.length > maxPair ? text : [...tokens.slice(0, start), pair].join(" ");
}
