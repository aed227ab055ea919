import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import { BROWSER_REPORT_PATH, ERRORS_PER_REPORT, type VitalsReport } from "./browser-reports";

/**
 * This page view's Core Web Vitals, as web-vitals measures them, and its uncaught script errors, sent
 * to the site once, when the page is first hidden (ADR 080, ADR 092). Loaded after hydration: nothing
 * before first paint. A browser that measures none of them and a page with no error send nothing.
 */
export function watchVitals(path: string) {
  const report: VitalsReport & { errors: string[] } = { path, errors: [] };
  // Every change is kept, so the report holds the latest figure whenever the page is hidden.
  const note = ({ name, value }: Metric) => {
    if (name === "CLS") report.cls = Math.round(value * 1000) / 1000;
    else report[name === "LCP" ? "lcp" : "inp"] = Math.round(value);
  };
  for (const watch of [onLCP, onCLS, onINP]) watch(note, { reportAllChanges: true });
  const keep = (error: unknown) => {
    if (report.errors.length < ERRORS_PER_REPORT) report.errors.push(String(error).slice(0, 500));
  };
  addEventListener("error", (event) => keep(event.message));
  addEventListener("unhandledrejection", (event) => keep(event.reason));
  // web-vitals settles its figures in a capturing listener, which runs before this one.
  let sent = false;
  addEventListener("visibilitychange", () => {
    if (sent || document.visibilityState !== "hidden") return;
    if (report.errors.length === 0 && (report.lcp ?? report.cls ?? report.inp) === undefined) return;
    const body = new Blob([JSON.stringify(report)], { type: "application/json" });
    sent = navigator.sendBeacon(BROWSER_REPORT_PATH, body);
  });
}
