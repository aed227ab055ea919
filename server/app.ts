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
import { ClientAllowance, perSecond, rateLimitKey } from "./client-address";
import { isAllowedOrigin } from "./contact/answer";
import type { ContactService } from "./contact/pipeline";
import { contactRoutes } from "./contact/routes";
import { contentSecurityPolicy, cspSources } from "./csp";
import { editorRoutes, editorSettings } from "./editor";
import type { Env } from "./env";
import { errorFields, type Logger, requestLines } from "./logger";
import { CACHE, DATA_SUFFIX, DailyPages, pageRenderer, sendFile, sendNotFound, sendText, sendUncached } from "./pages";
import { applyRedirects, canonicalPath } from "./redirects";
import { siteFiles } from "./site-files";
import { webRequest } from "./web-request";

const baseline: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No other site may embed this one's responses (scripts, images, data) in its own pages.
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Not on fingerprinted assets no browser renders as a document: 600 bytes would push a font past a round trip (ADR 047). */
const forDocuments: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

// SVG can hold script.
const isInertAsset = (path: string) => /^\/assets\/[^?#]+\.(?:js|css|woff2|avif|webp|jpe?g|png)$/.test(path);

type Options = { csp: string | null; hsts: boolean; noindex: boolean };

/** The CSP is a default: pages set their own. */
function securityHeaders({ csp, hsts, noindex }: Options): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of Object.entries(baseline)) res.setHeader(name, value);
    if (!isInertAsset(req.path)) {
      for (const [name, value] of Object.entries(forDocuments)) res.setHeader(name, value);
      if (csp) res.setHeader("Content-Security-Policy", csp);
    }
    if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (noindex) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  };
}

/** Why a request cannot be answered as sent (the origin it was sent to is built from these headers), or null. */
function requestFault(req: express.Request) {
  const host = req.get("host");
  if (req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === "host").length > 1)
    return "more than one Host header";
  if (host !== undefined && !URL.canParse(`http://${host}`)) return "malformed Host header";
  return /^https?$/i.test(req.protocol) ? null : "malformed X-Forwarded-Proto header";
}

