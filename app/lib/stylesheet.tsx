import { createContext, useContext } from "react";
import stylesheet from "~/app.css?url";

/**
 * The built stylesheet's text, when the server writes it into this document; null (the default, and
 * always in the browser) when the document links it. entry.server.tsx decides, by the document's
 * size (ADR 049).
 */
export const InlineStylesheet = createContext<string | null>(null);

/**
 * The site's one stylesheet: linked, or written into the page. Either way it is a React resource of
 * the highest precedence, so React puts it first in the head; in the browser it is always the link,
 * which React adds after hydration to a page that had the text, so the next page finds it cached.
 */
export function Stylesheet() {
  const css = useContext(InlineStylesheet);
  return css ? (
    <style href={stylesheet} precedence="high">
      {css}
    </style>
  ) : (
    <link rel="stylesheet" href={stylesheet} precedence="high" />
  );
}
