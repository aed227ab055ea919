import { z } from "zod";
import { fill, type PlaceholderValues, placeholdersIn, type Template } from "~/lib/placeholders";

/*
 * Copy fields, each with the placeholders it may use: any other fails the build, naming it ("{emial}"). The
 * names are JSON Schema metadata too (`placeholders`), so the editor lists them (ADR 056).
 */

const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

const onlyPlaceholders = (names: readonly string[]) => (text: string, context: z.RefinementCtx) => {
  const unknown = placeholdersIn(text).filter((name) => !names.includes(name));
  if (unknown.length === 0) return;
  context.addIssue({
    code: "custom",
    message: `unknown placeholder ${list(unknown)}: ${names.length ? `this text may use ${list(names)}` : "this text takes none"}`,
  });
};

export const sitePath = z.string().regex(/^\/(?!\/)/, "must be a path on this site");

export const copyText = (text: z.ZodString = z.string().min(1)) => text.superRefine(onlyPlaceholders([]));

export const copyTexts = <const Key extends string>(...keys: Key[]) =>
  Object.fromEntries(keys.map((key) => [key, copyText()])) as Record<Key, ReturnType<typeof copyText>>;

export const templateText = <const Names extends readonly string[]>(names: Names, text = z.string().min(1)) =>
  text
    .superRefine(onlyPlaceholders(names))
    .transform((value) => value as Template<Names[number]>)
    .meta({ placeholders: names });

export const factText = (facts: PlaceholderValues<string>, text: z.ZodType<string, string> = z.string().min(1)) =>
  z
    .string()
    .superRefine(onlyPlaceholders(Object.keys(facts)))
    .transform((value) => fill(value as Template<string>, facts))
    .pipe(text)
    .meta({ placeholders: Object.keys(facts) });

export const pluralText = <const Names extends readonly string[]>(names: Names) => {
  const form = templateText(names);
  const optional = form.optional();
  return z.strictObject({ zero: optional, one: optional, two: optional, few: optional, many: optional, other: form });
};
