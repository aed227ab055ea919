import { siteCopy } from "~/content/site-copy.server";
import { runtimeContext } from "~/lib/load-context";
import {
  PREVIEW_HEADERS,
  PREVIEW_MAX_AGE_S,
  previewCookie,
  previewRedirect,
  previewToken,
  validPreviewToken,
} from "~/lib/preview.server";
import type { Route } from "./+types/preview";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { ...PREVIEW_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

/** The preview's entrance (ADR 054, ADR 099): a link's unexpired token gets the signed cookie and goes on to its page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { previewSecret: secret, secureCookies } = context.get(runtimeContext);
  if (!secret) return text("Not Found", 404);
  const query = new URL(request.url).searchParams;
  if (query.getAll("token").length !== 1 || !validPreviewToken(query.get("token"), secret))
    return text(siteCopy.layout.preview.invalidLink, 403);
  return previewRedirect(query.get("to"), previewCookie(previewToken(secret), PREVIEW_MAX_AGE_S, secureCookies));
}
