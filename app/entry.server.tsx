import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { checkBundledCopy } from "./content/copy.server";
import { deferHydration } from "./lib/defer-hydration";
import { renderErrorContext } from "./lib/load-context";

// The copy the browser bundles unchecked, checked against its schemas once as the server's build loads:
// a bad file fails the prerender, and so the build, with its name and fields.
checkBundledCopy();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // The whole document is rendered before it is sent: the pages have no deferred data to stream, and
    // the complete HTML is what deferHydration rewrites (and what crawlers and prerendering want anyway).
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            try {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const rendered = Buffer.concat(chunks).toString("utf8");
              // Development keeps React Router's own script tags: its hot-reload client must load first.
              const html = import.meta.env.DEV ? rendered : deferHydration(rendered);
              resolve(new Response(html, { headers: responseHeaders, status }));
            } catch (error) {
              reject(error);
            }
            done();
          },
        });
        pipe(document);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError() {
        // React Router's boundaries catch render errors and report them through handleError.
        status = 500;
      },
    });

    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/**
 * Expected answers (404, 405 and other 4xx responses) are part of normal
 * traffic and are already in the request log; only real failures are logged here.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  (context as RouterContextProvider).get(renderErrorContext)(new URL(request.url).pathname, error);
};
