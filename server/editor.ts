import type { RequestHandler } from "express";
import { EDITOR_API_PATH, EDITOR_PATH } from "~/editor/storage";
import type { EditorSettings } from "~/lib/load-context";
import type { Env } from "./env";
import { CACHE, type ServedFile, sendNotFound, sendUncached } from "./pages";

// The browser editor (ADR 056): its page, /keystatic/*, rendered by the app's editor route, and its API,
// /api/keystatic/* (app/routes/api/editor.ts). Local mode is for `./run dev` only: it writes into the working
// tree and has no sign-in. Production offers it only with a GitHub app: every change is a commit on a branch.

/** The editor for this server, or null when there is none. */
export function editorSettings(env: Env, dev: boolean, root: string): EditorSettings | null {
  const github = env.EDITOR_GITHUB;
  if (github)
    return {
      storage: { kind: "github", repo: github.repo, branchPrefix: github.branchPrefix },
      root,
      github: { clientId: github.clientId, clientSecret: github.clientSecret, secret: github.secret },
    };
  return dev ? { storage: { kind: "local" }, root, github: null } : null;
}

/** In development the site sends no policy (Vite injects styles); the editor's page still loads no other site's. */
const DEV_EDITOR_POLICY = "style-src 'self' 'unsafe-inline'; font-src 'self'";

const isEditorPage = (path: string) => path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`);

/** The page of every editor screen (uncached, unindexed; other methods 404) and API (on GitHub, reading no body). */
export function editorRoutes(
  editor: EditorSettings | null,
  render: (url: string) => Promise<{ status: number; file: ServedFile }>,
  respond: RequestHandler,
): RequestHandler {
  return (req, res, next) => {
    const read = req.method === "GET" || req.method === "HEAD";
    if (isEditorPage(req.path)) {
      if (!read) return sendNotFound(res);
      if (!editor) return next();
      // The editor's screens link a font sheet from Google; the site's own policy (or, in development,
      // this one) keeps that request from ever leaving the browser.
      return void render(req.originalUrl).then(
        ({ status, file }) => sendUncached(req, res, { ...file, policy: file.policy ?? DEV_EDITOR_POLICY }, status),
        next,
      );
    }
    if (!editor || !(req.path === EDITOR_API_PATH || req.path.startsWith(`${EDITOR_API_PATH}/`))) return next();
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    if (editor.storage.kind !== "local" && hasBody) {
      res.setHeader("Connection", "close").setHeader("Cache-Control", CACHE.never);
      return void res.status(413).type("text/plain").send("Payload Too Large: the editor's server takes no body");
    }
    respond(req, res, next);
  };
}
