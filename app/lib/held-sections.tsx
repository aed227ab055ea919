import { HOLD_SECTIONS_SCRIPT } from "./held-sections-script";

/**
 * On a fresh arrival the home page holds its sections after the first screen back from the first
 * style and layout, then draws them one at a time as soon as the page is up (ADR 087).
 */

/**
 * Where the home page's document runs the script that marks it (`held-sections-script.ts`), before its
 * sections. Only the server writes the script's text: the browser has it in the document already, so
 * it stays out of the page's JavaScript, and hydration keeps the element as the server wrote it.
 */
export function HoldSectionsScript() {
  return (
    <script
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant; its hash is in the page's script-src.
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HOLD_SECTIONS_SCRIPT : "" }}
    />
  );
}

/** Draws every section the home page still holds. */
export function drawHeldSections() {
  delete document.documentElement.dataset.held;
}

/**
 * Draws the held sections one at a time, top first, each in an idle moment of its own, so no single
 * task styles and lays out them all. Each is drawn by a rule in a sheet of its own, not an attribute:
 * React may not have hydrated the section yet, and must find it as the server wrote it. A part the
 * page never held (the hero) is drawn too, which changes nothing. Returns a function that draws the
 * rest at once; a step left pending after that finds nothing held, and stops.
 */
export function drawHeldSectionsWhenIdle(): () => void {
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const sections = document.querySelectorAll("main>section").length;
  const parts = Array.from({ length: sections }, (_, index) => `main>section:nth-of-type(${index + 1})`);
  parts.push("[data-slot=site-footer]");
  const next = () => {
    const part = parts.shift();
    if (!(part && "held" in document.documentElement.dataset)) {
      drawHeldSections();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      return;
    }
    sheet.insertRule(`${part}{content-visibility:visible!important}`);
    (window.requestIdleCallback ?? setTimeout)(next);
  };
  next();
  return drawHeldSections;
}
