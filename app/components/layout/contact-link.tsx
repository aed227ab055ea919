import type { ComponentProps, MouseEvent } from "react";
import { CONTACT_SECTION_ID } from "~/config/ui";
import { scrollToContact } from "~/lib/scroll";

/**
 * A link to the contact section. With JavaScript it smooth-scrolls with the
 * contact offset; without, the browser follows the #contact anchor.
 */
function ContactLink({ onClick, ...props }: Omit<ComponentProps<"a">, "href">) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToContact();
  };
  return <a href={`#${CONTACT_SECTION_ID}`} onClick={handleClick} {...props} />;
}

export { ContactLink };
