import { existsSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import type { ViteDevServer } from "vite";
import { createApp } from "./app";
import { contactPipeline } from "./contact/pipeline";
import { type Env, EnvError, parseEnv } from "./env";
import { createHttpServer } from "./http-server";
import { errorFields, logger } from "./logger";

/** The nearest folder above this module holding package.json: `server/` in development, `build/server/` (or below). */
function findProjectRoot(from: string) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

const clientBuildDir = path.join(findProjectRoot(path.dirname(fileURLToPath(import.meta.url))), "build/client");

/** Development: the Vite dev server in middleware mode, sharing this HTTP server for hot reload. */
export type DevOptions = { vite: ViteDevServer; httpServer: http.Server };

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Dev: Vite first, then the production app loaded through Vite, so an edit is picked up on the next request. */
function devApp({ vite }: DevOptions, options: Omit<Parameters<typeof createApp>[0], "clientDir">) {
  const apps = new WeakMap<object, express.Express>();
  const outer = express();
  outer.use(vite.middlewares);
  outer.use(async (req, res, next) => {
    try {
      const module = (await vite.ssrLoadModule("/server/app.ts")) as typeof import("./app");
      let app = apps.get(module);
      if (!app) {
        app = module.createApp({ ...options, clientDir: null });
        apps.set(module, app);
      }
      app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  return outer;
}

/** The one server (`npm start`, `npm run dev`): environment, enquiry pipeline, app, listening, graceful stop. */
export async function startServer(dev?: DevOptions) {
  let env: Env;
  try {
    env = parseEnv(dev ? { NODE_ENV: "development", ...process.env } : process.env);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  logger.setLevel(env.LOG_LEVEL);

  // The store and workers start with the server, never at import (the build imports the app and must not touch
  // ./data), and before it listens, so its first answer can take an enquiry (/healthz says if PostgreSQL can't).
  const contact = contactPipeline(env, logger);
  try {
    await contact.start();
  } catch (error) {
    await contact.stop().catch(() => {});
    fail(`Contact pipeline failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }

  const options = { env, logger, contact };
  const app = dev ? devApp(dev, options) : createApp({ ...options, clientDir: clientBuildDir });
  // The per-address cap counts a trusted proxy's connections as no one client's (TRUST_PROXY, as Express reads it).
  const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const server = dev?.httpServer ?? createHttpServer({ trusted: (address) => trust(address, 0) });
  server.on("request", app);

  server.once("error", (error) => {
    logger.error("server failed to start", errorFields(error));
    process.stderr.write(`Server failed to start: ${error.message}\n`);
    void contact.stop().finally(() => process.exit(1));
  });
  const mode = dev ? "development" : "production";
  server.listen(env.PORT, env.HOST, () => {
    logger.info("listening", { url: `http://localhost:${env.PORT}`, host: env.HOST, siteUrl: env.SITE_URL, mode });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
      void contact.stop().finally(() => process.exit(1));
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    void dev?.vite.close();
    // Stops accepting connections, closes idle keep-alive ones, and waits for in-flight requests;
    // then the worker delivers what those requests stored, and the database closes.
    server.close(async () => {
      try {
        await contact.stop();
        logger.info("shutdown complete");
        process.exit(0);
      } catch (error) {
        logger.error("shutdown failed", errorFields(error));
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => shutdown(signal));
  return server;
}
