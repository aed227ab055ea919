import { ArrowUpRight } from "lucide-react";
import { Suspense } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { CookieBanner } from "./components/layout/cookie-banner";
import { PreviewBar } from "./components/layout/preview-bar";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Button } from "./components/ui/button";
import { Container } from "./components/ui/section";
import { fixedPaths, localeOf, locales } from "./config/locales";
import { colors, markSvg } from "./config/tokens";
import { errorCopies } from "./content/pages/errors";
import { siteCopyFor } from "./content/site-copy.server";
import displayFont from "./generated/fonts/bricolage-grotesque-600.woff2?url";
import bodyFont from "./generated/fonts/inter.woff2?url";
import { noteLanding } from "./lib/attribution";
import { readConsent } from "./lib/consent";
import { useEffect } from "./lib/effects";
import { previewContext } from "./lib/load-context";
import { useHashScroll } from "./lib/scroll";
import { useSiteCopy } from "./lib/site-copy";
import { Stylesheet } from "./lib/stylesheet";

export const links: Route.LinksFunction = () => [
  // The two faces every first view draws, in their core cuts (ADR 047), fetched beside the stylesheet
  // rather than after it.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The mark is 165 bytes: written into the page, it is one request fewer beside the fonts (ADR 069).
  { rel: "icon", href: `data:image/svg+xml,${encodeURIComponent(markSvg())}`, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function loader({ context, url: { pathname } }: Route.LoaderArgs) {
  // The page's address, not the request's: a client's revalidation of /es asks for /es.data.
  return { preview: context.get(previewContext), locale: localeOf(pathname), copy: siteCopyFor(pathname) };
}

/** The site chrome's words are loaded once, and again only when the visitor crosses into the other language. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname);

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;
const errorMeta = (error: unknown, pathname: string) => {
  const copy = errorCopies[localeOf(pathname)];
  return isNotFound(error) ? copy.notFound.meta : copy.error.meta;
};

/** Pages set their own title and description; this covers the error screens, which must not be indexed. */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const { title, description } = errorMeta(error, location.pathname);
  return [{ title }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  useHashScroll();
  const root = useRouteLoaderData<typeof loader>("root");
  const preview = root?.preview === true;
  // The editor is its own application; and a failure of this route's loader leaves no chrome's words.
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare) || !root;
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // How the visitor arrived, read before any client-side navigation; kept only with consent (ADR 076),
    // so the code that keeps it is fetched only then (or when the visitor chooses in the banner).
    noteLanding();
    if (readConsent() === "all")
      import("./lib/lead-source.client").then(
        ({ noteArrival }) => noteArrival(),
        () => {},
      );
    // The page's vitals and errors, reported once it is hidden; loaded when the browser is idle (ADR 080).
    const path = window.location.pathname;
    (window.requestIdleCallback ?? setTimeout)(() => {
      import("./lib/vitals").then(
        ({ watchVitals }) => watchVitals(path),
        () => {},
      );
    });
    // The web manifest matters only to installing the site, and a link in the head has Chrome fetch it
    // beside the fonts of the first view; it is linked once the page is up instead (ADR 048).
    if (!document.querySelector('link[rel="manifest"]')) {
      document.head.append(
        Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" }),
      );
    }
  }, []);
  return (
    // The home page's first script may mark this element before React takes over (ADR 087).
    // Native hash jumps land below the fixed header; a modal overlay (the showreel) holds the page still.
    <html
      lang={locales[root?.locale ?? "en"].lang}
      suppressHydrationWarning
      className="scroll-pt-20 md:scroll-pt-[100px] has-[dialog:modal]:overflow-hidden"
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={colors.paper} />
        <Stylesheet />
        <Meta />
        <Links />
      </head>
      <body className="bg-paper font-sans text-ink antialiased">
        {bare ? children : <SiteChrome preview={preview}>{children}</SiteChrome>}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function SiteChrome({ preview, children }: { preview: boolean; children: React.ReactNode }) {
  const { skipLink } = useSiteCopy().layout;
  return (
    <>
      {/* The first stop for Tab on every page, ahead of the cookie banner and the header. */}
      <a
        href="#main"
        className="fixed top-2 left-2 z-[60] -translate-y-24 rounded-full bg-ink px-4 py-2 text-paper focus-visible:translate-y-0"
      >
        {skipLink}
      </a>
      {/* The banner and the header hydrate as tasks of their own, like the footer (ADR 071). */}
      <Suspense>
        <CookieBanner />
      </Suspense>
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {/* The footer and its form hydrate as a task of their own, after the page above (ADR 071). */}
      <Suspense>
        <SiteFooter />
      </Suspense>
      {preview ? <PreviewBar /> : null}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

function NotFound() {
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  const notFoundCopy = errorCopies[locale].notFound;
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container className="grid gap-14 pt-32 pb-20 md:pt-40 lg:grid-cols-12 lg:gap-10">
      <div className="lg:col-span-6">
        <h1 className="font-semibold text-[7rem] leading-none tracking-[-0.06em] md:text-[11rem]">
          {notFoundCopy.heading}
          <span aria-hidden="true" className="lumen" />
        </h1>
        <p className="mt-6 max-w-xl text-2xl text-muted">{notFoundCopy.message}</p>
        <Button asChild size="lg" className="mt-10">
          <Link to={fixedPaths.home[locale]}>{notFoundCopy.homeLink}</Link>
        </Button>
      </div>
      <nav aria-labelledby="routes-heading" className="lg:col-span-6 lg:pt-6">
        <h2 id="routes-heading" className="font-medium text-muted text-sm">
          {notFoundCopy.routesHeading}
        </h2>
        <ul className="mt-4 border-line border-t">
          {notFoundCopy.routes.map((route) => (
            <li key={route.href} className="border-line border-b">
              <Link to={route.href} className="group flex items-start justify-between gap-6 py-5 hover:text-ember-deep">
                <span>
                  <span className="block font-display font-semibold text-2xl tracking-[-0.02em]">{route.label}</span>
                  <span className="mt-1 block text-muted">{route.description}</span>
                </span>
                <ArrowUpRight
                  aria-hidden="true"
                  className="mt-1.5 size-5 shrink-0 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  // An error caught while rendering in the browser never reaches `meta`, so the screen sets its own title.
  const { title } = errorMeta(error, pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  const errorCopy = errorCopies[locale].error;
  if (isNotFound(error)) return <NotFound />;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : errorCopy.unknownError;

  return (
    <Container className="flex min-h-[70vh] flex-col items-start justify-center pt-32 pb-24">
      <h1 className="font-semibold text-4xl tracking-[-0.03em] md:text-6xl">{errorCopy.heading}</h1>
      <p className="mt-6 max-w-2xl text-muted text-xl">{detail}</p>
      <Button asChild variant="secondary" size="lg" className="mt-10">
        <Link to={fixedPaths.home[locale]}>{errorCopy.homeLink}</Link>
      </Button>
    </Container>
  );
}
