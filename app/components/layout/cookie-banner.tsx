import { X } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
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

const TITLE_ID = "cookie-banner-title";

/**
 * The consent banner. Pages are prerendered and shared by every visitor, so it
 * renders nothing on the server and decides in the browser: a visitor who has
 * chosen never sees it, and anyone else sees it only in a consent region or
 * when the country is unknown. It overlays the page (no layout shift), does
 * not trap focus, and leaves the page usable behind it.
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

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };

  if (state === "closed") return null;

  return (
    <section
      ref={bannerRef}
      data-slot="cookie-banner"
      data-tone="ink"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
      // Never over the headline or the calls to action: at the foot of the screen, compact on a phone
      // (where the hero's proof sits under it), in the bottom-right corner wider.
      className="fixed inset-x-2 bottom-2 z-50 rounded-card border border-line-inverse bg-ink-soft px-4 pt-3 pb-4 text-paper shadow-[0_24px_64px_rgb(17_16_20/0.28)] outline-none animate-rise sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem] sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id={TITLE_ID}
          className="pt-1.5 font-semibold text-base leading-tight tracking-[-0.02em] sm:pt-2 sm:text-lg"
        >
          <span aria-hidden="true" className="mr-2.5 inline-block size-2.5 rounded-full bg-ember align-middle" />
          {copy.title}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={copy.close}
          className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-paper/10 hover:text-paper"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p className="mt-0.5 text-[0.8125rem] text-ink-muted leading-snug sm:mt-2 sm:text-sm sm:leading-relaxed">
        {copy.body}{" "}
        <Link to={paths.cookiePolicy} className="text-paper underline underline-offset-4 hover:text-ember">
          {copy.privacyLink}
        </Link>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:mt-5">
        <Button size="sm" onClick={() => choose("all")}>
          {copy.accept}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose("essential")}>
          {copy.essential}
        </Button>
      </div>
    </section>
  );
}

export { CookieBanner };
