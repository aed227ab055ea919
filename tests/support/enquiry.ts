import { type ContactValues, emptyContactValues } from "../../app/lib/contact";
import type { Enquiry } from "../../server/store/enquiries";

/** A valid submission (unique per `n`): what unit, API and browser tests send. */
export function enquiry(n: number | string, overrides: Record<string, string> = {}): ContactValues {
  return {
    ...emptyContactValues,
    fullName: `Visitor ${n}`,
    company: "Northwind Coffee",
    email: `visitor${n}@northwind.example`,
    telephone: "+44 20 7946 0000",
    message: `Enquiry ${n}: we are launching in Spain next spring and need a brand and paid media plan.`,
    ...overrides,
  };
}

/** A stored enquiry, as deliveries carry it. */
export function storedEnquiry(n: number | string, overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    ...enquiry(n),
    id: "0b6f7d1e-3c1a-4d7e-9a55-2f1e0c9d8b7a",
    createdAt: new Date("2026-03-02T09:30:00Z"),
    attribution: null,
    answeredAt: null,
    releasedAt: null,
    ...overrides,
  };
}

/** A label and its value on one line of an email's text part, as its tables set them: apart by spaces. */
export const mailRow = (label: string, value: string) => new RegExp(`${escaped(label)}\\s+${escaped(value)}`);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
