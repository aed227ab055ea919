import { z } from "zod";
import { localeNames } from "~/config/locales";
import { site } from "~/config/site";
import { contactErrorCodes, contactFields } from "~/lib/contact";
import { copyText, copyTexts, pluralText, sitePath, templateText } from "../copy.schema";

const tooLong = templateText(["limit"]);

export const contactFormCopySchema = z.strictObject({
  ...copyTexts("eyebrow", "heading", "sentHeading"),
  lead: templateText(["replyWithinHours"]),
  directLabel: copyText(),
  ...copyTexts(
    "openForm",
    "formHeading",
    "formIntro",
    "requiredNote",
    "optional",
    "submit",
    "submitting",
    "privacyNote",
    "privacyLinkLabel",
  ),
  privacyLinkHref: sitePath,
  labels: z.record(z.enum(contactFields), copyText()),
  offices: z.record(
    z.enum(site.offices.map((office) => office.city)),
    z.strictObject({ city: copyText(), role: copyText() }),
  ),
  honeypotLabel: copyText(),
  toast: z.strictObject(copyTexts("title", "description", "regionLabel", "dismissLabel")),
  errorPage: z.strictObject(copyTexts("metaTitle", "eyebrow", "heading", "fieldsLead", "formLead", "toForm")),
  formErrors: z.record(z.enum(contactErrorCodes), copyText()),
});
export type ContactFormCopy = z.output<typeof contactFormCopySchema>;

export const contactAnswersCopySchema = z.strictObject({
  fields: z.record(
    z.enum(contactFields),
    z.strictObject({ inPolicy: copyText(), required: copyText().optional(), invalid: copyText().optional(), tooLong }),
  ),
  ...copyTexts("controlCharacters", "malformedText"),
  fixedPage: z.strictObject({
    title: copyText(),
    wait: pluralText(["minutes"]),
    ...copyTexts("writeTo", "keep", "home"),
  }),
});
export type ContactAnswersCopy = z.output<typeof contactAnswersCopySchema>;

export const cookieBannerCopySchema = z.strictObject(
  copyTexts("title", "body", "privacyLink", "accept", "essential", "close"),
);

export const layoutCopySchema = z.strictObject({
  skipLink: copyText(),
  logoLabel: templateText(["siteName"]),
  header: z.strictObject(copyTexts("navigationLabel", "mobileNavigationLabel", "contactLink", "openMenu", "closeMenu")),
  footer: z.strictObject({
    navigationLabel: copyText(),
    copyright: templateText(["year", "legalName"]),
    cookieSettings: copyText(),
  }),
  breadcrumbs: z.strictObject(copyTexts("home", "caseStudies", "blog", "thankYou")),
  /** The links to the other languages' pages, each in its own name; `description` is the accessible name. */
  languageSwitch: z.strictObject({ description: templateText(["language"]) }),
  preview: z.strictObject(copyTexts("label", "status", "exit", "invalidLink")),
});

export const sectionsCopySchema = z.strictObject({
  caseCards: z.strictObject({ cta: copyText() }),
  contactCta: copyText(),
  figuresSource: templateText(["foundingYear"]),
  teamModels: z.strictObject({ bestFor: copyText() }),
  process: z.strictObject({ resultsWithin: copyText(), days: copyText(), phases: copyText() }),
  showreel: z.strictObject({ close: copyText() }),
});

/* content/parts/enquiry-operations.yaml (ADR 076–081), checked as it loads (enquiry-operations.ts). */
const headingAndLead = <Lead extends z.ZodType>(lead: Lead) => z.strictObject({ heading: copyText(), lead });

export const enquiryCopySchema = z.strictObject({
  languages: z.strictObject(copyTexts("label", ...localeNames)),
  source: z.strictObject({
    labels: z.strictObject(
      copyTexts(
        "heading",
        "source",
        "sentFrom",
        "campaign",
        "term",
        "content",
        "adClick",
        "referrer",
        "landed",
        "firstTouch",
      ),
    ),
    notRecorded: copyText(),
    direct: copyText(),
    referral: templateText(["host"]),
    adClick: templateText(["network"]),
    landed: templateText(["page", "date"]),
  }),
  enquiryEmail: z.strictObject({
    subject: templateText(["name", "company"]),
    subjectInLanguage: templateText(["language", "name", "company"]),
    eyebrow: copyText(),
    heading: templateText(["name", "company"]),
    ...copyTexts("details", "replyByLabel"),
    labels: z.strictObject({ received: copyText(), reference: copyText() }),
    notGiven: copyText(),
    replyBy: templateText(["hours"]),
    markAnswered: copyText(),
    markAnsweredNote: templateText(["reminderHours"]),
    replyHint: templateText(["name"]),
  }),
  reminder: z.strictObject({
    subject: templateText(["deadline", "name", "company"]),
    eyebrow: copyText(),
    heading: templateText(["name", "company"]),
    body: templateText(["received", "hours", "deadline"]),
    note: copyText(),
  }),
  deadDelivery: z.strictObject({
    subject: templateText(["reference", "channel"]),
    failed: pluralText(["channel", "reference", "attempts"]),
    lastError: templateText(["error"]),
    whereItIs: copyText(),
    resend: templateText(["channel"]),
  }),
  flood: z.strictObject({
    subject: templateText(["limit"]),
    summary: templateText(["count", "from", "limit"]),
    ...copyTexts("list", "note"),
  }),
  answeredPage: z.strictObject({
    ...copyTexts("metaTitle", "eyebrow"),
    labels: z.strictObject({ reference: copyText(), received: copyText(), answered: copyText() }),
    open: z.strictObject({ heading: copyText(), lead: copyText(), button: copyText() }),
    done: headingAndLead(templateText(["replyTime"])),
    used: headingAndLead(templateText(["replyTime"])),
    expired: headingAndLead(templateText(["days"])),
    forged: headingAndLead(copyText()),
    gone: headingAndLead(copyText()),
  }),
  digest: z.strictObject({
    subject: templateText(["period"]),
    eyebrow: copyText(),
    heading: templateText(["period"]),
    lead: templateText(["hours"]),
    figures: z.strictObject({
      ...copyTexts("leads", "medianReply"),
      pastPromise: templateText(["hours"]),
      spamHeld: copyText(),
    }),
    footer: templateText(["siteName"]),
  }),
  report: z.strictObject({
    title: templateText(["period"]),
    ...copyTexts("bySource", "byWeek"),
    replies: templateText(["hours"]),
    ...copyTexts("answered", "median", "p90"),
    withinPromise: templateText(["hours"]),
    overdue: templateText(["hours"]),
    ...copyTexts(
      "unanswered",
      "spam",
      "spamHeld",
      "spamReleased",
      "spamDropped",
      "none",
      "noReplyYet",
      "vitals",
      "template",
      "visits",
      "errors",
      "policy",
      "vitalsLegend",
      "noVitals",
      "noErrors",
    ),
  }),
});

export const socialCardsCopySchema = z.strictObject(
  copyTexts("home", "caseStudies", "services", "locations", "blog", "agency"),
);
