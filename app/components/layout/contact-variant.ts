import { isRouteErrorResponse, useMatches, useRouteError } from "react-router";

/**
 * How much room the contact section takes: the full section, a compact band for the quiet pages (an
 * index, a missing page) where it would otherwise dominate, or that band with the form waiting behind
 * a button (the confirmation of a message just sent).
 */
export type ContactVariant = "full" | "compact" | "collapsed";

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
