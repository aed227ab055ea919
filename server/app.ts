import { randomUUID } from "node:crypto";
import * as serverBuild from "virtual:react-router/server-build";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { ANALYTICS_CONFIG_PATH, GEO_LOOKUP_PATH } from "~/config/consent";
import { localeOf, locales } from "~/config/locales";
import { PREVIEW_ENTER_PATH, PREVIEW_EXIT_PATH } from "~/config/preview";
import { redirects } from "~/content/redirects";
import { BROWSER_REPORT_MAX_BYTES, BROWSER_REPORT_PATH, REPORT_CLIENT_HEADER } from "~/lib/browser-reports";
import { ANSWERED_PATH } from "~/lib/contact";
import { countryHeaderNames } from "~/lib/geo.server";
import { isPreviewRequest } from "~/lib/preview.server";
import { serverRenderedPaths } from "~/routes.prerender";
import { canonicalPath } from "./canonical-path";
import { ClientAllowance, perSecond, rateLimitKey, trustProxy } from "./client-address";
import { isAllowedOrigin } from "./contact/answer";
import type { ContactService } from "./contact/pipeline";
import { contactRoutes } from "./contact/routes";
import { contentSecurityPolicy, cspSources } from "./csp";
import { editorRoutes, editorSettings } from "./editor";
import type { Env } from "./env";
import { requestFault } from "./http-server";
import { errorFields, type Logger, requestLines } from "./logger";
import { CACHE, DATA_SUFFIX, DailyPages, pageRenderer, sendFile, sendNotFound, sendUncached } from "./pages";
import { applyRedirects } from "./redirects";
import { securityHeaders } from "./security-headers";
import { siteFiles } from "./site-files";
import { webRequest } from "./web-request";

export type AppOptions = {
  /** The built client in production; null in development (Vite serves files, every page is rendered per request). */
  clientDir: string | null;
  env: Env;
  logger: Logger;
  /** The enquiry pipeline; without it the contact form answers 503. */
  contact?: ContactService | null;
};

