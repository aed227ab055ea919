import { createDecipheriv, hkdfSync } from "node:crypto";
import type { RequestHandler } from "express";
import { EDITOR_API_PATH, EDITOR_PATH, TRANSLATIONS_PATH } from "~/editor/storage";
import type { EditorSettings } from "~/lib/load-context";
import { perSecond } from "./client-address";
import type { Env } from "./env";
import { type ServedFile, sendNotFound, sendText, sendUncached } from "./pages";

/** Local mode (no sign-in, writes the working tree) for `./run dev` only; production needs a GitHub app (ADR 056). */
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

/** Keystatic's routes that call GitHub with the app's secret once a cookie claims a session. */
const CALLS_GITHUB = new Set(["github/logout", "github/refresh-token", "github/repo-not-found"]);
/** Across all clients: each callback exchanges its code at GitHub, before any session exists. */
const SIGN_INS_PER_SECOND = 2;

/**
 * Whether the request carries a session only this server could have made: Keystatic's refresh-token cookie, sealed
 * with KEYSTATIC_SECRET (AES-256-GCM under an HKDF key; salt, IV, then the sealed text and its tag, base64url).
 */
function signedIn(cookieHeader: string | undefined, secret: string) {
  const value = /(?:^|;\s*)keystatic-gh-refresh-token=([\w-]+)/.exec(cookieHeader ?? "")?.[1];
  const sealed = Buffer.from(value ?? "", "base64url");
  if (sealed.length <= 16 + 12 + 16) return false;
  try {
    const key = Buffer.from(hkdfSync("sha256", secret, sealed.subarray(0, 16), new Uint8Array(0), 32));
    const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(16, 28)).setAuthTag(sealed.subarray(-16));
    decipher.update(sealed.subarray(28, -16));
    decipher.final();
    return true;
  } catch {
    return false;
  }
}

/** The route as Keystatic reads it from the path; null if malformed. */
function keystaticRoute(path: string) {
  try {
    return path.slice(EDITOR_API_PATH.length).split("/").map(decodeURIComponent).filter(Boolean).join("/");
  } catch {
    return null;
  }
}

const isEditorPage = (path: string) => path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`);

/** Every editor screen's page (other methods 404) and the API (on GitHub, reading no body). */
export function editorRoutes(
  editor: EditorSettings | null,
  render: (url: string) => Promise<{ status: number; file: ServedFile }>,
  respond: RequestHandler,
): RequestHandler {
  const signInBudgetLeft = perSecond(SIGN_INS_PER_SECOND);
  return (req, res, next) => {
    const read = req.method === "GET" || req.method === "HEAD";
    if (isEditorPage(req.path)) {
      if (!read) return sendNotFound(res);
      if (!editor) return next();
      // One page, the same for everyone, for every screen but Translations (ADR 086, 099). Its policy keeps the font
      // sheet the screens link from Google from loading.
      return void render(req.path === TRANSLATIONS_PATH ? TRANSLATIONS_PATH : EDITOR_PATH).then(
        ({ status, file }) => sendUncached(req, res, { ...file, policy: file.policy ?? DEV_EDITOR_POLICY }, status),
        next,
      );
    }
    if (!editor || !(req.path === EDITOR_API_PATH || req.path.startsWith(`${EDITOR_API_PATH}/`))) return next();
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    if (editor.storage.kind !== "local" && hasBody)
      return sendText(res, 413, "Payload Too Large: the editor's server takes no body", { Connection: "close" });
    // No call to GitHub without a signed-in editor (ADR 099): Keystatic then sees no cookie and answers itself.
    const route = keystaticRoute(req.path);
    if (route === null) return sendText(res, 400, "Bad Request: a malformed address");
    if (editor.github && CALLS_GITHUB.has(route) && !signedIn(req.headers.cookie, editor.github.secret))
      delete req.headers.cookie;
    if (editor.github && route === "github/oauth/callback" && !signInBudgetLeft())
      return sendText(res, 429, "Too Many Requests: please sign in again in a moment", { "Retry-After": "1" });
    respond(req, res, next);
  };
}
