import { describe, expect, it } from "vitest";
import { emptyContactValues } from "~/lib/contact";
import { readSubmission, validateContact } from "./schema";

const valid = {
  ...emptyContactValues,
  fullName: "Ada Lovelace",
  company: "Analytical Engines",
  email: "ada@engines.example",
  telephone: "+44 (0)20 7946 0000 ext. 12",
  message: "We are launching in Spain.\nCan we talk?",
};

describe("contact validation", () => {
  it("accepts a complete submission and trims it", () => {
    const result = validateContact({ ...valid, fullName: "  Ada Lovelace  " });
    expect(result).toEqual({ ok: true, data: { ...valid, fullName: "Ada Lovelace" } });
  });

  it("refuses text that is not well-formed Unicode in any field, naming the field", () => {
    for (const field of ["fullName", "company", "email", "telephone", "message"] as const) {
      const result = validateContact({ ...valid, [field]: `x\ud800y` });
      expect(result.ok, field).toBe(false);
      if (!result.ok) {
        expect(Object.keys(result.fieldErrors)).toEqual([field]);
        expect(result.fieldErrors[field]).toMatch(/could not be read/);
      }
    }
    expect(validateContact({ ...valid, fullName: "Zoë 🚀 Ōkubo" }).ok).toBe(true);
  });

  it("accepts a blank telephone, which is optional", () => {
    expect(validateContact({ ...valid, telephone: "" }).ok).toBe(true);
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
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors.fullName).toMatch(/120/);
      expect(result.fieldErrors.message).toMatch(/5,000/);
    }
    expect(validateContact({ ...valid, message: "m".repeat(5000) }).ok).toBe(true);
  });

  it("refuses control characters (PostgreSQL cannot store NUL) but keeps line breaks in the message", () => {
    const result = validateContact({ ...valid, company: "Acme\u0000", message: "Line one\r\n\tLine two" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual(["company"]);
  });
});

describe("single-line fields", () => {
  it("refuse bidirectional controls and line separators, which could reorder or break a Subject line", () => {
    for (const character of ["\u202E", "\u202A", "\u2066", "\u2069", "\u200F", "\u061C", "\u2028", "\u2029"]) {
      for (const field of ["fullName", "company"] as const) {
        const result = validateContact({ ...valid, [field]: `Ada${character}Lovelace` });
        expect(result.ok, `${field} ${escape(character)}`).toBe(false);
        if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual([field]);
      }
    }
  });

  it("count a value of only invisible characters as empty, and refuse characters that hide text", () => {
    for (const value of ["\u200B\u200B", "\u2060 \u00A0", "\uFEFF"]) {
      const result = validateContact({ ...valid, fullName: value });
      expect(result.ok, escape(value)).toBe(false);
      if (!result.ok) expect(result.fieldErrors.fullName).toBe("Enter your full name");
    }
    for (const value of ["Ada\u{E0041}\u{E0042}", "Ada\uFFF9note\uFFFB"])
      expect(validateContact({ ...valid, company: value }).ok).toBe(false);
    // Joiners inside a name are kept: some scripts need them.
    expect(validateContact({ ...valid, fullName: "\u0915\u094D\u200D\u0937 Rao" }).ok).toBe(true);
  });

  it("refuse a name or company with no visible letter: fillers, blanks, soft hyphens", () => {
    for (const value of ["\u3164\u3164", "\u2800", "\u00AD\u200B", "\uFFA0 \u115F", "\u034F"])
      for (const field of ["fullName", "company"] as const) {
        const result = validateContact({ ...valid, [field]: value });
        expect(result.ok, `${field} ${escape(value)}`).toBe(false);
        if (!result.ok) expect(Object.keys(result.fieldErrors)).toEqual([field]);
      }
    expect(validateContact({ ...valid, company: "3M" }).ok).toBe(true);
  });

  it("while the message keeps them (a brief may mix scripts), but not a bidirectional override", () => {
    expect(validateContact({ ...valid, message: "Launch \u200Fمرحبا\u200F in Dubai,\u2028then Riyadh." }).ok).toBe(
      true,
    );
    for (const character of ["\u202E", "\u202D", "\u2067"]) {
      const result = validateContact({ ...valid, message: `Pay\n${character}lanoisseforp` }, "es");
      expect(result.ok, escape(character)).toBe(false);
      if (!result.ok) expect(result.fieldErrors).toEqual({ message: expect.stringMatching(/^Elimina los caracteres/) });
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
