import { describe, expect, it } from "vitest";
import { fill, fillParts, fillPlural, placeholdersIn, type Template } from "./placeholders";

const template = <Name extends string>(text: string) => text as Template<Name>;

describe("filling placeholders", () => {
  it("names the placeholders of a text, anything in braces counting as one", () => {
    expect(placeholdersIn("{a} and {b}, { c }, {}")).toEqual(["a", "b", " c ", ""]);
    expect(placeholdersIn("no placeholders")).toEqual([]);
  });

  it("fills each placeholder, as often as it appears", () => {
    expect(
      fill(template<"days" | "law">("{days} days, under {law}; {days} again"), { days: 30, law: "English law" }),
    ).toBe("30 days, under English law; 30 again");
  });

  it("hands JSX the text in pieces, one text node for each value, none empty", () => {
    const copyright = template<"year" | "name">("© {year} {name}. All rights reserved.");
    expect(fillParts(copyright, { year: 2026, name: "Lumen & Lark Ltd" })).toEqual([
      "© ",
      "2026",
      " ",
      "Lumen & Lark Ltd",
      ". All rights reserved.",
    ]);
    expect(fillParts(template<"a">("{a}"), { a: "only" })).toEqual(["only"]);
  });

  it("fails loudly on a placeholder it has no value for", () => {
    expect(() => fill(template<"a">("{a} {b}"), { a: 1 })).toThrow(/No value for the placeholder \{b\}/);
  });

  it("picks the form for the count, falling back to other", () => {
    const wait = { one: template<"n">("{n} minute"), other: template<"n">("{n} minutes") };
    expect([0, 1, 2, 5].map((n) => fillPlural(wait, n, { n }))).toEqual([
      "0 minutes",
      "1 minute",
      "2 minutes",
      "5 minutes",
    ]);
    expect(fillPlural({ other: template<"n">("{n} min") }, 1, { n: 1 })).toBe("1 min");
  });
});
