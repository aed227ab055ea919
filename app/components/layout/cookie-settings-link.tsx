import type { ComponentProps, MouseEvent } from "react";
import { COOKIE_POLICY_PATH } from "~/config/consent";
import { openCookieSettings } from "~/lib/consent";
import { isPlainClick } from "~/lib/events";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * 'Cookie settings': reopens the cookie banner. Without JavaScript (and so
 * without the banner) it leads to the privacy policy's section on cookies.
 */
function CookieSettingsLink({ onClick, children, ...props }: Omit<ComponentProps<"a">, "href">) {
  const label = useSiteCopy().layout.footer.cookieSettings;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openCookieSettings();
  };
  return (
    <a href={COOKIE_POLICY_PATH} onClick={handleClick} data-slot="cookie-settings-link" {...props}>
      {children ?? label}
    </a>
  );
}

export { CookieSettingsLink };
