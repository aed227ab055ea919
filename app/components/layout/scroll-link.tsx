import type { ComponentProps, MouseEvent } from "react";
import { CONTACT_SCROLL_OFFSET, CONTACT_SECTION_ID, HASH_SCROLL_OFFSET } from "~/config/ui";
import { isPlainClick } from "~/lib/events";
import { offsetFor, scrollToElement } from "~/lib/scroll";

type ScrollLinkProps = Omit<ComponentProps<"a">, "href"> & {
  target: string;
  offsets?: { readonly narrow: number; readonly wide: number };
};

/** With JavaScript it smooth-scrolls, leaving the offset above the section; without, the browser follows the anchor. */
function ScrollLink({ target, offsets = HASH_SCROLL_OFFSET, onClick, ...props }: ScrollLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    const element = document.getElementById(target);
    if (!element) return;
    event.preventDefault();
    // A form waiting behind a button in the section (the thank-you page's) is what the visitor asked for.
    element.querySelector("details:not([open])")?.setAttribute("open", "");
    scrollToElement(element, offsetFor(offsets, window.innerWidth));
  };
  return <a href={`#${target}`} onClick={handleClick} {...props} />;
}

/** Scrolls to the contact section (80px offset on narrow screens, none otherwise). */
function ContactLink(props: Omit<ScrollLinkProps, "target" | "offsets">) {
  return <ScrollLink target={CONTACT_SECTION_ID} offsets={CONTACT_SCROLL_OFFSET} {...props} />;
}

export { ContactLink, ScrollLink };
