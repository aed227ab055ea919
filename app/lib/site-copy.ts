import { useRouteLoaderData } from "react-router";
import type { Locale } from "~/config/locales";
import type { Navigation } from "~/content/navigation.schema";
import type { ContactFormCopy, CookieBannerCopy, LayoutCopy, SectionsCopy } from "~/content/parts/schema";

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
  contact: Omit<ContactFormCopy, "formErrors" | "lead"> & { lead: string };
  formErrors: ContactFormCopy["formErrors"];
  sections: SectionsCopy;
  paths: {
    home: string;
    thankYou: string;
    caseStudies: string;
    blog: string;
    cookiePolicy: string;
    contactEndpoint: string;
  };
};

export function useSiteCopy(): SiteCopy {
  const data = useRouteLoaderData("root") as { copy: SiteCopy } | undefined;
  if (!data) throw new Error("The root route's data is missing: the site chrome has no words to set.");
  return data.copy;
}
