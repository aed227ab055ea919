import { TextArea } from "@keystar/ui/text-field";
import { type BasicFormField, type ComponentSchema, fields } from "@keystatic/core";
import { parse, stringify } from "yaml";
import { z } from "zod";
import labels from "./labels.yaml";

/* Keystatic fields laid out from a file's zod JSON Schema, worded by labels.yaml; zod alone checks limits. */

type Node = z.core.JSONSchema.JSONSchema;
type Presentation = { label: string; description?: string; multiline?: boolean };

const { byKey, byPath } = labels as Record<"byKey" | "byPath", Record<string, string | Presentation>>;
export const inWords = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const singular = (label: string) => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "");

/** The label of the field at `path` ("[]" is a list's entry): labels.yaml by path, then by key, else the key's words. */
function presentationOf(path: string[], node: Node): Presentation {
  const at = path.join(".");
  const key = path.at(-1)!;
  const entry =
    Object.entries(byPath).find(([suffix]) => at === suffix || at.endsWith(`.${suffix}`))?.[1] ??
    (key === "[]" ? singular(presentationOf(path.slice(0, -1), {}).label) : (byKey[key] ?? inWords(key)));
  const presentation = typeof entry === "string" ? { label: entry } : entry;
  const names = Array.isArray(node.placeholders) ? node.placeholders : [];
  const note = names.length ? `May use ${names.map((name) => `{${name}}`).join(", ")}.` : undefined;
  const description = [presentation.description, note].filter(Boolean).join(" ") || undefined;
  return { ...presentation, description };
}

export function itemLabel(props: unknown): string {
  const { value, fields: inner = {} } = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
  const text = [value, ...Object.values(inner).map((field) => field.value)].find(
    (words) => typeof words === "string" && words,
  );
  return typeof text === "string" ? text.replace(/\s+/g, " ").slice(0, 60) : "Entry";
}

function yamlProblem(text: string) {
  try {
    parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split("\n")[0] : String(error);
  }
}

/**
 * A part Keystatic's fields would store in another shape (an optional section, written empty; a union,
 * written as `discriminant` and `value`), edited as YAML in place. Left empty, it is left out.
 */
export function yamlField({ label, description }: Presentation): BasicFormField<string> {
  const fromFile = (value: unknown) => (value === undefined ? "" : stringify(value).trimEnd());
  return {
    kind: "form",
    label,
    Input(props) {
      const note = "Written in YAML, as the file holds it; empty leaves it out.";
      return (
        <TextArea
          {...{ label, value: props.value, onChange: props.onChange, autoFocus: props.autoFocus }}
          description={description ? `${description} ${note}` : note}
          errorMessage={yamlProblem(props.value)}
        />
      );
    },
    defaultValue: () => "",
    parse: fromFile,
    // Text that is not YAML yet is kept as text, which the save's check refuses (validate says why).
    serialize: (value) => ({ value: value.trim() ? (yamlProblem(value) ? value : parse(value)) : undefined }),
    validate(value) {
      const problem = yamlProblem(value);
      if (problem) throw new Error(`${label}: ${problem}`);
      return value;
    },
    reader: { parse: fromFile },
  };
}

export type Overrides = Record<string, ComponentSchema>;

function fieldFor(node: Node, path: string[], required: boolean, overrides: Overrides): ComponentSchema {
  const override = overrides[path.join(".")];
  if (override) return override;
  const presentation = presentationOf(path, node);
  const { label, description, multiline } = presentation;
  const options =
    node.enum ?? (node.anyOf?.every((option) => option.const !== undefined) && node.anyOf.map((o) => o.const));
  if (options) {
    const choices = options.map((value) => ({ label: String(value), value: String(value) }));
    return fields.select({ label, description, options: choices, defaultValue: String(node.default ?? options[0]) });
  }
  if (node.type === "object" && required) {
    return fields.object(fieldsOf(node, path, overrides), { label, description });
  }
  // A fixed-length list (a tuple) is a list of its first entry's kind.
  const element = (typeof node.items === "object" ? node.items : node.prefixItems?.[0]) as Node | undefined;
  if (node.type === "array" && element) {
    return fields.array(fieldFor(element, [...path, "[]"], true, overrides), { label, description, itemLabel });
  }
  if (node.type === "string" && node.format === "date") return fields.date({ label, description });
  if (node.type === "string") return fields.text({ label, description, multiline });
  if (node.type === "integer") return fields.integer({ label, description, defaultValue: node.default as number });
  if (node.type === "number") return fields.number({ label, description, defaultValue: node.default as number });
  if (node.type === "boolean") return fields.checkbox({ label, description, defaultValue: node.default === true });
  return yamlField(presentation);
}

function fieldsOf(node: Node, path: string[], overrides: Overrides, omit: readonly string[] = []) {
  // A record keyed by a fixed list (`z.record(z.enum([...]), ...)`) has a field for each key.
  const keys = typeof node.propertyNames === "object" ? node.propertyNames.enum?.map(String) : undefined;
  const properties =
    node.properties ??
    Object.fromEntries((keys ?? []).map((key) => [key, node.additionalProperties as Node]) as [string, Node][]);
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([key]) => !omit.includes(key))
      .map(([key, inner]) => [
        key,
        fieldFor(inner as Node, [...path, key], node.required?.includes(key) ?? !!keys, overrides),
      ]),
  );
}

/**
 * A form for a file from its zod schema: a field for each of its keys, in the schema's order, but
 * those in `omit` (a collection's slug, which is the file's name), and `overrides` where given.
 */
export function formFor(schema: z.ZodType, overrides: Overrides = {}, omit: readonly string[] = []) {
  return fieldsOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }), [], overrides, omit);
}
