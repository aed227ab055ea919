import { BROWSER_REPORT_PATH, ERRORS_PER_REPORT, type VitalsReport } from "./browser-reports";

type Entry = PerformanceEntry & { hadRecentInput?: boolean; value?: number; interactionId?: number };

/**
 * This page view's Core Web Vitals and uncaught script errors, sent to the site once, when the page is
 * first hidden (ADR 080). Loaded after hydration, when the browser is idle: nothing before first paint.
 * The vitals are the document's: client-side navigations add to its layout shift and interactions.
 */
export function watchVitals(path: string) {
  const report: VitalsReport & { errors: string[] } = { path, errors: [] };
  /** Reads what the browser has recorded but not yet handed to an observer: an input just before leaving. */
  const pending: (() => void)[] = [];
  /** Whether the browser measures this type of entry at all. */
  const observe = (type: string, each: (entry: Entry) => void, options = {}) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(each));
      observer.observe({ type, buffered: true, ...options });
      pending.push(() => observer.takeRecords().forEach(each));
      return PerformanceObserver.supportedEntryTypes.includes(type);
    } catch {
      return false;
    }
  };
  observe("largest-contentful-paint", (entry) => {
    report.lcp = Math.round(entry.startTime);
  });
  // The layout shift: the largest burst of shifts not caused by input (gaps under 1 s, at most 5 s long).
  let burst = 0;
  let burstStart = 0;
  let previous = 0;
  const shifts = observe("layout-shift", (entry) => {
    if (entry.hadRecentInput) return;
    if (entry.startTime - previous > 1000 || entry.startTime - burstStart > 5000) {
      burst = 0;
      burstStart = entry.startTime;
    }
    burst += entry.value ?? 0;
    previous = entry.startTime;
    report.cls = Math.max(report.cls ?? 0, Math.round(burst * 1000) / 1000);
  });
  // A page that never moved has a layout shift of 0, where the browser measures it.
  if (shifts) report.cls ??= 0;
  // The interaction: each interaction's slowest event, and of those the slowest but one in fifty.
  const interactions = new Map<number, number>();
  observe(
    "event",
    ({ interactionId, duration }) => {
      if (interactionId) interactions.set(interactionId, Math.max(duration, interactions.get(interactionId) ?? 0));
    },
    { durationThreshold: 16 },
  );
  // Events faster than 16 ms are not reported, but the first input always is (buffered, so even one
  // made before this script ran): a page whose every interaction was quick still has its measure.
  observe("first-input", ({ interactionId, duration }) => {
    interactions.set(interactionId || -1, Math.max(duration, interactions.get(interactionId || -1) ?? 0));
  });
  const keep = (error: unknown) => {
    if (report.errors.length < ERRORS_PER_REPORT) report.errors.push(String(error).slice(0, 500));
  };
  addEventListener("error", (event) => keep(event.message));
  addEventListener("unhandledrejection", (event) => keep(event.reason));
  let sent = false;
  addEventListener("visibilitychange", () => {
    if (sent || document.visibilityState !== "hidden") return;
    for (const read of pending) read();
    const slowest = [...interactions.values()].sort((a, b) => b - a);
    if (slowest.length > 0) report.inp = Math.round(slowest[Math.floor(slowest.length / 50)]!);
    const body = new Blob([JSON.stringify(report)], { type: "application/json" });
    sent = navigator.sendBeacon(BROWSER_REPORT_PATH, body);
  });
}
