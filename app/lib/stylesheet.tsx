import { createContext, useContext } from "react";
import stylesheet from "~/app.css?url";

/**
 * The built stylesheet's text, when the server writes it into this document; null (the default, and
 * always in the browser) when the document links it. entry.server.tsx decides, by the document's
 * size (ADR 049).
 */
export const InlineStylesheet = createContext<string | null>(null);

/**
 * Whether this document arrived with the stylesheet written in. React then adopts that element as the
 * stylesheet of every page this tab shows, rather than linking the file once it hydrates: applying a
 * second copy of the same rules restyles and lays out the whole page, the longest task after the home
 * page's first paint (ADR 049). The file is fetched by the next page that links it, not prefetched
 * here: a prefetch could only start beside the requests this page's own first view waits on.
 */
const arrivedInline =
  typeof document !== "undefined" && document.querySelector(`style[data-href="${stylesheet}"]`) !== null;

/** The site's one stylesheet: linked, or written into the page. Either way a React resource of the highest precedence, first in the head. */
export function Stylesheet() {
  const css = useContext(InlineStylesheet);
  return css !== null || arrivedInline ? (
    <style href={stylesheet} precedence="high">
      {css ?? ""}
    </style>
  ) : (
    <link rel="stylesheet" href={stylesheet} precedence="high" />
  );
}
