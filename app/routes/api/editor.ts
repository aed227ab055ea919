import { type EditorSettings, editorContext } from "~/lib/load-context";
import type { Route } from "./+types/editor";

/*
 * The browser editor's API (ADR 056), /api/keystatic/*, answered by Keystatic's framework-free
 * handler. Local mode (`./run dev` only) writes into the working tree and has no sign-in; on GitHub,
 * signing in is the server's whole part, and every change is a commit the browser makes itself.
 */

type Handler = (request: Request) => Promise<{ status?: number; body?: BodyInit | null; headers?: HeadersInit }>;

/** Keystatic's handler, loaded on first use, so a server without an editor never loads it. */
const handlers = new WeakMap<EditorSettings, Promise<Handler>>();

async function keystaticHandler({ storage, root, github }: EditorSettings): Promise<Handler> {
  const [{ makeGenericAPIRouteHandler }, { editorConfig }] = await Promise.all([
    import("@keystatic/core/api/generic"),
    import("~/editor/config"),
  ]);
  // Keystatic calls GitHub with fetch and no signal: every call without a signal of its own gets a time limit.
  const platformFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => platformFetch(input, { signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS), ...init });
  return makeGenericAPIRouteHandler({
    config: editorConfig(storage),
    localBaseDirectory: root,
    ...(github ?? {}),
  }) as Handler;
}

/** How long a call to GitHub may take before the editor is told it failed. */
const GITHUB_TIMEOUT_MS = 10_000;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

async function answer({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const editor = context.get(editorContext);
  if (!editor) return new Response("Not Found", { status: 404 });
  if (!handlers.has(editor)) handlers.set(editor, keystaticHandler(editor));
  const {
    status = 200,
    body,
    headers,
  } = await (await handlers.get(editor)!)(request).catch((error) => {
    if (error?.name !== "TimeoutError") throw error;
    return { status: 504, body: "Gateway Timeout: GitHub did not answer in time", headers: undefined };
  });
  const response = new Response(NULL_BODY_STATUSES.has(status) ? null : (body ?? null), { status, headers });
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

export const loader = answer;
export const action = answer;
