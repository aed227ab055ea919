import { z } from "zod";

/** Text between two lengths, with messages that name the field. */
export const boundedText = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(min, `${what} is too short (at least ${min} characters)`)
    .max(max, `${what} is too long (at most ${max} characters)`);