declare global {
  namespace Express {
    interface Request {
      id: string;
    }
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

function requestLog(logger: Logger): RequestHandler {
  const log = requestLines(logger);
  return (req, res, next) => {
    const incoming = req.headers["x-request-id"];
    req.id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", req.id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      log({
        reqId: req.id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  };
}

/** Reports one client may send a minute (a page view sends one, and a violation or two), and all clients a second. */
const REPORTS_PER_SECOND = 200;
/** A "Mark as answered" link no key of this site signed: every such link is answered from its one render. */
const UNSIGNED_LINK_PATH = `${ANSWERED_PATH}/unsigned`;
/** Pages rendered per request for one visitor (a signed reply link, a preview), a second, across all clients. */
const RENDERS_PER_SECOND = 10;
/** The path every unknown URL is answered from: one render of the not-found page, in the URL's language. */
const notFoundPath = (path: string) => `${locales[localeOf(path)].prefix}/__not-found`;
const NOT_FOUND_PATHS = Object.values(locales).map((locale) => `${locale.prefix}/__not-found`);
/** The robots.txt of a site kept out of search (staging): nothing may be crawled. */
const DISALLOW_ALL = "User-agent: *\nDisallow: /\n";

export function createApp({ clientDir, env, logger, contact = null }: AppOptions) {
  const app = express();
  const siteOrigin = new URL(env.SITE_URL).origin;
  const csp = cspSources(env);
  // Development has no Content-Security-Policy (Vite's client injects styles and opens a socket); production has.
  const dev = clientDir === null;
  const policyFor = dev ? undefined : (hashes: string[]) => contentSecurityPolicy(csp, hashes);
  app.disable("x-powered-by");
  app.disable("etag");
  app.set("trust proxy", trustProxy(env.TRUST_PROXY));
  app.use((req, res, next) => {
    const fault = requestFault(req);
    if (!fault) return next();
    res.setHeader("Connection", "close").status(400).type("text/plain").send(`Bad Request: ${fault}`);
  });
  app.use(requestLog(logger));
  const hsts = env.NODE_ENV === "production";
  const noindex = !env.ALLOW_INDEXING;
  app.use(securityHeaders({ csp: dev ? null : contentSecurityPolicy(csp), hsts, noindex }));

  // Ready means an enquiry sent now would be stored: a load balancer sends no traffic before that,
  // nor while the store cannot write (a full disk, a lost database).
  app.get("/healthz", (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (!contact) return void res.json({ status: "ok", database: "none" });
    contact.health().then((health) => {
      if (health.status !== "ok" && health.status !== "degraded") res.status(503).setHeader("Retry-After", "5");
      res.json(health);
    }, next);
  });

  const build = {
    build: dev
      ? () => import("virtual:react-router/server-build") as Promise<ServerBuild>
      : (serverBuild as ServerBuild),
    mode: dev ? "development" : "production",
    siteUrl: env.SITE_URL,
    editor: editorSettings(env, dev, process.cwd()),
    runtime: {
      previewSecret: env.PREVIEW_SECRET ?? null,
      secureCookies: env.SITE_URL.startsWith("https:"),
      countryHeaders: countryHeaderNames(env.GEO_COUNTRY_HEADER),
      analytics: { gaMeasurementId: env.GA_MEASUREMENT_ID ?? null, metaPixelId: env.META_PIXEL_ID ?? null },
      bookingUrl: env.BOOKING_URL ?? null,
    },
    enquiries: contact,
  } as const;
  // Every page is rendered in-process from its path alone, with the runtime SITE_URL; the API routes
  // (app/routes/api) answer as their Response says.
  const render = pageRenderer({ ...build, policyFor });
  const editorCsp = cspSources(env, { editor: true });
  const editorPolicy = dev ? undefined : (hashes: string[]) => contentSecurityPolicy(editorCsp, hashes);
  const renderEditor = pageRenderer({ ...build, policyFor: editorPolicy });

  // The browser editor, where this server offers one (ADR 056). Ahead of the canonical-path rule: its
  // screens' addresses hold capitals (/keystatic/collection/caseStudies).
  const editorPages = dev ? null : new DailyPages((pathname) => renderEditor(pathname));
  const editorPage = (path: string) => (editorPages ? editorPages.get(path) : renderEditor(path, { keep: false }));
  app.use(editorRoutes(build.editor, editorPage, render.respond));

  app.use(canonicalPath);

  // What visitors' browsers report (ADR 080): a declared length under the cap, and a ration per client and in
  // all, before the route reads a byte; past the ration, the report is only counted as dropped.
  const reporters = new ClientAllowance(env.BROWSER_REPORT_RATE_LIMIT, 60_000);
  const reportBudgetLeft = perSecond(REPORTS_PER_SECOND);
  app.post(BROWSER_REPORT_PATH, (req, res, next) => {
    const length = Number(req.get("content-length"));
    res.setHeader("Cache-Control", CACHE.never);
    if (!(length > 0 && length <= BROWSER_REPORT_MAX_BYTES)) {
      res.setHeader("Connection", "close");
      return void res.status(req.get("content-length") ? 413 : 411).end();
    }
    const client = rateLimitKey(req.ip ?? req.socket.remoteAddress ?? "unknown");
    if (reporters.blockedFor(client) > 0 || !reportBudgetLeft()) {
      contact?.countReports([{ metric: "reports-dropped", scope: "", name: "rationed" }]);
      return void res.setHeader("Connection", "close").status(429).end();
    }
    reporters.record(client);
    req.headers[REPORT_CLIENT_HEADER] = client;
    render.respond(req, res, next);
  });
  app.all(BROWSER_REPORT_PATH, methodNotAllowed("POST", "json"));

  app.get([GEO_LOOKUP_PATH, ANALYTICS_CONFIG_PATH], render.respond);
  app.all([GEO_LOOKUP_PATH, ANALYTICS_CONFIG_PATH], methodNotAllowed("GET, HEAD", "json"));
  // The preview's entrance and exit (ADR 054); other methods: 404 where there is no preview, 405 where there is.
  app.get([PREVIEW_ENTER_PATH, PREVIEW_EXIT_PATH], render.respond);
  app.all([PREVIEW_ENTER_PATH, PREVIEW_EXIT_PATH], (req, res, next) =>
    env.PREVIEW_SECRET ? methodNotAllowed("GET, HEAD", "text")(req, res, next) : sendNotFound(res),
  );

  // Production keeps the day's render of the not-found page (and the legal pages) in memory.
  const pages = dev ? null : new DailyPages((pathname) => render(pathname));

  // The redirects and gone paths of content/redirects.yaml, matched on the canonical path: `/Old-Path/`
  // answers 301 to `/old-path`, and that to its new address. A gone path is the not-found page with 410.
  app.use(
    applyRedirects(redirects, (req, res, next) => {
      const notFound = pages ? pages.get(notFoundPath(req.path)) : render(notFoundPath(req.path), { keep: false });
      notFound.then(({ file }) => sendFile(req, res, file, 410), next);
    }),
  );

  app.use(
    contactRoutes({
      service: contact,
      siteUrl: env.SITE_URL,
      // Failed form posts cost a render: four times the enquiries a client may send, per the same window.
      failedPosts: new ClientAllowance(env.CONTACT_RATE_LIMIT * 4, env.CONTACT_RATE_WINDOW_SECONDS * 1000),
      renderPost: (request, contactContext) =>
        render(new URL(request.url).pathname, { post: { request, contact: contactContext }, keep: false }),
    }),
  );

  // "Mark as answered" (ADR 078): a page rendered per request for a link this site signed; any other gets the
  // day's one render of the refusal, so a flood of made-up links costs no render.
  // It and a preview are rendered per request: a ration a second across all clients, past which each waits a
  // moment, so a flood of one valid link or cookie costs at most that (ADR 099).
  const renderBudgetLeft = perSecond(RENDERS_PER_SECOND);
  const busy = (res: express.Response) =>
    void res
      .setHeader("Cache-Control", CACHE.never)
      .setHeader("Retry-After", "1")
      .status(503)
      .type("text/plain")
      .send("Service Unavailable: please try again in a moment");
  const answered = `${ANSWERED_PATH}/:token`;
  const unsigned = (req: express.Request) => !contact?.signedReplyToken(String(req.params.token));
  const refusal = () => (pages ? pages.get(UNSIGNED_LINK_PATH) : render(UNSIGNED_LINK_PATH, { keep: false }));
  app.get(answered, (req, res, next) => {
    if (!unsigned(req) && !renderBudgetLeft()) return busy(res);
    const page = unsigned(req) ? refusal() : render(req.path, { keep: false });
    page.then(({ status, file }) => sendUncached(req, res, file, status), next);
  });
  app.post(answered, (req, res, next) => {
    const hostOrigin = `${req.protocol}://${req.get("host")}`;
    const sameSite = isAllowedOrigin(req.get("origin"), req.get("sec-fetch-site"), [siteOrigin, hostOrigin]);
    // The form has a button and no fields: a body of any size is no answer to it.
    if (!sameSite || Number(req.get("content-length") ?? 0) > 256 || req.get("transfer-encoding")) {
      res.setHeader("Connection", "close").setHeader("Cache-Control", CACHE.never);
      return void res
        .status(sameSite ? 413 : 403)
        .type("text/plain")
        .send(sameSite ? "Payload Too Large" : "Forbidden");
    }
    if (!unsigned(req) && !renderBudgetLeft()) return busy(res);
    const request = webRequest(req, res, hostOrigin);
    const page = unsigned(req) ? refusal() : render(req.path, { post: { request, contact: null }, keep: false });
    page.then(({ status, file }) => sendUncached(req, res, file, status), next);
  });

  // An editor's preview: with a valid cookie, a page (or its route data) is rendered for this request,
  // drafts included, and is neither cached nor indexed.
  app.use((req, res, next) => {
    const isPage =
      !req.path.startsWith("/assets/") && (!/\.[a-z0-9]+$/i.test(req.path) || req.path.endsWith(DATA_SUFFIX));
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!isPage || !isPreviewRequest(req.headers.cookie, env.PREVIEW_SECRET)) return next();
    if (!renderBudgetLeft()) return busy(res);
    render(req.originalUrl, { keep: false, preview: true }).then(
      ({ status, file }) => sendUncached(req, res, file, status),
      next,
    );
  });

  // Pages take GET and HEAD only (the contact API above has its own methods).
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    methodNotAllowed("GET, HEAD", "text")(req, res, next);
  });

  if (dev) {
    // Development renders every request afresh, so an edit shows on the next load.
    app.use((req, res, next) => {
      render(req.originalUrl, { keep: false }).then(({ status, file }) => sendFile(req, res, file, status), next);
    });
  } else {
    if (noindex)
      app.get("/robots.txt", (_req, res) => void res.set("Cache-Control", CACHE.hour).type("text").send(DISALLOW_ALL));
    app.use(siteFiles(clientDir, { siteUrl: env.SITE_URL, policyFor: policyFor! }));
    // Rendered as the server starts, so the first visitor of the day is answered from memory too.
    pages!.warm(
      [...serverRenderedPaths].flatMap((path) => [path, `${path}${DATA_SUFFIX}`]).concat(NOT_FOUND_PATHS),
      (path, error) => logger.error("page render failed", { path, ...errorFields(error) }),
    );
    app.use(dailyPages(pages!));
  }

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error("unhandled error", { reqId: req.id, path: req.path, ...errorFields(error) });
    if (res.headersSent) return res.end();
    const text = status === 404 ? "Not Found" : status >= 500 ? "Internal Server Error" : "Bad Request";
    res.status(status).setHeader("Cache-Control", CACHE.never).type("text/plain").send(text);
  };
  app.use(onError);

  return app;
}

function methodNotAllowed(allow: string, kind: "json" | "text"): RequestHandler {
  return (_req, res) => {
    res.setHeader("Allow", allow).setHeader("Cache-Control", CACHE.never).status(405);
    if (kind === "json") res.json({ error: "Method not allowed" });
    else res.type("text/plain").send("Method Not Allowed");
  };
}

/** The day's render of a server-rendered page (a legal page, the thank-you page) or its data; else the not-found page. */
function dailyPages(pages: DailyPages): RequestHandler {
  return (req, res, next) => {
    const isData = req.path.endsWith(DATA_SUFFIX);
    const pagePath = isData ? req.path.slice(0, -DATA_SUFFIX.length) : req.path;
    const key = `${serverRenderedPaths.has(pagePath) ? pagePath : notFoundPath(pagePath)}${isData ? DATA_SUFFIX : ""}`;
    pages.get(key).then(({ status, file }) => sendFile(req, res, file, status), next);
  };
}
