import { X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ConsentChoice } from "~/config/consent";
import {
  applyTagConsent,
  lookUpCountry,
  needsConsent,
  onOpenCookieSettings,
  readConsent,
  storeConsent,
} from "~/lib/consent";
import { useEffect } from "~/lib/effects";
import { useSiteCopy } from "~/lib/site-copy";

/**
 * Pages are prerendered for every visitor, so the banner renders nothing on the server and decides in
 * the browser: shown only to a visitor who has not chosen, in a consent region or an unknown country.
 * It overlays the page (no layout shift) and does not trap focus.
 */
function CookieBanner() {
  const { cookieBanner: copy, paths } = useSiteCopy();
  // "asked": shown on its own for this visitor; "reopened": the visitor asked for it, so it takes focus.
  const [state, setState] = useState<"closed" | "asked" | "reopened">("closed");
  const bannerRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let active = true;
    const stored = readConsent();
    if (stored === "all") {
      void applyTagConsent("granted");
    } else if (stored === null) {
      void lookUpCountry().then((country) => {
        if (!active || readConsent() !== null) return;
        if (needsConsent(country)) setState((current) => (current === "closed" ? "asked" : current));
        else void applyTagConsent("regional");
      });
    }
    const stopListening = onOpenCookieSettings(() => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setState("reopened");
    });
    return () => {
      active = false;
      stopListening();
    };
  }, []);

  useEffect(() => {
    const banner = bannerRef.current;
    if (state === "closed" || !banner) return;
    if (state === "reopened") banner.focus({ preventScroll: true });
    // While it is open, focused elements scroll clear of the banner rather than behind it.
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight + 24}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, [state]);

  const close = () => {
    setState("closed");
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    // Accepting keeps how the visitor arrived on this visit; choosing essential forgets any kept (ADR 076).
    void import("~/lib/lead-source.client").then(
      ({ noteArrival }) => noteArrival(),
      () => {},
    );
    close();
    void applyTagConsent(choice === "all" ? "granted" : "denied");
  };

  if (state === "closed") return null;

  return (
    <section
      ref={bannerRef}
      data-slot="cookie-banner"
      data-tone="ink"
      aria-labelledby="cookie-banner-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
      // A bar at the foot of the screen, one row from 1024 px: it covers no heading, call to action or proof
      // on the home page's first screens, nor on any page's at 1440×900 (a browser test holds them to it).
      className="fixed inset-x-2 bottom-2 z-50 flex flex-wrap items-center gap-x-6 gap-y-2.5 rounded-2xl border border-line-inverse bg-ink-soft py-2.5 pr-2 pl-4 text-paper shadow-[0_24px_64px_rgb(17_16_20/0.28)] outline-none animate-rise sm:inset-x-4 sm:bottom-4 lg:flex-nowrap lg:py-2 lg:pl-6"
    >
      <div className="min-w-0 basis-full text-[0.8125rem] text-ink-muted leading-snug lg:basis-auto lg:grow lg:text-sm">
        <h2 id="cookie-banner-title" className="mr-1.5 inline font-semibold text-paper">
          {copy.title}
        </h2>
        <p className="inline">
          {copy.body}{" "}
          <Link to={paths.cookiePolicy} className="text-paper underline underline-offset-4 hover:text-ember">
            {copy.privacyLink}
          </Link>
        </p>
      </div>
      <div className="flex grow items-center gap-2 lg:grow-0">
        <Button size="sm" className="grow lg:grow-0" onClick={() => choose("all")}>
          {copy.accept}
        </Button>
        <Button size="sm" variant="outline" className="grow lg:grow-0" onClick={() => choose("essential")}>
          {copy.essential}
        </Button>
        <button
          type="button"
          onClick={close}
          aria-label={copy.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-paper/10 hover:text-paper"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}

export { CookieBanner };
