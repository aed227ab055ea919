import { prerender } from "react-dom/static";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import stylesheetText from "./app.css?inline";
import { checkBundledCopy } from "./content/copy.server";
import { renderErrorContext } from "./lib/load-context";
import { InlineStylesheet } from "./lib/stylesheet";

// The copy the browser bundles unchecked, checked against its schemas once as the server's build loads:
// a bad file fails the prerender, and so the build, with its name and fields.
checkBundledCopy();

export const streamTimeout = 5_000;

/** A page whose document needs a second round trip anyway carries its stylesheet there (ADR 049). */
function wantsInlineStylesheet({ staticHandlerContext, routeModules }: EntryContext) {
  return staticHandlerContext.matches.some(
    (match) => (routeModules[match.route.id]?.handle as { inlineStylesheet?: boolean } | undefined)?.inlineStylesheet,
  );
}

/** The whole document, rendered before it is sent: the pages have no deferred data to stream. */
async function renderDocument(routerContext: EntryContext, url: string, stylesheet: string | null) {
  let failed = false;
  const { prelude } = await prerender(
    <InlineStylesheet value={stylesheet}>
      <ServerRouter context={routerContext} url={url} />
    </InlineStylesheet>,
    {
      // Never outline a finished boundary: each section's HTML stays in reading order (ADR 071).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError() {
        // React Router's boundaries catch render errors and report them through handleError.
        failed = true;
      },
    },
  );
  return { html: await new Response(prelude).text(), failed };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const inline = !import.meta.env.DEV && wantsInlineStylesheet(routerContext);
  const rendered = await renderDocument(routerContext, request.url, inline ? stylesheetText : null);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(rendered.html, { headers: responseHeaders, status: rendered.failed ? 500 : responseStatusCode });
}

/** 4xx answers are normal traffic, already in the request log; only real failures are logged here. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  (context as RouterContextProvider).get(renderErrorContext)(new URL(request.url).pathname, error);
};
