import { TestProvider } from "@keystar/ui/core";
import { act, fireEvent, render as renderBare, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { privacyPolicyFacts } from "~/content/legal/facts";
import { legalDocumentSchema } from "~/content/legal/schema";
import { serviceSchema } from "~/content/services/schema";
import { labeller } from "./forms";
import { elementOf, jsonSchemaOf, propertiesOf } from "./schema";
import { initialValue, problemsIn, type SchemaField, schemaField } from "./schema-field";

/*
 * The editor's own field for what Keystatic's fields cannot store as the file holds it: a section a
 * page may leave out, and an entry of several kinds. Its checks are the schema's (config.test.ts holds
 * them to zod's); here, its inputs.
 */

const service = propertiesOf(jsonSchemaOf(serviceSchema));
const legal = propertiesOf(jsonSchemaOf(legalDocumentSchema(privacyPolicyFacts.en)));
const block = elementOf(propertiesOf(elementOf(legal.sections!)).blocks!);

const processField = schemaField({
  label: "Process",
  node: service.process!,
  optional: true,
  path: ["process"],
  labeller,
});
const blockField = schemaField({
  label: "Block",
  node: block,
  optional: false,
  path: ["sections", "[]", "blocks", "[]"],
  labeller,
});

/** Rendered inside the editor's design system, as Keystatic's screens render fields. */
const render = (element: ReactElement) => renderBare(<TestProvider>{element}</TestProvider>);

/** The field's input, holding its value as Keystatic would. */
function Harness({ field, initial, seen }: { field: SchemaField; initial: unknown; seen: unknown[] }) {
  const [value, setValue] = useState({ value: initial });
  return field.Input({
    value,
    onChange: (next) => {
      seen.push(next.value);
      setValue(next);
    },
    autoFocus: false,
    forceValidation: false,
  });
}

describe("a section a page may leave out", () => {
  it("is left out of the file until added, and starts with the entries its list needs", () => {
    const seen: unknown[] = [];
    render(<Harness field={processField} initial={undefined} seen={seen} />);
    expect(screen.queryByRole("textbox", { name: /Heading/ })).toBeNull();
    act(() => screen.getByRole("checkbox", { name: /This page has the section “Process”/ }).click());
    expect(seen.at(-1)).toEqual({
      eyebrow: "",
      heading: "",
      steps: Array.from({ length: 4 }, () => ({ title: "", description: "" })),
    });
    expect(screen.getAllByRole("textbox", { name: /^Title/ })).toHaveLength(4);
    // Four steps exactly: none may be added, and none removed.
    const disabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;
    expect(disabled(screen.getByRole("button", { name: "Add step" }))).toBe(true);
    expect(screen.getAllByRole("button", { name: "Remove" }).map(disabled)).toEqual([true, true, true, true]);

    fireEvent.change(screen.getByRole("textbox", { name: /^Eyebrow/ }), { target: { value: "How we work" } });
    expect(seen.at(-1)).toMatchObject({ eyebrow: "How we work" });
    // An introduction left empty is left out, as the file may.
    const lead = screen.getByRole("textbox", { name: /^Introduction/ });
    fireEvent.change(lead, { target: { value: "Some words" } });
    fireEvent.change(lead, { target: { value: "" } });
    expect(seen.at(-1)).not.toHaveProperty("lead");

    act(() => screen.getByRole("checkbox", { name: /This page has the section/ }).click());
    expect(seen.at(-1)).toBeUndefined();
  });

  it("is checked against its schema: left out, or whole", () => {
    expect(() => processField.validate({ value: undefined })).not.toThrow();
    expect(() => processField.validate({ value: initialValue(service.process!) })).toThrow(
      /eyebrow: must be at least 2/,
    );
    expect(() => processField.reader.parse("a text")).toThrow(/must be a set of fields/);
  });
});

describe("an entry of several kinds", () => {
  it("shows its kind and that kind's fields", () => {
    const seen: unknown[] = [];
    render(<Harness field={blockField} initial={{ type: "paragraph", text: "Some words" }} seen={seen} />);
    expect(screen.getByRole("button", { name: /Paragraph/ })).toBeTruthy();
    const text = screen.getByRole("textbox", { name: /^Text/ }) as HTMLTextAreaElement;
    expect(text.value).toBe("Some words");
    fireEvent.change(text, { target: { value: "Other words" } });
    expect(seen.at(-1)).toEqual({ type: "paragraph", text: "Other words" });
    // The text may name the policy's facts, and says which.
    expect(document.body.textContent).toContain("May use {siteName}, {legalName}, {email}");
    expect(document.body.textContent).toContain("Its length is counted with them filled in.");
  });

  it("refuses a kind the schema does not know, and each kind's own mistakes", () => {
    expect(problemsIn(block, { type: "table" })).toEqual([
      { path: [], message: "must be one of: paragraph, list, definitions, contact" },
    ]);
    expect(problemsIn(block, { type: "list", items: ["One item"] })).toEqual([
      { path: ["items"], message: "needs at least 2 entries" },
    ]);
    expect(problemsIn(block, { type: "contact" })).toEqual([]);
    expect(initialValue(block)).toEqual({ type: "paragraph", text: "" });
  });
});
