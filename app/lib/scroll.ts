import { HASH_SCROLL_OFFSET, HASH_SCROLL_RETRY_MS, MOBILE_BREAKPOINT } from "~/config/ui";

type Offsets = { readonly narrow: number; readonly wide: number };

export function offsetFor(offsets: Offsets, viewportWidth: number) {
  return viewportWidth < MOBILE_BREAKPOINT ? offsets.narrow : offsets.wide;
}

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Run in the document before the home page's sections: on a fresh arrival, with no saved position to
 * return to and no section to jump to, it holds the sections below the first screen back (app.css,
 * ADR 082). Coming Back, reloading or following a link to a section, the browser or the router
 * restores a position measured against drawn sections, so nothing is held.
 */
export const HOLD_SECTIONS_SCRIPT = `performance.getEntriesByType("navigation")[0]?.type==="navigate"&&!location.hash&&!history.state&&(document.documentElement.dataset.held="")`;

/** Draws every section the home page still holds back. */
export function drawHeldSections() {
  delete document.documentElement.dataset.held;
}

/**
 * Once the visitor first scrolls, draws the held sections one at a time, each in its own idle moment,
 * top first, then lets go of the hold. Each is a short task, and by the time a visitor who reads on
 * leaves, every section has its true height, so the position saved for coming Back is true. Returns a
 * function that draws the rest at once.
 */
export function drawHeldSectionsOnScroll(): () => void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  let pending: number | undefined;
  const next = () => {
    const section = document.querySelector<HTMLElement>(
      ":root[data-held] [data-first-screen] ~ section:not([data-drawn])",
    );
    if (!section) return drawHeldSections();
    section.dataset.drawn = "";
    pending = idle(next);
  };
  const start = () => {
    pending = idle(next);
  };
  window.addEventListener("scroll", start, { once: true, passive: true });
  return () => {
    window.removeEventListener("scroll", start);
    if (pending !== undefined) cancel(pending);
    drawHeldSections();
  };
}

/**
 * Scrolls so the element's top sits `offset` pixels below the top of the viewport. Sections drawn
 * only near the viewport (app.css) are drawn first: one would otherwise change height as the scroll
 * passes it, and the scroll would end short of the element or past it.
 */
export function scrollToElement(element: Element, offset: number) {
  drawHeldSections();
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

function elementForHash(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return id ? document.getElementById(id) : null;
}

/**
 * Scrolls to the element a hash names, with the header offset. When the
 * element is not rendered yet, it tries once more after 50ms.
 * Returns a function that cancels the pending retry.
 */
export function scrollToHash(hash: string): () => void {
  const run = () => {
    const element = elementForHash(hash);
    if (element) scrollToElement(element, offsetFor(HASH_SCROLL_OFFSET, window.innerWidth));
    return element !== null;
  };
  if (run()) return () => {};
  const timer = window.setTimeout(run, HASH_SCROLL_RETRY_MS);
  return () => window.clearTimeout(timer);
}
