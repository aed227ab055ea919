import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/config/locales";
import type { Navigation } from "~/content/navigation.schema";
import type { ContactFormCopy, CookieBannerCopy, LayoutCopy, SectionsCopy } from "~/content/parts/schema";

/** The words of every page's site chrome (content/parts and content/navigation.yaml): site-copy.server.ts. */
export type SiteCopy = {
  /**
   * The logo's label has the site's name filled in; the language switch offers every other language,
   * by its own name, with what the link does in this page's language.
   */
  layout: Omit<LayoutCopy, "logoLabel" | "languageSwitch"> & {
    logoLabel: string;
    languageSwitch: { locale: Locale; label: string; description: string }[];
  };
  navigation: Navigation;
  cookieBanner: CookieBannerCopy;
  /** The contact section and its form, its lead filled in; messages about a post are `formErrors`. */
  contact: Omit<ContactFormCopy, "formErrors" | "lead"> & { lead: string };
  /** Form-level messages: the toast's, the no-JavaScript page's and the JSON API's. */
  formErrors: ContactFormCopy["formErrors"];
  sections: SectionsCopy;
  /** The addresses the site chrome links to, in its language. */
  paths: {
    home: string;
    thankYou: string;
    caseStudies: string;
    blog: string;
    /** The privacy policy's section on cookies. */
    cookiePolicy: string;
    /** Where the contact form posts. */
    contactEndpoint: string;
  };
};

/** The site chrome's words, as the root route loads them for every page. */
export function useSiteCopy(): SiteCopy {
  const data = useRouteLoaderData("root") as { copy: SiteCopy } | undefined;
  if (!data) throw new Error("The root route's data is missing: the site chrome has no words to set.");
  return data.copy;
}
