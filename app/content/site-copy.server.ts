import { site } from "~/config/site";
import { fill } from "~/lib/placeholders";
import type { SiteCopy } from "~/lib/site-copy";
import navigation from "/content/navigation.yaml";
import contactForm from "/content/parts/contact-form.yaml";
import cookieBanner from "/content/parts/cookie-banner.yaml";
import layout from "/content/parts/layout.yaml";
import sections from "/content/parts/sections.yaml";
import { parseContent } from "./collection";
import { navigationSchema } from "./navigation.schema";
import { contactFormCopySchema, cookieBannerCopySchema, layoutCopySchema, sectionsCopySchema } from "./parts/schema";

/*
 * The words of every page's furniture: the header, footer and navigation, the consent banner, the
 * contact section and its form, and the words the shared sections set. Parsed, and so checked, as the
 * server loads; they reach the browser as the root route's data (root.tsx), not in its scripts.
 */
const { formErrors, ...form } = parseContent(contactFormCopySchema, contactForm, "content/parts/contact-form.yaml");
const parsedLayout = parseContent(layoutCopySchema, layout, "content/parts/layout.yaml");

export const siteCopy: SiteCopy = {
  layout: { ...parsedLayout, logoLabel: fill(parsedLayout.logoLabel, { siteName: site.name }) },
  navigation: parseContent(navigationSchema, navigation, "content/navigation.yaml"),
  cookieBanner: parseContent(cookieBannerCopySchema, cookieBanner, "content/parts/cookie-banner.yaml"),
  contact: { ...form, lead: fill(form.lead, { replyWithinHours: site.replyWithinHours }) },
  formErrors,
  sections: parseContent(sectionsCopySchema, sections, "content/parts/sections.yaml"),
};
