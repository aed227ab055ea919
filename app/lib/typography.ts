import type { ReactNode } from "react";

/** A word: a run with a letter or a figure in it ("&" and "—" are not words). */
const WORD = /[\p{L}\p{N}]/u;
/**
 * Pair limits for display sizes, from the narrowest column each gets (280 px at 320 px; a section
 * heading's 288 px split column at 1024 px, at 48 px) and the display face's ~0.55em letters.
 */
export const PAIR_LIMIT = { title: 11, statement: 12, heading: 10, quote: 14, card: 12, list: 18 } as const;

/**
 * Keeps a display text from ending on a stub line of one word: its last two words (with a sign
 * between them, "pages & testing") are joined by no-break spaces, unless the text has fewer than
 * `minWords` words or the pair is longer than `maxPair` characters (22: about a lead's narrowest
 * line), which would be clipped at 320 px. Anything but a string passes through untouched.
 */
export function unwidow<T extends ReactNode>(text: T, maxPair = 22, minWords = 4): T | string {
  if (typeof text !== "string") return text;
  const trimmed = text.trimEnd();
  if (trimmed.split(/\s+/).filter((token) => WORD.test(token)).length < minWords) return text;
  const match = trimmed.match(/(\S+)\s+(\S+)$/);
  const signed = match && !WORD.test(match[1]!) ? trimmed.match(/(\S+)\s+(\S+)\s+(\S+)$/) : null;
  const pair = signed ?? match;
  if (!pair || pair[0].length > maxPair) return text;
  return `${trimmed.slice(0, pair.index)}${pair.slice(1).join("\u00a0")}${text.slice(trimmed.length)}`;
}

/** A heading of three words or more never ends on one word alone. */
export const keepLastPair = (text: string, maxPair = 20) => unwidow(text, maxPair, 3);
