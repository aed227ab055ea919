/**
 * Copy with named placeholders, such as "replies within {replyWithinHours} hours": a content file
 * writes the name, and the code fills in the value from the one place that fact is kept, or from
 * what is known where the text is used (a count, a title). The schemas (app/content/copy.schema.ts)
 * refuse a name the text may not use; this module fills them in, without zod, so it may reach the
 * browser.
 */

/** A placeholder: a name in braces. Anything in braces counts, so "{ email }" is refused, not shown. */
const PLACEHOLDER = /\{([^{}\n]*)\}/g;

declare const placeholders: unique symbol;

export type Template<Name extends string> = string & { readonly [placeholders]: Name };

export type PlaceholderValues<Name extends string> = Readonly<Record<Name, string | number>>;

type Plural<Name extends string> = { other: Template<Name> } & Partial<
  Record<Exclude<Intl.LDMLPluralRule, "other">, Template<Name>>
>;

export function placeholdersIn(text: string): string[] {
  return Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
}

/**
 * The text in pieces, each placeholder its value: for JSX, where each piece is a text node of its own,
 * as it would be written `© {year} {site.legalName}.` by hand.
 */
export function fillParts<Name extends string>(text: Template<Name>, values: PlaceholderValues<Name>): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] as Name;
    if (!Object.hasOwn(values, name)) throw new Error(`No value for the placeholder {${name}} in "${text}"`);
    parts.push(text.slice(from, match.index), String(values[name]));
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts.filter(Boolean);
}

export function fill<Name extends string>(text: Template<Name>, values: PlaceholderValues<Name>): string {
  return fillParts(text, values).join("");
}

/** The agency writes British English: "1 minute", "5 minutes". */
const pluralRules = new Intl.PluralRules("en-GB");

export function fillPlural<Name extends string>(
  forms: Plural<Name>,
  count: number,
  values: PlaceholderValues<Name>,
): string {
  return fill(forms[pluralRules.select(count)] ?? forms.other, values);
}
