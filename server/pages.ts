import type { RequestHandler } from "express";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { ContactRequestContext } from "~/lib/contact";
import { isoDate } from "~/lib/dates";
import {
  contactContext,
  contactFormStateContext,
  type EditorSettings,
  type EnquiryOperations,
  editorContext,
  enquiryOperationsContext,
  previewContext,
  type RuntimeSettings,
  renderErrorContext,
  runtimeContext,
} from "~/lib/load-context";
import { SITE_URL_PLACEHOLDER } from "~/lib/site-url";
import { errorFields, logger } from "./logger";
import { CACHE, type ServedFile, servedFile } from "./static/files";
import { webRequest } from "./web-request";

/** Route data for client-side navigation: `/privacy-policy.data` is the data of `/privacy-policy`. */
export const DATA_SUFFIX = ".data";

export type RenderedPage = { status: number; file: ServedFile; headers?: Headers };

export type RendererOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  siteUrl: string;
  /** The document's Content-Security-Policy from its inline script hashes; none in development. */
  policyFor?: (scriptHashes: string[]) => string;
  runtime: RuntimeSettings;
  /** The browser editor, where this server offers one. */
  editor: EditorSettings | null;
  /** The enquiry pipeline's reply clock and report counter, where the server runs one. */
  enquiries?: EnquiryOperations | null;
};

export type RenderOptions = {
  /** A form post for a route action (the contact form), with the pipeline that answers it. */
  post?: { request: Request; contact: ContactRequestContext | null };
  /** Compress with the best settings (for an answer kept and sent many times) or none. */
  keep?: boolean;
  /** Render drafts too, for an editor with a valid preview cookie (ADR 054). */
  preview?: boolean;
};

/** Renders a route in-process from its path alone (no visitor's headers or cookies), so anyone may be sent it. */
const reportRenderError = (path: string, error: unknown) =>
  logger.error("render error", { path, ...errorFields(error) });

export function pageRenderer({ build, mode, siteUrl, policyFor, runtime, editor, enquiries = null }: RendererOptions) {
  const handle = createRequestHandler(build, mode);
  const contextOf = (contact: ContactRequestContext | null, preview: boolean) =>
    new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [contactContext, contact],
        [contactFormStateContext, null],
        [previewContext, preview],
        [editorContext, editor],
        [runtimeContext, runtime],
        [renderErrorContext, reportRenderError],
        [enquiryOperationsContext, enquiries],
      ]),
    );
  const render = async (pathname: string, { post, keep = true, preview = false }: RenderOptions = {}) => {
    const context = contextOf(post?.contact ?? null, preview);
    const response = await handle(post?.request ?? new Request(new URL(pathname, SITE_URL_PLACEHOLDER)), context);
    const body = (await response.text()).replaceAll(SITE_URL_PLACEHOLDER, siteUrl);
    const type = response.headers.get("content-type") ?? "text/html; charset=utf-8";
    const status = response.status;
    const cacheControl = status === 200 ? CACHE.revalidate : status === 404 ? CACHE.notFound : CACHE.never;
    const file = servedFile(body, {
      type,
      cacheControl,
      ...(type.startsWith("text/html") && policyFor ? { policyFor } : {}),
      // A page kept for the day gets both encodings, brotli at its fast setting until the page is first
      // asked for in it (then at its best, in the background); a one-off answer, gzip alone.
      encodings: keep ? ["br", "gzip"] : ["gzip"],
      fast: keep,
    });
    return { status, file, headers: response.headers } satisfies RenderedPage;
  };
  /** Answers a request from an API route (app/routes/api), as the route's Response says. */
  const respond: RequestHandler = (req, res, next) => {
    handle(webRequest(req, res, siteUrl), contextOf(null, false)).then(async (response) => {
      res.status(response.status);
      for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
      res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
    }, next);
  };
  return Object.assign(render, { respond });
}

/** Pages kept for the London day (legal pages, dated the day of the visit; not-found); failed renders are not kept. */
export class DailyPages {
  private readonly kept = new Map<string, { day: string; page: Promise<RenderedPage> }>();

  constructor(
    private readonly render: (pathname: string) => Promise<RenderedPage>,
    private readonly today: () => string = () => isoDate(new Date()),
  ) {}

  get(pathname: string): Promise<RenderedPage> {
    const day = this.today();
    const hit = this.kept.get(pathname);
    if (hit?.day === day) return hit.page;
    const page = this.render(pathname);
    this.kept.set(pathname, { day, page });
    const forget = () => {
      if (this.kept.get(pathname)?.page === page) this.kept.delete(pathname);
    };
    page.then((rendered) => rendered.status >= 500 && forget(), forget);
    return page;
  }

  /** Renders these now and within `everyMs` of each London day: no visitor waits on one (brotli 11: ~200 ms a page). */
  warm(pathnames: string[], onError: (pathname: string, error: unknown) => void, everyMs = 60_000): () => void {
    const renew = () => {
      for (const pathname of pathnames) this.get(pathname).catch((error) => onError(pathname, error));
    };
    renew();
    const timer = setInterval(renew, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
