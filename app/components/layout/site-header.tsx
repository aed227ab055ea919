import { clsx as cn } from "clsx";
import { Menu, X } from "lucide-react";
import { type SyntheticEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { site } from "~/config/site";
import { NAV_SCROLL_THRESHOLD } from "~/config/ui";
import type { NavLink } from "~/content/navigation.schema";
import { useEffect } from "~/lib/effects";
import { useSiteCopy } from "~/lib/site-copy";
import { LanguageSwitch } from "./language-switch";
import { ContactLink } from "./scroll-link";

const linkList = (
  links: NavLink[],
  className: string,
  linkClassName: string,
  itemClassName?: string,
  onClick?: () => void,
) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.href} className={itemClassName}>
        <Link to={link.href} onClick={onClick} className={linkClassName}>
          {link.label}
        </Link>
      </li>
    ))}
  </ul>
);

/** The wordmark: a lit dot (the lumen) ahead of the name. */
function Logo({ className }: { className?: string }) {
  const { layout, paths } = useSiteCopy();
  return (
    <Link
      to={paths.home}
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2.5 whitespace-nowrap font-display font-semibold text-xl tracking-[-0.03em]",
        className,
      )}
      aria-label={layout.logoLabel}
    >
      <span aria-hidden="true" className="relative inline-block size-3.5 shrink-0 rounded-full bg-ember">
        <span className="absolute -inset-1 rounded-full border border-ember/40" />
      </span>
      <span>{site.name}</span>
    </Link>
  );
}

const MENU_ID = "mobile-menu";
/** The fixed header: a target that closes the no-JavaScript menu without scrolling the page. */
const HEADER_ID = "site-header";

function SiteHeader() {
  const { layout, navigation } = useSiteCopy();
  const copy = layout.header;
  const primaryNav = navigation.primary;
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const MenuIcon = menuOpen ? X : Menu;
  const closeMenu = () => menuRef.current?.hidePopover();
  const toggleMenu = (event: SyntheticEvent) => {
    event.preventDefault();
    const menu = menuRef.current;
    if (!menu) return;
    if (menu.matches(":popover-open")) {
      menu.hidePopover();
      return;
    }
    // The toggle as the popover's source: light dismiss leaves it alone, and Escape returns focus to it.
    (menu.showPopover as (options?: { source?: HTMLElement }) => void)({ source: toggleRef.current ?? undefined });
  };

  return (
    <header
      id={HEADER_ID}
      data-slot="site-header"
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b transition-[height,background-color,border-color,box-shadow] duration-300 ease-out",
        scrolled
          ? "h-16 border-line bg-paper/95 shadow-[0_1px_24px_rgb(17_16_20/0.06)] backdrop-blur-md"
          : // Over the hero the header is clear: no tint or blur to draw a line through the art at 80 px.
            "h-20 border-transparent bg-transparent",
      )}
    >
      <Container className="flex h-full items-center justify-between gap-6">
        <Logo />
        <nav aria-label={copy.navigationLabel} className="hidden lg:block">
          {linkList(
            primaryNav,
            "flex items-center gap-0.5 xl:gap-2",
            "inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-2.5 font-medium text-[0.9375rem] text-ink/80 transition-colors hover:bg-ink/5 hover:text-ink xl:px-3",
          )}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-[0.9375rem] text-ink/80 transition-colors hover:bg-ink/5 hover:text-ink max-lg:hidden" />
          <Button asChild size="sm" className="max-lg:hidden">
            <ContactLink>{copy.contactLink}</ContactLink>
          </Button>
          {/* Without JavaScript the menu opens as the page's :target and any link chosen in it closes it; with it, a popover. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a link, so the menu opens without JavaScript too */}
          <a
            ref={toggleRef}
            href={`#${MENU_ID}`}
            role="button"
            data-slot="menu-toggle"
            className="inline-flex size-11 items-center justify-center rounded-full border border-line lg:hidden"
            aria-controls={MENU_ID}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? copy.closeMenu : copy.openMenu}
            onClick={toggleMenu}
            onKeyDown={(event) => {
              if (event.key === " ") toggleMenu(event);
            }}
          >
            <MenuIcon aria-hidden="true" className="size-5" />
          </a>
          <a
            href={`#${HEADER_ID}`}
            data-slot="menu-close"
            className="hidden size-11 items-center justify-center rounded-full border border-line lg:hidden"
            aria-label={copy.closeMenu}
          >
            <X aria-hidden="true" className="size-5" />
          </a>
        </div>
      </Container>
      <div
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        onToggle={(event) => {
          setMenuOpen(event.newState === "open");
          // Closing by Escape or light dismiss from inside the menu: focus goes back to the toggle.
          if (event.newState === "closed" && menuRef.current?.contains(document.activeElement)) {
            toggleRef.current?.focus();
          }
        }}
        className={cn(
          "m-0 w-full max-w-none border-0 border-line border-b bg-paper p-0 text-ink shadow-xl lg:hidden",
          scrolled ? "top-16" : "top-20",
          "inset-x-0 bottom-auto",
        )}
      >
        <nav aria-label={copy.mobileNavigationLabel}>
          {linkList(
            primaryNav,
            "flex flex-col px-5 py-4",
            "flex min-h-14 items-center font-display font-semibold text-2xl tracking-[-0.02em]",
            "border-line border-b last:border-b-0",
            closeMenu,
          )}
          <div className="flex flex-col gap-2 px-5 pb-6">
            <Button asChild size="lg" className="w-full">
              <ContactLink onClick={closeMenu}>{copy.contactLink}</ContactLink>
            </Button>
            <LanguageSwitch
              onClick={closeMenu}
              className="inline-flex min-h-11 items-center justify-center font-medium text-ink/80 underline-offset-4 hover:underline"
            />
          </div>
        </nav>
      </div>
    </header>
  );
}

export { Logo, linkList, SiteHeader };
