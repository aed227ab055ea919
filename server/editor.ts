import { type RequestHandler, Router } from "express";
import { EDITOR_API_PATH, EDITOR_PATH, type EditorStorage } from "~/editor/storage";
import type { Env } from "./env";
import { CACHE, type ServedFile, sendFile } from "./static/files";
import { webRequest } from "./web-request";

/*
 * The browser editor (ADR 056), mounted in the site's own server by two small adapters:
 * - its page, /keystatic and everything under it, rendered by the app's editor route;
 * - its API, /api/keystatic/*, handed to Keystatic's framework-free handler as a web Request.
 * Local mode is for `./run dev` only: it writes into the working tree and has no sign-in. A production
 * server offers the editor only with a GitHub app configured, and then every change is a commit on
 * a branch of the repository, never a file on the server.
 */

/** The editor's storage for this server, or null when there is no editor. */
export function editorStorage(env: Env, dev: boolean): EditorStorage | null {
  if (env.EDITOR_GITHUB)
    return { kind: "github", repo: env.EDITOR_GITHUB.repo, branchPrefix: env.EDITOR_GITHUB.branchPrefix };
  return dev ? { kind: "local" } : null;
}

type Handler = (request: globalThis.Request) => Promise<{
  status?: number;
  body?: string | Uint8Array | null;
  headers?: HeadersInit;
}>;

type EditorOptions = {
  storage: EditorStorage | null;
  env: Env;
  /** The project folder local mode writes into. */
  root: string;
  /** Renders the editor's page for a path under /keystatic. */
  render: (url: string, storage: EditorStorage) => Promise<{ status: number; file: ServedFile }>;
  /** Keystatic's handler, loaded on first use so a server without an editor never loads it. */
  loadHandler?: (storage: EditorStorage, options: { root: string; env: Env }) => Promise<Handler>;
};

async function keystaticHandler(storage: EditorStorage, { root, env }: { root: string; env: Env }): Promise<Handler> {
  const [{ makeGenericAPIRouteHandler }, { editorConfig }] = await Promise.all([
    import("@keystatic/core/api/generic"),
    import("~/editor/config"),
  ]);
  return makeGenericAPIRouteHandler({
    config: editorConfig(storage),
    localBaseDirectory: root,
    ...(env.EDITOR_GITHUB
      ? {
          clientId: env.EDITOR_GITHUB.clientId,
          clientSecret: env.EDITOR_GITHUB.clientSecret,
          secret: env.EDITOR_GITHUB.secret,
        }
      : {}),
  }) as Handler;
}

/** In development the site sends no policy (Vite injects styles); the editor's page still loads no other site's. */
const DEV_EDITOR_POLICY = "style-src 'self' 'unsafe-inline'; font-src 'self'";

const isEditorPage = (path: string) => path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`);

export function editorRouter({
  storage,
  env,
  root,
  render,
  loadHandler = keystaticHandler,
}: EditorOptions): RequestHandler {
  const router = Router();
  // The editor's pages take GET alone; anything else is answered as the documented 404, editor or not.
  router.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || !isEditorPage(req.path)) return next();
    res.setHeader("Cache-Control", CACHE.never).status(404).type("text/plain").send("Not Found");
  });
  if (!storage) return router;
  let handler: Promise<Handler> | null = null;

  router.use(EDITOR_API_PATH, (req, res, next) => {
    // On GitHub, saves go from the browser to GitHub itself: the server's part (signing in) takes no
    // request body, so none is read, whoever sends one. Local mode (development only) takes its saves.
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    if (storage.kind !== "local" && hasBody) {
      res.setHeader("Connection", "close").setHeader("Cache-Control", CACHE.never);
      return void res.status(413).type("text/plain").send("Payload Too Large: the editor's server takes no body");
    }
    handler ??= loadHandler(storage, { root, env });
    handler
      .then((handle) => handle(webRequest(req, res, env.SITE_URL)))
      .then(({ status = 200, body, headers }) => {
        const answer = new Headers(headers);
        for (const [name, value] of answer) if (name !== "set-cookie") res.setHeader(name, value);
        const cookies = answer.getSetCookie();
        if (cookies.length) res.setHeader("Set-Cookie", cookies);
        res.setHeader("Cache-Control", CACHE.never);
        res.setHeader("X-Robots-Tag", "noindex, nofollow");
        res.status(status).end(body ?? undefined);
      }, next);
  });

  router.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isEditorPage(req.path)) return next();
    render(req.originalUrl, storage).then(({ status, file }) => {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      // The editor's screens link a font sheet from Google; the site's own policy (or, in development,
      // this one) keeps that request from ever leaving the browser.
      sendFile(req, res, { ...file, cacheControl: CACHE.never, policy: file.policy ?? DEV_EDITOR_POLICY }, status);
    }, next);
  });
  return router;
}
