import { z } from "zod";
import type { PlaceholderValues } from "~/lib/placeholders";
import { copyText, copyTexts, factText, sitePath, templateText } from "../copy.schema";

/* content/pages/: bundled copy is only checked, never changed (copy.server.ts); thank-you facts are filled in. */

const meta = z.strictObject({ title: copyText(), description: copyText() });

const indexPage = z.strictObject({
  meta,
  ...copyTexts("eyebrow", "heading", "lead", "cardCta"),
});

export const blogPageCopySchema = z.strictObject({
  index: indexPage,
  article: z.strictObject({
    metaTitle: templateText(["title"]),
    back: z.strictObject({ label: copyText(), href: sitePath }),
    /** Who wrote it: the agency's team or a role, never an invented person. */
    byline: copyText(),
    readTime: templateText(["minutes"]),
    contentsLabel: copyText(),
    share: z.strictObject({ label: copyText(), copied: copyText(), failed: copyText() }),
  }),
  categories: z.strictObject({ Technology: copyText(), Marketing: copyText() }),
});
export type BlogPageCopy = z.output<typeof blogPageCopySchema>;

export const caseStudiesPageCopySchema = z.strictObject({
  index: indexPage,
  study: z.strictObject({
    metaTitle: templateText(["title"]),
    back: copyText(),
    facts: z.strictObject({ client: copyText(), sector: copyText(), disciplines: copyText() }),
    disciplines: z.strictObject({ eyebrow: copyText(), heading: copyText() }),
    ...copyTexts("challenge", "approach"),
    results: z.strictObject({ eyebrow: copyText(), heading: copyText() }),
    related: z.strictObject({ eyebrow: copyText(), heading: copyText(), cta: copyText() }),
    photoCredit: templateText(["credit"]),
    mapSources: copyText(),
  }),
});
export type CaseStudiesPageCopy = z.output<typeof caseStudiesPageCopySchema>;

export const legalPageCopySchema = z.strictObject({
  ...copyTexts("eyebrow", "lastUpdated", "firstPublished", "contents"),
  contactDetails: z.strictObject({ email: copyText(), post: copyText(), country: copyText() }),
});
export type LegalPageCopy = z.output<typeof legalPageCopySchema>;

export const notFoundPageCopySchema = z.strictObject({
  meta,
  ...copyTexts("heading", "message", "homeLink", "routesHeading"),
  routes: z
    .array(z.strictObject({ label: copyText(), description: copyText(), href: z.string().regex(/^\/[^\s]*$/) }))
    .min(1),
});
export type NotFoundPageCopy = z.output<typeof notFoundPageCopySchema>;

export const errorPageCopySchema = z.strictObject({ meta, ...copyTexts("heading", "unknownError", "homeLink") });
export type ErrorPageCopy = z.output<typeof errorPageCopySchema>;

export function thankYouPageSchema(facts: PlaceholderValues<string>) {
  const text = () => factText(facts);
  return z.strictObject({
    seo: z.strictObject({ title: text(), description: text() }),
    eyebrow: text(),
    heading: text(),
    lead: text(),
    stepsHeading: text(),
    booking: z.strictObject({ title: text(), description: text(), link: text() }),
    steps: z.array(z.strictObject({ title: text(), description: text() })).min(1),
    workLink: text(),
  });
}
export type ThankYouPage = z.output<ReturnType<typeof thankYouPageSchema>>;
