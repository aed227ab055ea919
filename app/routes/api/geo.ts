import { geoAnswer } from "~/lib/geo.server";
import { runtimeContext } from "~/lib/load-context";
import type { Route } from "./+types/geo";

/** The visitor's country from the CDN's header, for the cookie banner (spec-notes: country lookup). */
export function loader({ request, context }: Route.LoaderArgs) {
  return geoAnswer(request.headers, context.get(runtimeContext).countryHeaders);
}
