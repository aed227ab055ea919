import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const fixtures = path.join(import.meta.dirname, "../fixtures/analytics");
const gtagScript = readFileSync(path.join(fixtures, "gtag.js"), "utf8");
const fbeventsScript = readFileSync(path.join(fixtures, "fbevents.js"), "utf8");

/** Every host the analytics tags talk to. */
export const ANALYTICS_HOSTS =
  /^https?:\/\/([\w-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|connect\.facebook\.net|facebook\.com)(\/|:|$)/;

export const TEST_ANALYTICS_IDS = { gaMeasurementId: "G-E2ETEST123", metaPixelId: "100000000000001" };

/** Routes the analytics hosts to local fixtures and returns the requests the page made to them. */
export async function routeAnalyticsHosts(page: Page) {
  const requests: string[] = [];
  await page.route(ANALYTICS_HOSTS, (route) => {
    const url = new URL(route.request().url());
    requests.push(`${url.hostname}${url.pathname}`);
    if (url.hostname === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
      return route.fulfill({ contentType: "text/javascript", body: gtagScript });
    }
    if (url.hostname === "connect.facebook.net" && url.pathname.endsWith("/fbevents.js")) {
      return route.fulfill({ contentType: "text/javascript", body: fbeventsScript });
    }
    return route.fulfill({ status: 204 });
  });
  return requests;
}

/** The second test server, started with TEST_ANALYTICS_IDS configured (see playwright.config.ts). */
export const analyticsServerURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 1}`;

type Call = unknown[];

/** The gtag calls in order, as the data layer received them (a Date shown as "Date"). */
export function gtagCalls(page: Page): Promise<Call[]> {
  return page.evaluate(() => {
    const dataLayer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return dataLayer.map((entry) => Array.from(entry).map((arg) => (arg instanceof Date ? "Date" : arg)));
  });
}

/** The fbq calls in order: those the fixture script received, then any still queued. */
export function fbqCalls(page: Page): Promise<Call[]> {
  return page.evaluate(() => {
    const w = window as unknown as { fbq?: { queue: ArrayLike<unknown>[] }; __fbqCalls?: Call[] };
    return [...(w.__fbqCalls ?? []), ...(w.fbq?.queue ?? []).map((args) => Array.from(args))];
  });
}

export function storedConsent(page: Page) {
  return page.evaluate(() => window.localStorage.getItem("cookieConsent"));
}

/** A storage state in which the visitor has already made `choice`. */
export function chosen(baseURL: string, choice: "all" | "essential") {
  return { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: "cookieConsent", value: choice }] }] };
}
