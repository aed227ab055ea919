import type { MouseEvent } from "react";

/**
 * A plain primary click on a link that the page may take over: not already handled, and without a
 * modifier key (which asks the browser for a new tab, a window or a download instead).
 */
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
