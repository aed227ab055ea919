import { z } from "zod";
import { CONTACT_SECTION_ID } from "~/config/ui";
import type { PlaceholderValues } from "~/lib/placeholders";
import { factText } from "../copy.schema";
import { seoSchema } from "../seo.schema";
import { slugSchema } from "../shared";

/** Ids the layout already uses on every page. */
const reservedIds = new Set([CONTACT_SECTION_ID, "main", "page-title", "toc-heading"]);

/**
 * A legal document (content/legal/), whose text may name the given facts as placeholders: they are
 * filled in as it loads, and the filled text is what the lengths are checked against.
 */
export function legalDocumentSchema(facts: PlaceholderValues<string>) {
  const text = (checked: z.ZodString = z.string().min(1)) => factText(facts, checked);
  const blockSchema = z.discriminatedUnion("type", [
    z.object({ type: z.literal("paragraph"), text: text(z.string().min(20)) }),
    z.object({ type: z.literal("list"), items: z.array(text(z.string().min(3))).min(2) }),
    z.object({
      type: z.literal("definitions"),
      items: z.array(z.object({ term: text(z.string().min(2)), detail: text(z.string().min(10)) })).min(2),
    }),
    z.object({ type: z.literal("contact") }),
  ]);

  const sectionSchema = z.object({
    id: slugSchema.refine((id) => !reservedIds.has(id), { message: "is already used by the page layout" }),
    heading: text(z.string().min(3).max(70)),
    blocks: z.array(blockSchema).min(1),
  });

  return z
    .object({
      slug: slugSchema,
      title: text(z.string().min(5).max(40)),
      summary: text(z.string().min(60).max(400)),
      meta: seoSchema.extend({
        title: text(seoSchema.shape.title),
        description: text(seoSchema.shape.description),
        keywords: z.array(text(z.string().min(3))).min(3),
      }),
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
}

export type LegalDocument = z.output<ReturnType<typeof legalDocumentSchema>>;
export type LegalSection = LegalDocument["sections"][number];
export type LegalBlock = LegalSection["blocks"][number];
