import { createContext, useContext } from "react";
import stylesheet from "~/app.css?url";

/** The stylesheet's text when the server writes it into the document (ADR 049); null when it is linked. */
export const InlineStylesheet = createContext<string | null>(null);

/**
 * Whether this document arrived with the stylesheet inline: React then adopts it for every page of the tab,
 * as applying a second copy would restyle the whole page in the longest task after first paint (ADR 049).
 */
const arrivedInline =
  typeof document !== "undefined" && document.querySelector(`style[data-href="${stylesheet}"]`) !== null;

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
