import type { ReactNode } from "react";

/** A word: a run with a letter or a figure in it ("&" and "—" are not words). */
const WORD = /[\p{L}\p{N}]/u;
/**
 * The longest pair kept together by default: about a line of a 20–24 px lead in the narrowest column
 * (280 px at 320 px). Display sizes pass their own, smaller limit.
 */
const MAX_PAIR = 22;
/**
 * Pair limits for display sizes, from the narrowest column each gets (280 px at 320 px; a section
 * heading's 288 px split column at 1024 px, at 48 px) and the display face's ~0.55em letters.
 */
export const PAIR_LIMIT = { title: 11, statement: 12, heading: 10, quote: 14, card: 12, list: 18 } as const;

/**
 * Keeps a display text from ending on a stub line of one word ("worth." alone under a full line):
 * its last two words are joined by a no-break space. Titles of three words or fewer are left to
 * stack as they fall, and so is a pair too long to share the narrowest line at the text's size
 * (`maxPair` characters), which would otherwise be clipped at 320 px. A heading that must not stack
 * passes `minWords` 3. Anything but a string passes through untouched.
 */
export function unwidow<T extends ReactNode>(text: T, maxPair: number = MAX_PAIR, minWords = 4): T | string {
  if (typeof text !== "string") return text;
  const trimmed = text.trimEnd();
  const words = trimmed.split(/\s+/).filter((token) => WORD.test(token));
  if (words.length < minWords) return text;
  // A last word after a sign ("pages & testing") keeps the word before the sign too.
  const match = trimmed.match(/(\S+)\s+(\S+)$/);
  const signed = match && !WORD.test(match[1]!) ? trimmed.match(/(\S+)\s+(\S+)\s+(\S+)$/) : null;
  if (signed && signed[0].length <= maxPair)
    return `${trimmed.slice(0, signed.index)}${signed.slice(1).join("\u00a0")}${text.slice(trimmed.length)}`;
  if (!match || signed || match[0].length > maxPair) return text;
  return `${trimmed.slice(0, match.index)}${match[1]}\u00a0${match[2]}${text.slice(trimmed.length)}`;
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
