import { useLocation, useNavigationType } from "react-router";
import { HASH_SCROLL_OFFSET, HASH_SCROLL_RETRY_MS, MOBILE_BREAKPOINT } from "~/config/ui";
import { useEffect } from "./effects";

type Offsets = { readonly narrow: number; readonly wide: number };

export function offsetFor(offsets: Offsets, viewportWidth: number) {
  return viewportWidth < MOBILE_BREAKPOINT ? offsets.narrow : offsets.wide;
}

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function scrollToElement(element: Element, offset: number) {
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

function elementForHash(hash: string) {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return id ? document.getElementById(id) : null;
}

/** Scrolls to the hash's element below the header, once more after 50ms if it is not there yet; returns a cancel. */
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

/** After an in-app navigation to a hash; the rest is <ScrollRestoration>'s job. */
export function useHashScroll() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, including to the same hash.
  useEffect(() => {
    if (!hash || navigationType === "POP") return;
    return scrollToHash(hash);
  }, [hash, key, navigationType]);
}