export type AppOptions = {
  /** Null in development: Vite serves files, and every page is rendered per request. */
  clientDir: string | null;
  env: Env;
  logger: Logger;
  /** Without it the contact form answers 503. */
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

/** Browser reports a second, across all clients. */
const REPORTS_PER_SECOND = 200;
/** Every "Mark as answered" link no key of this site signed is answered from this one render. */
const UNSIGNED_LINK_PATH = `${ANSWERED_PATH}/unsigned`;
/** Pages rendered per request (a signed reply link, a preview) a second, across all clients. */
const RENDERS_PER_SECOND = 10;
const notFoundPath = (path: string) => `${locales[localeOf(path)].prefix}/__not-found`;
const NOT_FOUND_PATHS = Object.values(locales).map((locale) => `${locale.prefix}/__not-found`);
const DISALLOW_ALL = "User-agent: *\nDisallow: /\n";

export function createApp({ clientDir, env, logger, contact = null }: AppOptions) {
  const app = express();
  const siteOrigin = new URL(env.SITE_URL).origin;
  // Development has no Content-Security-Policy: Vite's client injects styles and opens a socket.
  const dev = clientDir === null;
  const policies = (editor: boolean) => {
    const sources = cspSources(env, { editor });
    return dev ? undefined : (hashes: string[]) => contentSecurityPolicy(sources, hashes);
  };
  const policyFor = policies(false);
  app.disable("x-powered-by");
  app.disable("etag");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use((req, res, next) => {
    const fault = requestFault(req);
    if (!fault) return next();
    sendText(res, 400, `Bad Request: ${fault}`, { Connection: "close" });
  });
  app.use(requestLog(logger));
  const noindex = !env.ALLOW_INDEXING;
  app.use(securityHeaders({ csp: policyFor?.([]) ?? null, hsts: env.NODE_ENV === "production", noindex }));

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
  const render = pageRenderer({ ...build, policyFor });
  // Production keeps the day's renders in memory; development renders afresh, so an edit shows on the next load.
  const daily = (renderer: typeof render) => {
    const kept = dev ? null : new DailyPages((pathname) => renderer(pathname));
    return Object.assign((path: string) => (kept ? kept.get(path) : renderer(path, { keep: false })), { kept });
  };
  const page = daily(render);

  // Ahead of the canonical-path rule: the editor's addresses hold capitals (/keystatic/collection/caseStudies).
  app.use(editorRoutes(build.editor, daily(pageRenderer({ ...build, policyFor: policies(true) })), render.respond));

  app.use(canonicalPath);

  // Browser reports (ADR 080): a declared length under the cap, and a ration per client and in all, before the
  // route reads a byte; past the ration, the report is only counted as dropped.
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

  // A gone path is the not-found page with 410.
  app.use(
    applyRedirects(redirects, (req, res, next) => {
      page(notFoundPath(req.path)).then(({ file }) => sendFile(req, res, file, 410), next);
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

  // "Mark as answered" (ADR 078): rendered per request for a link this site signed; any other gets the day's one
  // render of the refusal. Per-request renders (it, a preview) are rationed across all clients (ADR 099).
  const renderBudgetLeft = perSecond(RENDERS_PER_SECOND);
  const busy = (res: express.Response) =>
    sendText(res, 503, "Service Unavailable: please try again in a moment", { "Retry-After": "1" });
  const answered = `${ANSWERED_PATH}/:token`;
  const answer = (req: express.Request, res: express.Response, next: express.NextFunction, post?: () => Request) => {
    const signed = contact?.signedReplyToken(String(req.params.token));
    if (signed && !renderBudgetLeft()) return busy(res);
    const rendered = signed
      ? render(req.path, { keep: false, ...(post && { post: { request: post(), contact: null } }) })
      : page(UNSIGNED_LINK_PATH);
    rendered.then(({ status, file }) => sendUncached(req, res, file, status), next);
  };
  app.get(answered, (req, res, next) => answer(req, res, next));
  app.post(answered, (req, res, next) => {
    const hostOrigin = `${req.protocol}://${req.get("host")}`;
    const sameSite = isAllowedOrigin(req.get("origin"), req.get("sec-fetch-site"), [siteOrigin, hostOrigin]);
    // The form has a button and no fields: a body of any size is no answer to it.
    if (!sameSite || Number(req.get("content-length") ?? 0) > 256 || req.get("transfer-encoding"))
      return sendText(res, sameSite ? 413 : 403, sameSite ? "Payload Too Large" : "Forbidden", { Connection: "close" });
    answer(req, res, next, () => webRequest(req, res, hostOrigin));
  });

  // An editor's preview (valid cookie): a page or its route data, drafts included, neither cached nor indexed.
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
    app.use((req, res, next) => {
      render(req.originalUrl, { keep: false }).then(({ status, file }) => sendFile(req, res, file, status), next);
    });
  } else {
    if (noindex)
      app.get("/robots.txt", (_req, res) => void res.set("Cache-Control", CACHE.hour).type("text").send(DISALLOW_ALL));
    app.use(siteFiles(clientDir, { siteUrl: env.SITE_URL, policyFor: policyFor! }));
    page.kept!.warm(
      [...serverRenderedPaths].flatMap((path) => [path, `${path}${DATA_SUFFIX}`]).concat(NOT_FOUND_PATHS),
      (path, error) => logger.error("page render failed", { path, ...errorFields(error) }),
    );
    app.use(dailyPages(page.kept!));
  }

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error("unhandled error", { reqId: req.id, path: req.path, ...errorFields(error) });
    if (res.headersSent) return res.end();
    sendText(res, status, status === 404 ? "Not Found" : status >= 500 ? "Internal Server Error" : "Bad Request");
  };
  app.use(onError);

  return app;
}

function methodNotAllowed(allow: string, kind: "json" | "text"): RequestHandler {
  return (_req, res) => {
    if (kind === "text") return sendText(res, 405, "Method Not Allowed", { Allow: allow });
    res.set({ Allow: allow, "Cache-Control": CACHE.never }).status(405).json({ error: "Method not allowed" });
  };
}

/** A server-rendered page (a legal page, the thank-you page) or its data; else the not-found page. */
function dailyPages(pages: DailyPages): RequestHandler {
  return (req, res, next) => {
    const isData = req.path.endsWith(DATA_SUFFIX);
    const pagePath = isData ? req.path.slice(0, -DATA_SUFFIX.length) : req.path;
    const key = `${serverRenderedPaths.has(pagePath) ? pagePath : notFoundPath(pagePath)}${isData ? DATA_SUFFIX : ""}`;
    pages.get(key).then(({ status, file }) => sendFile(req, res, file, status), next);
  };
}
