import { z } from "zod";

/*
 * The content schemas as the editor reads them: through zod's public `z.toJSONSchema`, never zod's
 * internals. A form's fields, limits and choices are read from these nodes (ADR 056).
 */

/** A node of a JSON Schema, as `z.toJSONSchema` writes it. */
export type Node = z.core.JSONSchema.JSONSchema;

const nodes = new WeakMap<z.ZodType, Node>();

/**
 * A schema as JSON Schema. Its shape is the file's (`io: "input"`: keys a default fills in may be left
 * out, and a text is read before its placeholders are filled), and each text carries the lengths the
 * build checks (`io: "output"`): a text whose placeholders are facts is measured once they are filled
 * in, so its limits are the filled text's, and the node says so (`filled`).
 */
export function jsonSchemaOf(schema: z.ZodType): Node {
  let node = nodes.get(schema);
  if (!node) {
    const input = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    const output = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
    node = withCheckedLengths(input, output);
    nodes.set(schema, node);
  }
  return node;
}

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** `input` with each text's length limits taken from `output` where the input has none. */
function withCheckedLengths(input: Node, output: unknown): Node {
  if (!isNode(output)) return input;
  const node: Node = { ...input };
  if (node.type === "string" && output.type === "string") {
    for (const key of ["minLength", "maxLength"] as const) {
      if (node[key] === undefined && output[key] !== undefined) {
        node[key] = output[key];
        node.filled = true;
      }
    }
  }
  if (input.properties) {
    const out = isNode(output.properties) ? output.properties : {};
    node.properties = Object.fromEntries(
      Object.entries(input.properties).map(([key, inner]) => [
        key,
        isNode(inner) ? withCheckedLengths(inner, out[key]) : inner,
      ]),
    );
  }
  if (isNode(input.items)) node.items = withCheckedLengths(input.items, output.items);
  if (isNode(input.additionalProperties))
    node.additionalProperties = withCheckedLengths(input.additionalProperties, output.additionalProperties);
  for (const key of ["prefixItems", "anyOf", "oneOf"] as const) {
    const list = input[key];
    const out = output[key];
    if (Array.isArray(list))
      node[key] = list.map((inner, index) =>
        isNode(inner) ? withCheckedLengths(inner, Array.isArray(out) ? out[index] : undefined) : inner,
      ) as Node[];
  }
  return node;
}

/**
 * An object's fields. A record keyed by a fixed list (`z.record(z.enum([...]), ...)`) has one field
 * for each key.
 */
export function propertiesOf(node: Node): Record<string, Node> {
  if (node.properties) return node.properties as Record<string, Node>;
  const keys = isNode(node.propertyNames) ? node.propertyNames.enum : undefined;
  if (keys && isNode(node.additionalProperties)) {
    const value = node.additionalProperties;
    return Object.fromEntries(keys.map((key) => [String(key), value]));
  }
  throw new Error(`expected an object, found ${JSON.stringify(node).slice(0, 80)}`);
}

export const isObject = (node: Node) => node.type === "object";

/** Whether an object's file must hold the key (a key with a default may be left out). */
export const requires = (node: Node, key: string) => node.required?.includes(key) ?? false;

/** A list's element, or a fixed list's first (the editor's lists hold one kind). */
export function elementOf(node: Node): Node {
  // A tuple's `items` is false: no entries past its own.
  const element = isNode(node.items) ? node.items : node.prefixItems?.[0];
  if (isNode(element)) return element;
  throw new Error(`expected a list, found ${JSON.stringify(node).slice(0, 80)}`);
}

export const isList = (node: Node) => node.type === "array";

/** How many entries a list takes. */
export function countOf(node: Node) {
  return { min: node.minItems ?? 0, max: node.maxItems ?? Number.POSITIVE_INFINITY };
}

/** How long a text may be. */
export function lengthOf(node: Node) {
  return { min: node.minLength ?? 0, max: node.maxLength ?? Number.POSITIVE_INFINITY };
}

/** The lowest and highest number, where the schema sets them. */
export function boundsOf(node: Node) {
  const exclusive = typeof node.exclusiveMinimum === "number" ? node.exclusiveMinimum : undefined;
  const min = node.minimum ?? (exclusive === undefined ? undefined : exclusive + (node.type === "integer" ? 1 : 0));
  return { min, max: node.maximum };
}

/** The choices of an enum or of a union of literals, as the text a select field stores. */
export function choicesOf(node: Node): string[] | undefined {
  if (node.enum) return node.enum.map(String);
  const options = node.anyOf ?? node.oneOf;
  if (options?.length && options.every((option) => option.const !== undefined))
    return options.map((option) => String(option.const));
  return undefined;
}

/**
 * A union of objects told apart by one field's fixed value (`z.discriminatedUnion`): that field's name
 * and each kind's object.
 */
export function variantsOf(node: Node): { key: string; kinds: Map<string, Node> } | undefined {
  const options = node.oneOf ?? node.anyOf;
  const first = options?.[0]?.properties;
  if (!options || !first) return undefined;
  const key = Object.keys(first).find((name) =>
    options.every((option) => isNode(option.properties?.[name]) && option.properties[name].const !== undefined),
  );
  if (!key) return undefined;
  return { key, kinds: new Map(options.map((option) => [String((option.properties![key] as Node).const), option])) };
}

/** The named placeholders a text may use, such as `{email}` (ADR 070), declared by its schema. */
export function placeholdersOf(node: Node): string[] {
  return Array.isArray(node.placeholders) ? node.placeholders.map(String) : [];
}

/** The pattern a text must match, as a regular expression. */
export function patternOf(node: Node): RegExp | undefined {
  return node.pattern === undefined ? undefined : new RegExp(node.pattern);
}
