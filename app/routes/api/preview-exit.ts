import { runtimeContext } from "~/lib/load-context";
import { previewCookie, previewRedirect } from "~/lib/preview.server";
import type { Route } from "./+types/preview-exit";

/** The preview's exit: the cookie goes, and the editor sees the page as the public does. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { secureCookies } = context.get(runtimeContext);
  return previewRedirect(new URL(request.url).searchParams.get("to"), previewCookie("", 0, secureCookies));
}
