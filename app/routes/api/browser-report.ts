import { REPORT_CLIENT_HEADER } from "~/lib/browser-reports";
import { readBrowserReport } from "~/lib/browser-reports.server";
import { enquiryOperationsContext } from "~/lib/load-context";
import type { Route } from "./+types/browser-report";

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * What visitors' browsers report (ADR 080): the site script's vitals and errors, and policy violations.
 * The server has capped the body and rationed the client before this reads it; what is not a report is
 * refused. Counted, never kept as it came.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const counts = readBrowserReport(request.headers.get("content-type") ?? "", await request.text());
  if (typeof counts === "number") return answer(counts);
  context.get(enquiryOperationsContext)?.countReports(counts, request.headers.get(REPORT_CLIENT_HEADER) ?? "");
  return answer(204);
}
