import { z } from "zod";
import { CONTACT_SECTION_ID } from "~/config/ui";
import { seoSchema } from "../seo.schema";
import { slugSchema } from "../shared";

/** Ids the layout already uses on every page. */
const reservedIds = new Set([CONTACT_SECTION_ID, "main", "page-title", "toc-heading"]);

const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: z.string().min(20) }),
  z.object({ type: z.literal("list"), items: z.array(z.string().min(3)).min(2) }),
  z.object({
    type: z.literal("definitions"),
    items: z.array(z.object({ term: z.string().min(2), detail: z.string().min(10) })).min(2),
  }),
  /** The agency's email and postal address, from site config. */
  z.object({ type: z.literal("contact") }),
]);

const sectionSchema = z.object({
  id: slugSchema.refine((id) => !reservedIds.has(id), { message: "is already used by the page layout" }),
  heading: z.string().min(3).max(70),
  blocks: z.array(blockSchema).min(1),
});

export const legalDocumentSchema = z
  .object({
    slug: slugSchema,
    title: z.string().min(5).max(40),
    /** The opening paragraph under the title. */
    summary: z.string().min(60).max(400),
    meta: seoSchema.extend({ keywords: z.array(z.string().min(3)).min(3) }),
    datePublished: z.iso.date(),
    sections: z.array(sectionSchema).min(5),
  })
  .refine((doc) => new Set(doc.sections.map((section) => section.id)).size === doc.sections.length, {
    message: "section ids must be unique",
    path: ["sections"],
  })
  .refine((doc) => doc.sections.some((section) => section.blocks.some((block) => block.type === "contact")), {
    message: "a legal page must show the agency's contact details",
    path: ["sections"],
  });

export type LegalDocument = z.output<typeof legalDocumentSchema>;
export type LegalSection = LegalDocument["sections"][number];
export type LegalBlock = LegalSection["blocks"][number];
