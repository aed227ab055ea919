/**
 * Copy with named placeholders ("within {replyWithinHours} hours"), filled from the one place each fact is
 * kept; free of zod, so it may reach the browser.
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

/** The text in pieces for JSX, one text node per value, as `© {year} {site.legalName}.` would be written by hand. */
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
