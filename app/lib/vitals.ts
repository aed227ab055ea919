import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import { BROWSER_REPORT_PATH, ERRORS_PER_REPORT, type VitalsReport } from "./browser-reports";

/** Core Web Vitals and uncaught errors, sent once when the page is first hidden (ADR 080, 092), loaded late. */
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
