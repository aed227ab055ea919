import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { ANALYTICS_CONFIG_PATH, GEO_LOOKUP_PATH } from "~/config/consent";
import { site } from "~/config/site";
import type { ContactFormPage } from "~/lib/contact";
import { contactFormPageContext, nonceContext } from "~/lib/load-context";
import { analyticsConfig, analyticsCspSources } from "./analytics";
import { canonicalPath } from "./canonical-path";
import { contactRouter } from "./contact/http";
import type { ContactService } from "./contact/service";
import { type CspSources, contentSecurityPolicy } from "./csp";
import type { Env } from "./env";
import { countryHeaderNames, geoLookup } from "./geo";
import { errorFields, type Logger } from "./logger";
import { servePrecompressed } from "./precompressed";
import { loadPrerenderedPages, servePrerendered } from "./prerendered";
import { securityHeaders } from "./security-headers";

export type AppOptions = {
  /**
   * The built client (static files and prerendered pages) in production. In development it is null:
   * Vite's middleware serves the modules and public files, and every page is rendered per request.
   */
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
  return (req, res, next) => {
    const incoming = req.headers["x-request-id"];
    req.id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", req.id);
    const started = process.hrtime.bigint();
    // Read now: the contact API hands failed form posts on to the page renderer as GETs.
    const method = req.method;
    res.on("finish", () => {
      logger.info("request", {
        reqId: req.id,
        method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  };
}

export function cspSources(env: Env): CspSources {
  const analytics = analyticsCspSources(env);
  return {
    frames: [new URL(site.showreel.embedUrl).origin],
    scripts: analytics.scriptSrc,
    connect: analytics.connectSrc,
    images: analytics.imgSrc,
    upgradeInsecureRequests: env.SITE_URL.startsWith("https:"),
  };
}

/** "true"/"false", a hop count, or Express's list of trusted addresses and presets. */
function trustProxy(setting: string): boolean | number | string {
  if (setting === "true" || setting === "false") return setting === "true";
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

export function createApp({ clientDir, env, logger, contact = null }: AppOptions) {
  const app = express();
  const csp = cspSources(env);
  // Development has no Content-Security-Policy: Vite's client injects styles and opens a socket.
  // Production (and every browser test) runs with it.
  const dev = clientDir === null;
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy(env.TRUST_PROXY));
  app.use(requestLog(logger));
  app.use(securityHeaders({ csp: dev ? null : contentSecurityPolicy(csp), hsts: env.NODE_ENV === "production" }));

  // Ready means able to take enquiries: pages are served from the first moment, but a
  // load balancer (or a test) should wait until the database is open too.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (contact && !contact.isReady) {
      res.status(503).json({ status: "starting", database: "not ready" });
      return;
    }
    res.json({ status: "ok", database: contact ? "ready" : "none" });
  });

  app.use(canonicalPath);
  app.use(compression());

  app.get(GEO_LOOKUP_PATH, geoLookup(countryHeaderNames(env.GEO_COUNTRY_HEADER)));
  app.get(ANALYTICS_CONFIG_PATH, (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(analyticsConfig(env));
  });
  app.all([GEO_LOOKUP_PATH, ANALYTICS_CONFIG_PATH], (_req, res) => {
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).json({ error: "Method not allowed" });
  });

  // Pages rendered per request carry a fresh nonce on each of their inline scripts.
  const withNonce = (res: express.Response) => {
    // Development sends no policy, so nothing needs a nonce (React Router's dev styles would not match it).
    if (dev) return;
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(csp, [`'nonce-${nonce}'`]));
  };
  const handleDocument = createRequestHandler({
    // In development Vite re-evaluates the build when a route changes; in production this is the bundled build.
    build: dev
      ? () => import("virtual:react-router/server-build") as Promise<ServerBuild>
      : (serverBuild as ServerBuild),
    mode: dev ? "development" : "production",
    getLoadContext: (_req, res) => {
      const page = (res.locals.contactFormPage as ContactFormPage | undefined) ?? null;
      return new RouterContextProvider(
        new Map<RouterContext, unknown>([
          [nonceContext, (res.locals.nonce as string | undefined) ?? null],
          [contactFormPageContext, page],
        ]),
      );
    },
  });

  app.use(
    contactRouter({
      service: contact,
      logger,
      siteUrl: env.SITE_URL,
      // The no-JavaScript answer is the page itself, rendered by React Router from the state the API hands it.
      renderFormPage: (req, res, next, page) => {
        res.locals.contactFormPage = page;
        req.method = "GET";
        withNonce(res);
        void handleDocument(req, res, next);
      },
    }),
  );

  if (clientDir) serveClientBuild(app, clientDir, (hashes) => contentSecurityPolicy(csp, hashes));

  app.all("/{*splat}", (req, res, next) => {
    withNonce(res);
    void handleDocument(req, res, next);
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error("unhandled error", { reqId: req.id, path: req.path, ...errorFields(error) });
    if (res.headersSent) return res.end();
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : status >= 500 ? "Internal Server Error" : "Bad Request");
  };
  app.use(onError);

  return app;
}

/** Hashed assets, prerendered pages with their script hashes, and the other files of the client build. */
function serveClientBuild(app: express.Express, clientDir: string, pagePolicy: (hashes: string[]) => string) {
  app.use("/assets", servePrecompressed(path.join(clientDir, "assets")));
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );

  app.use(servePrerendered(loadPrerenderedPages(clientDir), pagePolicy));

  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        // Route data must match the HTML it belongs to, so it revalidates like the pages do.
        res.setHeader(
          "Cache-Control",
          filePath.endsWith(".data") ? "public, max-age=0, must-revalidate" : "public, max-age=3600",
        );
      },
    }),
  );
}
