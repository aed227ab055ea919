const WORDS_PER_MINUTE = 220;

/** Minutes to read a text at an unhurried pace, never less than one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
