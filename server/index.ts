import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ContactService } from "./contact/service";
import { defaultMigrationsFolder } from "./db";
import { DataDirLockedError } from "./db/lock";
import { EnvError, parseEnv } from "./env";
import { createLogger, errorFields } from "./logger";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const build: ServerBuild = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);

  // The database, its migrations and the delivery worker start with the server, never at import:
  // the build imports the app to prerender pages and must not touch ./data. The data folder's lock
  // is taken before listening, so a second process on it is refused at once; the database then opens
  // while pages are already being served (the form answers 503 for that moment).
  let contact: ContactService;
  try {
    contact = ContactService.create({ env, logger, migrationsFolder: defaultMigrationsFolder(root) });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = createApp({ build, clientDir: path.join(root, "build/client"), env, logger, contact });

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info("listening", { url: `http://localhost:${env.PORT}`, host: env.HOST, siteUrl: env.SITE_URL });
  });
  contact.start().catch((error) => {
    logger.error("contact pipeline failed to start", errorFields(error));
    process.stderr.write(
      `Contact pipeline failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    server.close();
    void contact.stop().finally(() => process.exit(1));
  });
  server.on("error", (error) => {
    logger.error("server failed to start", errorFields(error));
    void contact.stop().finally(() => process.exit(1));
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
    // Stops accepting connections, closes idle keep-alive ones, and waits for in-flight requests;
    // then the worker delivers what those requests stored, and the database closes.
    server.close(() => {
      contact
        .stop()
        .then(() => {
          logger.info("shutdown complete");
          process.exit(0);
        })
        .catch((error) => {
          logger.error("shutdown failed", errorFields(error));
          process.exit(1);
        });
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
