import { type ComponentSchema, fields } from "@keystatic/core";
import type { z } from "zod";
import labels from "./labels.yaml";
import {
  boundsOf,
  choicesOf,
  countOf,
  elementOf,
  isList,
  isObject,
  jsonSchemaOf,
  lengthOf,
  type Node,
  patternOf,
  placeholdersOf,
  propertiesOf,
  requires,
  variantsOf,
} from "./schema";
import { type Labeller, type Presentation, schemaField } from "./schema-field";

export type { Presentation };

/*
 * Keystatic fields built from a schema's JSON Schema (schema.ts): a form's fields, their limits and
 * their choices are the schema's. Only the words are the editor's own: each field's label, in plain
 * British English, and what its description adds.
 */

/** The labels by key and by path (labels.yaml). */
const { byKey, byPath } = labels as Record<"byKey" | "byPath", Record<string, string | Presentation>>;

const inWords = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replaceAll("_", " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const singular = (label: string) => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "");
const asPresentation = (entry: string | Presentation): Presentation =>
  typeof entry === "string" ? { label: entry } : entry;

/** The placeholders a text may use, as its description says them (ADR 070). */
function placeholderNote(node: Node) {
  const names = placeholdersOf(node);
  if (!names.length) return undefined;
  const filled = node.filled ? " Its length is counted with them filled in." : "";
  return `May use ${names.map((name) => `{${name}}`).join(", ")}.${filled}`;
}

/** The label and description of the field at `path`, from labels.yaml and what its node says. */
export const labeller: Labeller = (key, path, node) => {
  const at = path.join(".");
  const fromPath = Object.entries(byPath).find(([suffix]) => at === suffix || at.endsWith(`.${suffix}`))?.[1];
  const parent = path.at(-2);
  const entry =
    fromPath ??
    (key === "[]" && parent !== undefined
      ? { label: singular(labeller(parent, path.slice(0, -1), node).label) }
      : (byKey[key] ?? inWords(key)));
  const presentation = asPresentation(entry);
  const note = placeholderNote(node);
  const description = [presentation.description, note].filter(Boolean).join(" ") || undefined;
  return { ...presentation, description };
};

/** What each text field the forms build says about itself (its label and description), for the tests. */
export const presentations = new WeakMap<object, Presentation>();

/** A list entry's label in the editor's list: its first words. */
export function itemLabel(props: unknown): string {
  const { value, fields: inner } = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  const words = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
  if (typeof value === "string") return words(value);
  if (value && typeof value === "object" && "value" in value) {
    const part = value.value as Record<string, unknown> | undefined;
    const text = part?.text ?? part?.heading ?? (Array.isArray(part?.items) ? `${part.items.length} entries` : "");
    return words([part?.type, text].filter(Boolean).join(": ") || "Entry");
  }
  for (const key of ["title", "name", "label", "heading", "question", "term", "brand", "value", "from"]) {
    const text = inner?.[key]?.value;
    if (typeof text === "string" && text) return words(text);
  }
  return "Entry";
}

/**
 * A text field with the node's limits and pattern. An empty text is left out of the file, so a text the
 * file must hold (`required`) needs a character, and one it may leave out may be empty or else must
 * meet the limits.
 */
export function textField(node: Node, presentation: Presentation, required: boolean) {
  const { min, max } = lengthOf(node);
  const pattern = patternOf(node);
  const { label, description, multiline } = presentation;
  const written = `${label} is not written as the description says`;
  // A text the file may leave out: empty, or long enough (and written as its pattern says).
  const emptyOr = new RegExp(`^$|^(?=[\\s\\S]{${min},}$)${pattern ? `(?:${pattern.source})` : ""}`);
  const validation = required
    ? { length: { min: Math.max(min, 1), max }, pattern: pattern && { regex: pattern, message: written } }
    : {
        length: { max },
        pattern:
          min > 0 || pattern
            ? {
                regex: emptyOr,
                message: `${label} must be left empty, or be at least ${min} characters long${pattern ? " and written as the description says" : ""}`,
              }
            : undefined,
      };
  const field = fields.text({ label, description, multiline, validation });
  presentations.set(field, presentation);
  return field;
}

/** A select field of the node's choices. */
export function selectField(node: Node, presentation: Presentation) {
  const choices = choicesOf(node) ?? [];
  const fallback = node.default === undefined ? choices[0] : String(node.default);
  return fields.select({
    label: presentation.label,
    description: presentation.description,
    options: choices.map((value) => ({ label: value, value })),
    defaultValue: fallback ?? "",
  });
}

/** A list field with the node's count limits. */
export function listField(node: Node, element: ComponentSchema, presentation: Presentation) {
  return fields.array(element, {
    label: presentation.label,
    description: presentation.description,
    itemLabel,
    validation: { length: countOf(node) },
  });
}

/** A field a form builds otherwise, by its path in the file (such as "hero.rail"). */
export type Overrides = Record<string, (node: Node, presentation: Presentation) => ComponentSchema>;

/** The field for one node of a file's schema, at `path`. */
function fieldFor(node: Node, path: string[], required: boolean, overrides: Overrides): ComponentSchema {
  const at = path.join(".");
  const presentation = labeller(path.at(-1)!, path, node);
  const override = overrides[at];
  if (override) return override(node, presentation);
  // A part Keystatic's fields would store in another shape: a section the file may leave out, or an
  // entry of several kinds.
  if (variantsOf(node) || (!required && isObject(node)))
    return schemaField({ ...presentation, node, optional: !required, path, labeller });
  if (choicesOf(node)) return selectField(node, presentation);
  if (isObject(node))
    return fields.object(fieldsOf(node, path, overrides), {
      label: presentation.label,
      description: presentation.description,
    });
  if (isList(node)) return listField(node, fieldFor(elementOf(node), [...path, "[]"], true, overrides), presentation);
  const { label, description } = presentation;
  switch (node.type) {
    case "string":
      if (node.format === "date") return fields.date({ label, description, validation: { isRequired: required } });
      return textField(node, presentation, required);
    case "integer":
    case "number": {
      const field = node.type === "integer" ? fields.integer : fields.number;
      return field({
        label,
        description,
        defaultValue: typeof node.default === "number" ? node.default : undefined,
        validation: { isRequired: required, ...boundsOf(node) },
      });
    }
    case "boolean":
      return fields.checkbox({ label, description, defaultValue: node.default === true });
  }
  throw new Error(`${at}: the editor has no field for ${JSON.stringify(node).slice(0, 120)}`);
}

function fieldsOf(node: Node, path: string[], overrides: Overrides, omit: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(propertiesOf(node))
      .filter(([key]) => !omit.includes(key))
      .map(([key, inner]) => [key, fieldFor(inner, [...path, key], requires(node, key), overrides)]),
  );
}

/**
 * A form for a file from its schema: a field for each of its fields, in the schema's order, but those
 * in `omit` (a collection's slug, which is the file's name), and `overrides` where a field is built
 * otherwise.
 */
export function formFor(schema: z.ZodType, options: { omit?: readonly string[]; overrides?: Overrides } = {}) {
  return fieldsOf(jsonSchemaOf(schema), [], options.overrides ?? {}, options.omit);
}
