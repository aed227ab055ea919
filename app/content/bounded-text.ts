import { z } from "zod";

export const boundedText = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(min, `${what} is too short (at least ${min} characters)`)
    .max(max, `${what} is too long (at most ${max} characters)`);

/** A field the editor writes as an empty list or text when it is left out, read as missing. */
export const leftOut = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (value) => (value === "" || (Array.isArray(value) && value.length === 0) ? undefined : value),
    schema.optional(),
  );
