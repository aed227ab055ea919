import { isRouteErrorResponse, useMatches, useRouteError } from "react-router";

/**
 * How much room the contact section takes: the full section, or a compact band for the quiet
 * pages (a confirmation, an index, a missing page) where it would otherwise dominate.
 */
export type ContactVariant = "full" | "compact";

/** What a route module may declare in its `handle` export about the contact section. */
export type ContactHandle = { contact?: ContactVariant };

function declaredVariant(handle: unknown): ContactVariant | undefined {
  return typeof handle === "object" && handle !== null ? (handle as ContactHandle).contact : undefined;
}

/**
 * The deepest matched route that declares a variant decides. A page whose loader found nothing
 * shows the 404 screen, which is a quiet page whichever route matched.
 */
export function useContactVariant(): ContactVariant {
  const matches = useMatches();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return "compact";
  return matches.map((match) => declaredVariant(match.handle)).findLast(Boolean) ?? "full";
}
