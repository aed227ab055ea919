import { describe, expect, it } from "vitest";
import { emptyContactValues } from "~/lib/contact";
import { readSubmission, validateContact } from "./schema";

const valid = {
  ...emptyContactValues,
  fullName: "Ada Lovelace",
  company: "Analytical Engines",
  email: "ada@engines.example",
  telephone: "+44 (0)20 7946 0000 ext. 12",
  message: "We are launching in Spain.\r\n\tCan we talk?",
};

describe("contact validation", () => {
  it("accepts a complete submission and trims it", () => {
    const result = validateContact({ ...valid, fullName: "  Ada Lovelace  " });
    expect(result).toEqual({ ok: true, data: { ...valid, fullName: "Ada Lovelace" } });
  });

  it.each([
    ["telephone", ""],
    ["fullName", "Zoë 🚀 Ōkubo"],
    // Joiners inside a name are kept: some scripts need them.
    ["fullName", "\u0915\u094D\u200D\u0937 Rao"],
    ["company", "3M"],
    // A brief may mix scripts: the message keeps direction marks and separators.
    ["message", "Launch \u200Fمرحبا\u200F in Dubai,\u2028then Riyadh."],
    ["message", "m".repeat(5000)],
  ] as const)("accepts %s %j", (field, value) => {
    expect(validateContact({ ...valid, [field]: value }).ok).toBe(true);
  });

  it("names each problem on its own field", () => {
    const result = validateContact({
      ...emptyContactValues,
      fullName: " ",
      company: "",
      email: "ada@engines",
      telephone: "call me",
      message: "",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        fullName: "Enter your full name",
        company: "Enter your company’s name",
        email: "Enter an email address like name@company.com",
        telephone: "Enter a telephone number using digits, spaces, + ( ) and -",
        message: "Tell us a little about what you need",
      },
    });
  });

  it("enforces the length limits", () => {
    const result = validateContact({ ...valid, fullName: "a".repeat(121), message: "m".repeat(5001) });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      fullName: expect.stringMatching(/120/),
      message: expect.stringMatching(/5,000/),
    });
  });

  const everyField = ["fullName", "company", "email", "telephone", "message"] as const;
  const names = ["fullName", "company"] as const;
  it.each([
    ["text that is not well-formed Unicode", everyField, ["x\ud800y"], /could not be read/],
    // PostgreSQL cannot store NUL; the message (in `valid`) keeps its line breaks and tabs all the same.
    ["control characters", ["company"], ["Acme\u0000"], /./],
    [
      "bidirectional controls and line separators, which could reorder or break a Subject line",
      names,
      ["\u202E", "\u202A", "\u2066", "\u2069", "\u200F", "\u061C", "\u2028", "\u2029"].map((c) => `Ada${c}Lovelace`),
      /./,
    ],
    [
      "a value with no visible letter: invisible characters, fillers, blanks, soft hyphens",
      names,
      ["\u200B\u200B", "\u2060 \u00A0", "\uFEFF", "\u3164\u3164", "\u2800", "\u00AD\u200B", "\uFFA0 \u115F", "\u034F"],
      /^Enter your/,
    ],
    ["characters that hide text", ["company"], ["Ada\u{E0041}\u{E0042}", "Ada\uFFF9note\uFFFB"], /./],
  ] as const)("refuses %s, on its field alone", (_, fields, values, message) => {
    for (const field of fields)
      for (const value of values) {
        const result = validateContact({ ...valid, [field]: value });
        expect(result.ok ? {} : result.fieldErrors, `${field} ${escape(value)}`).toEqual({
          [field]: expect.stringMatching(message),
        });
      }
  });

  it("refuses a bidirectional override in the message, in the page's language", () => {
    for (const character of ["\u202E", "\u202D", "\u2067"]) {
      const result = validateContact({ ...valid, message: `Pay\n${character}lanoisseforp` }, "es");
      expect(result.ok ? {} : result.fieldErrors).toEqual({
        message: expect.stringMatching(/^Elimina los caracteres/),
      });
    }
  });
});

describe("reading a body", () => {
  it("takes known fields, ignores others, and turns non-strings into blanks", () => {
    const parsed = readSubmission({ ...valid, fullName: 42, admin: true, website: "spam.example", formToken: "t.s" });
    expect(parsed.values.fullName).toBe("");
    expect(parsed.values.company).toBe(valid.company);
    expect(parsed.honeypot).toBe("spam.example");
    expect(parsed.formToken).toBe("t.s");
  });

  it("prefers the Idempotency-Key header and ignores malformed keys", () => {
    expect(readSubmission({ idempotencyKey: "body-key-1234" }, "header-key-1234").idempotencyKey).toBe(
      "header-key-1234",
    );
    expect(readSubmission({ idempotencyKey: "body-key-1234" }).idempotencyKey).toBe("body-key-1234");
    expect(readSubmission({ idempotencyKey: "short" }).idempotencyKey).toBeNull();
    expect(readSubmission({ idempotencyKey: "has spaces and more" }).idempotencyKey).toBeNull();
  });
});
