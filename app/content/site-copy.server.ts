import { COOKIE_POLICY_SECTION_ID } from "~/config/consent";
import { fixedPaths, type Locale, localeOf, locales } from "~/config/locales";
import { site } from "~/config/site";
import { CONTACT_ENDPOINT } from "~/lib/contact";
import { fill } from "~/lib/placeholders";
import type { SiteCopy } from "~/lib/site-copy";
import { parseContent } from "./collection";
import { legalDocumentsIn } from "./legal";
import { navigationSchema } from "./navigation.schema";
import { contactFormCopySchema, cookieBannerCopySchema, layoutCopySchema, sectionsCopySchema } from "./parts/schema";

/*
 * The words of every page's furniture: the header, footer and navigation, the consent banner, the
 * contact section and its form, and the words the shared sections set, in each language (English in
 * content/, Spanish in content/es/). Parsed, and so checked, as the server loads; they reach the
 * browser as the root route's data (root.tsx, ADR 083), not in its scripts.
 */
const files = import.meta.glob(["/content/{navigation,parts/*}.yaml", "/content/es/{navigation,parts/*}.yaml"], {
  eager: true,
  import: "default",
});

/** The privacy policy in a language, or the English one where it has no translation. */
function privacyPolicyIn(locale: Locale) {
  const doc = legalDocumentsIn[locale].find((candidate) => candidate.original === "privacy-policy");
  return doc ? `${locales[locale].prefix}/${doc.slug}` : "/privacy-policy";
}

function copyIn(locale: Locale): SiteCopy {
  const folder = locale === "en" ? "content" : `content/${locale}`;
  const read = <Schema extends Parameters<typeof parseContent>[0]>(schema: Schema, name: string) =>
    parseContent(schema, files[`/${folder}/${name}`], `${folder}/${name}`);
  const { formErrors, ...form } = read(contactFormCopySchema, "parts/contact-form.yaml");
  const layout = read(layoutCopySchema, "parts/layout.yaml");
  return {
    layout: { ...layout, logoLabel: fill(layout.logoLabel, { siteName: site.name }) },
    navigation: read(navigationSchema, "navigation.yaml"),
    cookieBanner: read(cookieBannerCopySchema, "parts/cookie-banner.yaml"),
    contact: { ...form, lead: fill(form.lead, { replyWithinHours: site.replyWithinHours }) },
    formErrors,
    sections: read(sectionsCopySchema, "parts/sections.yaml"),
    paths: {
      home: fixedPaths.home[locale],
      thankYou: fixedPaths.thankYou[locale],
      caseStudies: fixedPaths.caseStudies[locale],
      blog: fixedPaths.blog[locale],
      cookiePolicy: `${privacyPolicyIn(locale)}#${COOKIE_POLICY_SECTION_ID}`,
      contactEndpoint: `${locales[locale].prefix}${CONTACT_ENDPOINT}`,
    },
  };
}

export const siteCopies: Record<Locale, SiteCopy> = { en: copyIn("en"), es: copyIn("es") };

/** The English furniture, for the pages and messages that are English alone. */
export const siteCopy: SiteCopy = siteCopies.en;

/** The furniture's words in the language of the page at this path. */
export const siteCopyFor = (pathname: string): SiteCopy => siteCopies[localeOf(pathname)];
