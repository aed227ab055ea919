import { runtimeContext } from "~/lib/load-context";
import type { Route } from "./+types/analytics-config";

/** Which analytics tags this deployment has, read by the consent script after a visitor agrees. */
export function loader({ context }: Route.LoaderArgs) {
  return Response.json(context.get(runtimeContext).analytics, {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
