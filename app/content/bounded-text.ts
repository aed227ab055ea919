import { z } from "zod";

export const boundedText = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(min, `${what} is too short (at least ${min} characters)`)
    .max(max, `${what} is too long (at most ${max} characters)`);
