import { ActionButton } from "@keystar/ui/button";
import { Checkbox } from "@keystar/ui/checkbox";
import { Flex } from "@keystar/ui/layout";
import { NumberField } from "@keystar/ui/number-field";
import { Item, Picker } from "@keystar/ui/picker";
import { TextArea, TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { type ReactElement, useRef, useState } from "react";
import {
  boundsOf,
  choicesOf,
  countOf,
  elementOf,
  lengthOf,
  type Node,
  patternOf,
  propertiesOf,
  requires,
  variantsOf,
} from "./schema";

/*
 * A form field for the parts of a content file Keystatic's own fields cannot store as the file holds
 * them: a section a page may leave out (Keystatic would write an empty one), and a list whose entries
 * are of several kinds told apart by a `type` (Keystatic would write `discriminant` and `value`). Its
 * inputs, limits and choices are read from the part's JSON Schema, and it stores the value exactly as
 * the file holds it.
 */

type Path = (string | number)[];
export type Problem = { path: Path; message: string };
/** The label, description and shape of the input for the field at a path of the file. */
export type Labeller = (key: string, path: readonly string[], node: Node) => Presentation;
export type Presentation = { label: string; description?: string; multiline?: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What is wrong with a value, by where: the checks the node states, as the build makes them. */
export function problemsIn(node: Node, value: unknown, path: Path = []): Problem[] {
  const at = (message: string) => [{ path, message }];
  const variants = variantsOf(node);
  if (variants) {
    const kind = isRecord(value) ? variants.kinds.get(String(value[variants.key])) : undefined;
    if (!kind) return at(`must be one of: ${[...variants.kinds.keys()].join(", ")}`);
    return problemsIn(kind, value, path);
  }
  if (node.const !== undefined) return value === node.const ? [] : at(`must be ${node.const}`);
  const choices = choicesOf(node);
  if (choices) return choices.includes(String(value)) ? [] : at(`must be one of: ${choices.join(", ")}`);
  switch (node.type) {
    case "object": {
      if (!isRecord(value)) return at("must be a set of fields");
      return Object.entries(propertiesOf(node)).flatMap(([key, inner]) => {
        if (value[key] !== undefined) return problemsIn(inner, value[key], [...path, key]);
        return requires(node, key) ? [{ path: [...path, key], message: "is required" }] : [];
      });
    }
    case "array": {
      if (!Array.isArray(value)) return at("must be a list");
      const { min, max } = countOf(node);
      const count =
        value.length < min
          ? at(`needs at least ${plural(min, "entry", "entries")}`)
          : value.length > max
            ? at(`takes at most ${plural(max, "entry", "entries")}`)
            : [];
      const element = elementOf(node);
      return [...count, ...value.flatMap((item, index) => problemsIn(element, item, [...path, index]))];
    }
    case "string": {
      if (typeof value !== "string") return at("must be text");
      const { min, max } = lengthOf(node);
      if (value.length < min) return at(min === 1 ? "must not be empty" : `must be at least ${min} characters long`);
      if (value.length > max) return at(`must be no longer than ${max} characters`);
      if (patternOf(node)?.test(value) === false) return at(`must match the pattern ${node.pattern}`);
      return [];
    }
    case "integer":
    case "number": {
      if (typeof value !== "number" || (node.type === "integer" && !Number.isInteger(value)))
        return at(node.type === "integer" ? "must be a whole number" : "must be a number");
      const { min, max } = boundsOf(node);
      if (min !== undefined && value < min) return at(`must be at least ${min}`);
      if (max !== undefined && value > max) return at(`must be at most ${max}`);
      return [];
    }
    case "boolean":
      return typeof value === "boolean" ? [] : at("must be yes or no");
    default:
      return [];
  }
}

/** A new value for a node: its first kind or choice, its required fields, and its fewest entries. */
export function initialValue(node: Node): unknown {
  const variants = variantsOf(node);
  if (variants) return initialValue([...variants.kinds.values()][0]!);
  if (node.const !== undefined) return node.const;
  const choices = choicesOf(node);
  if (choices) return node.default ?? choices[0];
  switch (node.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(propertiesOf(node))
          .filter(([key]) => requires(node, key))
          .map(([key, inner]) => [key, initialValue(inner)]),
      );
    case "array":
      return Array.from({ length: countOf(node).min }, () => initialValue(elementOf(node)));
    case "integer":
    case "number":
      return node.default ?? boundsOf(node).min ?? 0;
    case "boolean":
      return node.default ?? false;
    default:
      return node.default ?? "";
  }
}

const describeProblems = (problems: Problem[]) =>
  problems.map(({ path, message }) => (path.length ? `${path.join(".")}: ${message}` : message)).join("; ");

/** The field's value: the part as the file holds it, or undefined for a section the page leaves out. */
type Value = unknown;

export type SchemaField = BasicFormField<{ value: Value }, { value: Value }, Value> & {
  /** The part's JSON Schema, and whether the file may leave it out. */
  node: Node;
  optional: boolean;
};

/** What a part's field is made from: its label, its schema node, where it sits, and how fields are labelled. */
type PartOptions = {
  label: string;
  description?: string;
  node: Node;
  optional: boolean;
  path: readonly string[];
  labeller: Labeller;
};

/**
 * A field for one part of a file, stored as the file holds it. `optional`: the file may leave the part
 * out, and the field offers to add or remove it.
 */
export function schemaField(options: PartOptions): SchemaField {
  const { node, optional } = options;
  const check = (value: Value) => {
    if (value === undefined && optional) return value;
    const problems = value === undefined ? [{ path: [], message: "is required" }] : problemsIn(node, value);
    if (problems.length) throw new Error(`${options.label}: ${describeProblems(problems)}`);
    return value;
  };
  // Keystatic's YAML reader makes an unquoted date a Date; the build's reads it as its text.
  const fromFile = (stored: unknown): unknown => {
    if (stored instanceof Date) return stored.toISOString().slice(0, 10);
    if (Array.isArray(stored)) return stored.map(fromFile);
    if (isRecord(stored))
      return Object.fromEntries(Object.entries(stored).map(([key, inner]) => [key, fromFile(inner)]));
    return stored;
  };
  return {
    kind: "form",
    label: options.label,
    node,
    optional,
    Input(props) {
      return (
        <PartInput
          {...options}
          value={props.value.value}
          onChange={(value) => props.onChange({ value })}
          forceValidation={props.forceValidation}
        />
      );
    },
    defaultValue: () => ({ value: optional ? undefined : initialValue(node) }),
    parse: (stored) => ({ value: fromFile(stored) }),
    serialize: ({ value }) => ({ value: value as FormFieldStoredValue }),
    validate(value) {
      check(value.value);
      return value;
    },
    reader: { parse: (stored) => check(fromFile(stored)) },
  };
}

type InputProps = {
  node: Node;
  value: Value;
  onChange(value: Value): void;
  path: readonly string[];
  labeller: Labeller;
  /** The problems of the whole part, by path, once they are to be shown. */
  problems: Map<string, string>;
  at: Path;
} & Presentation;

function PartInput(
  props: PartOptions & {
    value: Value;
    onChange(value: Value): void;
    forceValidation: boolean;
  },
) {
  const [touched, setTouched] = useState(false);
  const show = props.forceValidation || touched;
  const problems = new Map(
    show && props.value !== undefined
      ? problemsIn(props.node, props.value).map((problem) => [problem.path.join("."), problem.message] as const)
      : [],
  );
  const onChange = (value: Value) => {
    setTouched(true);
    props.onChange(value);
  };
  const input = (
    <NodeInput
      node={props.node}
      value={props.value}
      onChange={onChange}
      path={props.path}
      labeller={props.labeller}
      problems={problems}
      at={[]}
      label={props.label}
      description={props.description}
    />
  );
  if (!props.optional) return input;
  const present = props.value !== undefined;
  return (
    <Flex direction="column" gap="large">
      <Checkbox isSelected={present} onChange={(selected) => onChange(selected ? initialValue(props.node) : undefined)}>
        <Text>{`This page has the section “${props.label}”`}</Text>
        {props.description ? <Text slot="description">{props.description}</Text> : null}
      </Checkbox>
      {present ? input : null}
    </Flex>
  );
}

/** The input for one node of the part: a group of fields, a list, a choice, a text or a number. */
function NodeInput(props: InputProps): ReactElement {
  const { node, value, onChange, problems, at } = props;
  const error = problems.get(at.join("."));
  const variants = variantsOf(node);
  if (variants) return <KindInput {...props} variants={variants} />;
  const choices = choicesOf(node);
  if (choices)
    return (
      <Picker
        label={props.label}
        description={props.description}
        items={choices.map((choice) => ({ value: choice }))}
        value={String(value)}
        onChange={(choice) => choice !== null && onChange(node.type === "string" ? String(choice) : Number(choice))}
        errorMessage={error}
      >
        {(item) => <Item key={item.value}>{item.value}</Item>}
      </Picker>
    );
  switch (node.type) {
    case "object":
      return <GroupInput {...props} value={isRecord(value) ? value : {}} />;
    case "array":
      return <ListInput {...props} value={Array.isArray(value) ? value : []} />;
    case "integer":
    case "number": {
      const { min, max } = boundsOf(node);
      return (
        <NumberField
          label={props.label}
          description={props.description}
          value={typeof value === "number" ? value : Number.NaN}
          minValue={min}
          maxValue={max}
          step={node.type === "integer" ? 1 : undefined}
          onChange={(number) => onChange(Number.isNaN(number) ? undefined : number)}
          errorMessage={error}
        />
      );
    }
    case "boolean":
      return (
        <Checkbox isSelected={value === true} onChange={onChange}>
          <Text>{props.label}</Text>
        </Checkbox>
      );
    default: {
      const Input = props.multiline ? TextArea : TextField;
      return (
        <Input
          label={props.label}
          description={props.description}
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
          isRequired={lengthOf(node).min > 0}
          errorMessage={error}
        />
      );
    }
  }
}

/** The fields of an object, each under its label; a field the file may leave out is left out when empty. */
function GroupInput(props: InputProps & { value: Record<string, unknown>; omit?: string }) {
  const { node, value, onChange } = props;
  const fields = Object.entries(propertiesOf(node)).filter(([key]) => key !== props.omit);
  const inner = fields.map(([key, inner]) => {
    const path = [...props.path, key];
    const change = (next: Value) => {
      const copy = { ...value, [key]: next };
      if (!requires(node, key) && (next === "" || next === undefined)) delete copy[key];
      onChange(copy);
    };
    return (
      <NodeInput
        key={key}
        {...props.labeller(key, path, inner)}
        node={inner}
        value={value[key]}
        onChange={change}
        path={path}
        labeller={props.labeller}
        problems={props.problems}
        at={[...props.at, key]}
      />
    );
  });
  if (props.omit !== undefined) return <>{inner}</>;
  return (
    <Flex direction="column" gap="large" role="group" aria-label={props.label}>
      <Text weight="semibold">{props.label}</Text>
      {props.description ? <Text color="neutralSecondary">{props.description}</Text> : null}
      <Flex direction="column" gap="xlarge" paddingStart="large" borderStart="muted">
        {inner}
      </Flex>
    </Flex>
  );
}

/** One entry of a list of several kinds: its kind, then that kind's fields. */
function KindInput(props: InputProps & { variants: NonNullable<ReturnType<typeof variantsOf>> }) {
  const { variants, value, onChange } = props;
  const current = isRecord(value) ? String(value[variants.key]) : undefined;
  const kind = current === undefined ? undefined : variants.kinds.get(current);
  const { label } = props.labeller(variants.key, [...props.path, variants.key], {});
  return (
    <Flex direction="column" gap="xlarge">
      <Picker
        label={label}
        items={[...variants.kinds.keys()].map((name) => ({ name, ...props.labeller(name, [...props.path, name], {}) }))}
        value={current ?? null}
        onChange={(name) => name !== null && onChange(initialValue(variants.kinds.get(String(name))!))}
        errorMessage={props.problems.get(props.at.join("."))}
      >
        {(item) => <Item key={item.name}>{item.label}</Item>}
      </Picker>
      {kind && isRecord(value) ? <GroupInput {...props} node={kind} value={value} omit={variants.key} /> : null}
    </Flex>
  );
}

/** A list: its entries in order, each with buttons to move or remove it, and a button to add one. */
function ListInput(props: InputProps & { value: unknown[] }) {
  const { node, value, onChange } = props;
  const { min, max } = countOf(node);
  const element = elementOf(node);
  // Each entry keeps its key while the list is reordered, so an input keeps its focus and state.
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  while (keys.current.length < value.length) keys.current.push(next.current++);
  keys.current.length = value.length;
  const change = (entries: unknown[], order: number[]) => {
    keys.current = order;
    onChange(entries);
  };
  const without = <T,>(list: T[], index: number) => list.filter((_, at) => at !== index);
  const swap = <T,>(list: T[], a: number, b: number) => {
    const copy = [...list];
    [copy[a], copy[b]] = [copy[b]!, copy[a]!];
    return copy;
  };
  const entryLabel = props.labeller("[]", [...props.path, "[]"], element).label;
  return (
    <Flex direction="column" gap="large" role="group" aria-label={props.label}>
      <Text weight="semibold">{props.label}</Text>
      {props.description ? <Text color="neutralSecondary">{props.description}</Text> : null}
      {props.problems.has(props.at.join(".")) ? (
        <Text color="critical">{props.problems.get(props.at.join("."))}</Text>
      ) : null}
      <Flex direction="column" gap="xlarge" paddingStart="large" borderStart="muted">
        {value.map((entry, index) => (
          <Flex key={keys.current[index]} direction="column" gap="medium">
            <NodeInput
              {...props.labeller("[]", [...props.path, "[]"], element)}
              label={`${entryLabel} ${index + 1}`}
              node={element}
              value={entry}
              onChange={(item) => change(Object.assign([...value], { [index]: item }), keys.current)}
              path={[...props.path, "[]"]}
              labeller={props.labeller}
              problems={props.problems}
              at={[...props.at, index]}
            />
            <Flex gap="regular">
              <ActionButton
                isDisabled={index === 0}
                onPress={() => change(swap(value, index, index - 1), swap(keys.current, index, index - 1))}
              >
                Move up
              </ActionButton>
              <ActionButton
                isDisabled={index === value.length - 1}
                onPress={() => change(swap(value, index, index + 1), swap(keys.current, index, index + 1))}
              >
                Move down
              </ActionButton>
              <ActionButton
                isDisabled={value.length <= min}
                onPress={() => change(without(value, index), without(keys.current, index))}
              >
                Remove
              </ActionButton>
            </Flex>
          </Flex>
        ))}
        <ActionButton
          isDisabled={value.length >= max}
          onPress={() => change([...value, initialValue(element)], [...keys.current, next.current++])}
        >
          {`Add ${entryLabel.toLowerCase()}`}
        </ActionButton>
      </Flex>
    </Flex>
  );
}
