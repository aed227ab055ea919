import type { ComponentProps, MouseEvent } from "react";
import { openCookieSettings } from "~/lib/consent";
import { isPlainClick } from "~/lib/events";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * 'Cookie settings': reopens the cookie banner. Without JavaScript (and so
 * without the banner) it leads to the privacy policy's section on cookies.
 */
function CookieSettingsLink({ onClick, children, ...props }: Omit<ComponentProps<"a">, "href">) {
  const { layout, paths } = useSiteCopy();
  const label = layout.footer.cookieSettings;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openCookieSettings();
  };
  return (
    <a href={paths.cookiePolicy} onClick={handleClick} data-slot="cookie-settings-link" {...props}>
      {children ?? label}
    </a>
  );
}

export { CookieSettingsLink };
