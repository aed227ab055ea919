import { matchRoutes, type RouteObject } from "react-router";
import routes from "~/routes";
import { ERRORS_PER_REPORT, type VitalsReport } from "./browser-reports";
import type { ReportCount } from "./load-context";

/*
 * A browser's report read into the day's counts by the page's template (ADR 080): a report of nothing
 * counts nothing, and anything this site's script or a browser's policy would not send is refused whole.
 */

/**
 * Each vital's unit (milliseconds for the paint and the interaction, thousandths for the layout shift) and the
 * most a real page view measures: a report past it is made up, and refused (ADR 100).
 */
export const VITALS = {
  lcp: { scale: 1, max: 60_000 },
  inp: { scale: 1, max: 20_000 },
  cls: { scale: 1000, max: 10 },
};
export type Vital = keyof typeof VITALS;

/** Buckets grow by a tenth: a percentile read from them is within 5% of the true value. */
const GROWTH = 1.1;

export function bucketOf(vital: Vital, value: number) {
  const units = value * VITALS[vital].scale;
  return units < 1 ? 0 : 1 + Math.floor(Math.log(units) / Math.log(GROWTH));
}

export function bucketValue(vital: Vital, bucket: number) {
  return bucket === 0 ? 0 : GROWTH ** (bucket - 0.5) / VITALS[vital].scale;
}

export function templateOf(pathname: string): string | null {
  const leaf = matchRoutes(routes as RouteObject[], pathname)?.at(-1)?.route as { file?: string } | undefined;
  const template = leaf?.file?.match(/^routes\/([\w-]+)\.tsx$/)?.[1];
  return template ?? null;
}

const LINE_LIMIT = 160;

/**
 * An error message as counted: its first line without addresses, emails, tokens, phone-like or long
 * numbers or long quoted text (where a person's data could be), at most 160 characters.
 */
export function normaliseError(message: string) {
  const line =
    message
      .split("\n")[0]
      ?.replace(/^Uncaught\s+/, "")
      .replace(/\b[a-z][\w+.-]*:\/\/\S+/gi, "<url>")
      .replace(/(["'`])(?:(?!\1).){25,}\1/g, "$1…$1")
      .replace(/[^\s@]+@[^\s@]+/g, "<email>")
      .replace(/[\w-]*\d[\w-]*/g, (word) => (word.length >= 16 ? "<token>" : word))
      .replace(/\+?\d[\d\s().-]{5,}\d/g, "#")
      .replace(/\d{3,}/g, "#")
      .replace(/[\p{C}\s]+/gu, " ")
      .trim() ?? "";
  return Array.from(line).slice(0, LINE_LIMIT).join("") || "(empty)";
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isPath = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 2000 && /^\/(?!\/)/.test(value);

function vitalsCounts(body: unknown): ReportCount[] | null {
  if (!isObject(body) || !isPath(body.path)) return null;
  const template = templateOf(body.path.split(/[?#]/)[0]!);
  if (!template) return null;
  const counts: ReportCount[] = [];
  for (const vital of Object.keys(VITALS) as Vital[]) {
    const value = body[vital];
    if (value === undefined) continue;
    if (typeof value !== "number" || !(value >= 0 && value <= VITALS[vital].max)) return null;
    counts.push({ metric: vital, scope: template, name: String(bucketOf(vital, value)) });
  }
  const { errors = [] } = body as VitalsReport;
  if (!Array.isArray(errors) || errors.length > ERRORS_PER_REPORT) return null;
  for (const error of errors) {
    if (typeof error !== "string" || error.length > 2000) return null;
    counts.push({ metric: "error", scope: template, name: normaliseError(error) });
  }
  return counts;
}

function violationCounts(body: unknown): ReportCount[] | null {
  const report = isObject(body) ? body["csp-report"] : null;
  if (!isObject(report)) return null;
  const directive = report["effective-directive"] ?? report["violated-directive"];
  const document = typeof report["document-uri"] === "string" ? report["document-uri"] : "";
  // A directive's name, on its own or at the head of the violated policy ("script-src 'self'").
  const name = typeof directive === "string" ? /^[a-z-]{1,40}(?![\w-])/.exec(directive)?.[0] : undefined;
  if (!name) return null;
  let path: string;
  try {
    path = new URL(document).pathname;
  } catch {
    return null;
  }
  const blockedUri = typeof report["blocked-uri"] === "string" ? report["blocked-uri"] : "";
  let blocked = /^(inline|eval|wasm-eval|trusted-types-\w+)$/.test(blockedUri) ? blockedUri : "other";
  try {
    const url = new URL(blockedUri);
    blocked = url.host || url.protocol;
  } catch {}
  return [{ metric: "csp", scope: templateOf(path) ?? "other", name: `${name} ${blocked.slice(0, 100)}` }];
}

export function readBrowserReport(contentType: string, text: string): ReportCount[] | 400 | 415 {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json" && type !== "application/csp-report") return 415;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 400;
  }
  return (type === "application/json" ? vitalsCounts(body) : violationCounts(body)) ?? 400;
}
