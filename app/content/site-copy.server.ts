import { COOKIE_POLICY_SECTION_ID } from "~/config/consent";
import { fixedPaths, type Locale, localeNames, localeOf, locales, perLocale } from "~/config/locales";
import { site } from "~/config/site";
import { CONTACT_ENDPOINT } from "~/lib/contact";
import { fill } from "~/lib/placeholders";
import { legalDocumentsIn, singleton } from "./collections.server";
import { navigationSchema } from "./navigation.schema";
import { contactFormCopySchema, cookieBannerCopySchema, layoutCopySchema, sectionsCopySchema } from "./parts/schema";

/* The site chrome's words (ADR 083), checked as the server loads; the browser gets them as root route data. */
const layouts = singleton("parts/layout.yaml", layoutCopySchema);
const navigations = singleton("navigation.yaml", navigationSchema);
const cookieBanners = singleton("parts/cookie-banner.yaml", cookieBannerCopySchema);
const forms = singleton("parts/contact-form.yaml", contactFormCopySchema);
const sections = singleton("parts/sections.yaml", sectionsCopySchema);

function privacyPolicyIn(locale: Locale) {
  const doc = legalDocumentsIn[locale].find((candidate) => candidate.original === "privacy-policy");
  return doc ? `${locales[locale].prefix}/${doc.slug}` : "/privacy-policy";
}

function copyIn(locale: Locale) {
  const { languageSwitch, ...layout } = layouts[locale];
  const { formErrors, ...form } = forms[locale];
  const languageName = new Intl.DisplayNames([locales[locale].lang], { type: "language" });
  return {
    layout: {
      ...layout,
      logoLabel: fill(layout.logoLabel, { siteName: site.name }),
      languageSwitch: localeNames
        .filter((other) => other !== locale)
        .map((other) => ({
          locale: other,
          label: locales[other].name,
          description: fill(languageSwitch.description, { language: languageName.of(other) ?? other }),
        })),
    },
    navigation: navigations[locale],
    cookieBanner: cookieBanners[locale],
    contact: { ...form, lead: fill(form.lead, { replyWithinHours: site.replyWithinHours }) },
    formErrors,
    sections: sections[locale],
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

export const siteCopies = perLocale(copyIn);

export const siteCopy = siteCopies.en;

export const siteCopyFor = (pathname: string) => siteCopies[localeOf(pathname)];
