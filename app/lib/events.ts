import type { MouseEvent } from "react";

/** A plain primary click the page may take over: unhandled, and without a modifier (a new tab, a download). */
export function isPlainClick(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
