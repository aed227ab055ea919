import { matchRoutes, type RouteObject } from "react-router";
import { z } from "zod";
import routes from "~/routes";
import { ERRORS_PER_REPORT } from "./browser-reports";
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

const vital = (name: Vital) => z.number().min(0).max(VITALS[name].max).optional();
const vitalsSchema = z.object({
  path: z.string().regex(/^\/(?!\/).{0,1999}$/s),
  lcp: vital("lcp"),
  inp: vital("inp"),
  cls: vital("cls"),
  errors: z.array(z.string().max(2000)).max(ERRORS_PER_REPORT).default([]),
});
const violationSchema = z.object({
  "csp-report": z.object({
    "effective-directive": z.string().optional(),
    "violated-directive": z.string().optional(),
    "document-uri": z.string().refine(URL.canParse),
    "blocked-uri": z.string().catch(""),
  }),
});

function vitalsCounts(body: unknown): ReportCount[] | null {
  const report = vitalsSchema.safeParse(body).data;
  const template = report && templateOf(report.path.split(/[?#]/)[0]!);
  if (!report || !template) return null;
  return [
    ...(Object.keys(VITALS) as Vital[]).flatMap((name) =>
      report[name] === undefined ? [] : [{ metric: name, scope: template, name: String(bucketOf(name, report[name])) }],
    ),
    ...report.errors.map((error) => ({ metric: "error", scope: template, name: normaliseError(error) })),
  ];
}

function violationCounts(body: unknown): ReportCount[] | null {
  const report = violationSchema.safeParse(body).data?.["csp-report"];
  // A directive's name, on its own or at the head of the violated policy ("script-src 'self'").
  const name = /^[a-z-]{1,40}(?![\w-])/.exec(
    report?.["effective-directive"] ?? report?.["violated-directive"] ?? "",
  )?.[0];
  if (!report || !name) return null;
  const blockedUri = report["blocked-uri"];
  const url = URL.parse(blockedUri);
  const blocked = url
    ? url.host || url.protocol
    : /^(inline|eval|wasm-eval|trusted-types-\w+)$/.test(blockedUri)
      ? blockedUri
      : "other";
  const path = new URL(report["document-uri"]).pathname;
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
