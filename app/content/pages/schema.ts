import { z } from "zod";
import type { PlaceholderValues } from "~/lib/placeholders";
import { copyText, copyTexts, factText, templateText } from "../copy.schema";

/*
 * The copy of the site's fixed pages and page templates (content/pages/). Most of it reaches the
 * browser with the components that set it, so those schemas only check, and change nothing
 * (copy.server.ts); the thank-you page's is read by its loader, which fills in its facts.
 */

const meta = z.strictObject({ title: copyText(), description: copyText() });

/** An index page of cards (the blog's, the case studies'). */
const indexPage = z.strictObject({
  meta,
  ...copyTexts("eyebrow", "heading", "lead", "cardCta"),
});

/** content/pages/blog.yaml: the blog's index page and the words around each article. */
export const blogPageCopySchema = z.strictObject({
  index: indexPage,
  article: z.strictObject({
    metaTitle: templateText(["title"]),
    back: z.strictObject({ label: copyText(), href: z.string().regex(/^\/(?!\/)/, "must be a path on this site") }),
    /** Who wrote it: the agency's team or a role, never an invented person. */
    byline: copyText(),
    readTime: templateText(["minutes"]),
    contentsLabel: copyText(),
    share: z.strictObject({ label: copyText(), copied: copyText(), failed: copyText() }),
  }),
  /** Each article category's name as the cards and articles show it. */
  categories: z.strictObject({ Technology: copyText(), Marketing: copyText() }),
});
export type BlogPageCopy = z.output<typeof blogPageCopySchema>;

/** content/pages/case-studies.yaml: the case studies' index page and the words around each study. */
export const caseStudiesPageCopySchema = z.strictObject({
  index: indexPage,
  study: z.strictObject({
    metaTitle: templateText(["title"]),
    back: copyText(),
    facts: z.strictObject({ client: copyText(), sector: copyText(), disciplines: copyText() }),
    disciplines: z.strictObject({ eyebrow: copyText(), heading: copyText() }),
    challenge: copyText(),
    approach: copyText(),
    results: z.strictObject({ eyebrow: copyText(), heading: copyText() }),
    related: z.strictObject({ eyebrow: copyText(), heading: copyText(), cta: copyText() }),
    /** Under each photograph of the work, after its caption. */
    photoCredit: templateText(["credit"]),
    /** Before a route map's sources. */
    mapSources: copyText(),
  }),
});
export type CaseStudiesPageCopy = z.output<typeof caseStudiesPageCopySchema>;

/** content/pages/legal.yaml: the words the legal pages' template sets around a document. */
export const legalPageCopySchema = z.strictObject({
  ...copyTexts("eyebrow", "lastUpdated", "firstPublished"),
  /** The heading of the table of contents. */
  contents: copyText(),
  /** The labels of the agency's contact details, and the last line of its address. */
  contactDetails: z.strictObject({ email: copyText(), post: copyText(), country: copyText() }),
});
export type LegalPageCopy = z.output<typeof legalPageCopySchema>;

/** content/pages/not-found.yaml: the page for an address with no page. */
export const notFoundPageCopySchema = z.strictObject({
  meta,
  ...copyTexts("heading", "message", "homeLink"),
  /** The routes onward a lost visitor is offered, under their heading. */
  routesHeading: copyText(),
  routes: z
    .array(z.strictObject({ label: copyText(), description: copyText(), href: z.string().regex(/^\/[^\s]*$/) }))
    .min(1),
});
export type NotFoundPageCopy = z.output<typeof notFoundPageCopySchema>;

/** content/pages/error.yaml: the screen for a page that failed to render. */
export const errorPageCopySchema = z.strictObject({ meta, ...copyTexts("heading", "unknownError", "homeLink") });
export type ErrorPageCopy = z.output<typeof errorPageCopySchema>;

/** content/pages/thank-you.yaml, its placeholders filled in from `facts` as it loads. */
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
