import { createHash } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler, Response } from "express";
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
import { bestBrotli, compressFast, type Encoding } from "./compress";
import { inlineScriptHashes } from "./csp";
import { errorFields, logger } from "./logger";
import { webRequest } from "./web-request";

/** Route data for client-side navigation: `/privacy-policy.data` is the data of `/privacy-policy`. */
export const DATA_SUFFIX = ".data";

export const CACHE = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
  hour: "public, max-age=3600",
  /** A path may exist after the next deploy. */
  notFound: "public, max-age=60",
  never: "no-store",
} as const;

/** An answer held in memory. */
export type ServedFile = {
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The document's own Content-Security-Policy, with its script hashes. */
  policy?: string;
  /** Replaces the fast brotli form with the best one, once: called the first time brotli is sent. */
  refine?: () => void;
};

/** Tagged by the body; each encoding is its own representation, with its own tag (RFC 9110 §8.8.3). */
export const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

export type FileOptions = {
  type: string;
  cacheControl: string;
  policyFor?: (scriptHashes: string[]) => string;
  /** Kept for the day: brotli too, at its best once first sent. A one-off answer gets gzip only. */
  keep?: boolean;
};

/**
 * One best compression at a time: libuv's thread pool (four threads) also reads every file the static middleware
 * sends, and a fresh server's first visits would otherwise fill it with brotli for seconds.
 */
let refining: Promise<unknown> = Promise.resolve();

export function servedFile(body: Buffer | string, { type, cacheControl, policyFor, keep }: FileOptions): ServedFile {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const encoded = compressFast(bytes, keep ? ["br", "gzip"] : ["gzip"]);
  const file: ServedFile = { type, cacheControl, etag: etagOf(bytes), body: bytes, encoded };
  if (policyFor) file.policy = policyFor(inlineScriptHashes(bytes.toString("utf8")));
  if (file.encoded.br) {
    file.refine = () => {
      delete file.refine;
      // The fast form stays on failure, and is as correct: only its size is at stake.
      refining = refining
        .then(() => bestBrotli(bytes))
        .then(
          (best) => (file.encoded.br = best),
          () => undefined,
        );
    };
  }
  return file;
}

export function sendFile(req: ExpressRequest, res: Response, file: ServedFile, status = 200) {
  const encoding = (["br", "gzip"] as const).find((name) => file.encoded[name] && req.acceptsEncodings(name) === name);
  res.status(status).set({ "Content-Type": file.type, "Cache-Control": file.cacheControl });
  if (file.policy) res.setHeader("Content-Security-Policy", file.policy);
  if (Object.keys(file.encoded).length > 0) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  if (status === 200) res.setHeader("ETag", encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag);
  if (encoding === "br") file.refine?.();
  // Express answers 304 when If-None-Match matches the ETag (`req.fresh`), and leaves out the body for HEAD.
  res.send(encoding ? file.encoded[encoding] : file.body);
}

export function sendUncached(req: ExpressRequest, res: Response, file: ServedFile, status: number) {
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  sendFile(req, res, { ...file, cacheControl: CACHE.never }, status);
}

export const sendText = (res: Response, status: number, text: string, headers: Record<string, string> = {}) =>
  void res
    .set({ "Cache-Control": CACHE.never, ...headers })
    .status(status)
    .type("text/plain")
    .send(text);
export const sendNotFound = (res: Response) => sendText(res, 404, "Not Found");

export type RenderedPage = { status: number; file: ServedFile; headers?: Headers };

export type RendererOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  siteUrl: string;
  /** None in development. */
  policyFor?: (scriptHashes: string[]) => string;
  runtime: RuntimeSettings;
  editor: EditorSettings | null;
  enquiries?: EnquiryOperations | null;
};

export type RenderOptions = {
  /** A form post for a route action, with the pipeline that answers it. */
  post?: { request: Request; contact: ContactRequestContext | null };
  /** See `servedFile`. */
  keep?: boolean;
  /** Drafts too, for an editor with a valid preview cookie (ADR 054). */
  preview?: boolean;
};

const reportRenderError = (path: string, error: unknown) =>
  logger.error("render error", { path, ...errorFields(error) });

/** Renders a route in-process from its path alone (no visitor's headers or cookies), so anyone may be sent it. */
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
    const file = servedFile(body, { type, cacheControl, keep, ...(type.startsWith("text/html") ? { policyFor } : {}) });
    return { status, file, headers: response.headers } satisfies RenderedPage;
  };
  /** An API route's (app/routes/api) answer, as its Response says. */
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

/** Pages kept for the London day (the legal pages are dated the day of the visit); failed renders are not kept. */
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

  /** Renders these now and within `everyMs` of each London day, so no visitor waits on one. */
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
