import { useRouteLoaderData } from "react-router";
import type { siteCopies } from "~/content/site-copy.server";

/** The words of every page's site chrome, in its language (content/parts, content/navigation.yaml). */
export type SiteCopy = (typeof siteCopies)["en"];

export function useSiteCopy(): SiteCopy {
  const data = useRouteLoaderData("root") as { copy: SiteCopy } | undefined;
  if (!data) throw new Error("The root route's data is missing: the site chrome has no words to set.");
  return data.copy;
}
