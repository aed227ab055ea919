import { tmpdir } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, headlessShellPath } from "./scripts/lib/chromium.mjs";
import { SERVER_NODE_OPTIONS } from "./scripts/lib/server.mjs";
import { e2eDataDir, e2ePort, e2eSiteUrl } from "./tests/e2e/support/contact";
import { e2ePreviewSecret } from "./tests/e2e/support/preview";

const port = e2ePort;
const baseURL = `http://localhost:${port}`;

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };

/** Browsers at a time (one per worker): two, one per core. */
const browserWorkers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2;
/** Specs that start servers of their own and mostly wait on them: one worker beside the browsers' two (ADR 065). */
const ownServerSpecs = [
  "attacks.spec.ts",
  "contact-api.spec.ts",
  "contact-resilience.spec.ts",
  "dev-server.spec.ts",
  "enquiry-operations.spec.ts",
  "operations-cli.spec.ts",
  "server-lifecycle.spec.ts",
];

/** How the run starts and stops the build's server for the tests that share it. */
const testServer = {
  command: ["node", ...SERVER_NODE_OPTIONS, "build/server/server.js"].join(" "),
  reuseExistingServer: false,
  timeout: 60_000,
  // Stopped as a deployment stops it, and waited for: the run ends once the server has delivered what
  // it owes and closed its store.
  gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
} as const;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: browserWorkers + 1,
  reporter: [["list"]],
  use: {
    baseURL,
    // Visitors in these tests have already chosen essential cookies, so the cookie banner never
    // covers what a test clicks. The banner's own tests start from an empty storage state.
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: "cookieConsent", value: "essential" }] }],
    },
    // A trace costs each test a fifth of its time; E2E_TRACE=1 keeps one for each failure.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    // One browser context per worker, reset between tests: a new context costs more CPU than a page load (ADR 060).
    reuseContext: true,
    launchOptions: {
      executablePath: headlessShellPath(),
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "chromium", testIgnore: ownServerSpecs, workers: browserWorkers, use: desktop },
    { name: "own servers", testMatch: ownServerSpecs, workers: 1, use: desktop },
  ],
  webServer: [
    {
      ...testServer,
      url: `http://localhost:${port}/healthz`,
      env: {
        PORT: String(port),
        SITE_URL: e2eSiteUrl,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        DATA_DIR: e2eDataDir,
        // Every browser test posts from one address; the rate limit has its own test with its own server.
        CONTACT_RATE_LIMIT: "100000",
        BROWSER_REPORT_RATE_LIMIT: "100000",
        // Every enquiry the suite sends is emailed on its own; the hour's ceiling has its own test.
        ENQUIRY_EMAILS_PER_HOUR: "100000",
        CONTACT_MIN_FILL_MS: "300",
        PREVIEW_SECRET: e2ePreviewSecret,
      },
    },
    {
      // The same build, started with analytics configured, for the consent tests that need real tags.
      ...testServer,
      url: `http://localhost:${port + 1}/healthz`,
      env: {
        PORT: String(port + 1),
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        DATA_DIR: `${tmpdir()}/e2e-${port + 1}`,
        GA_MEASUREMENT_ID: "G-E2ETEST123",
        META_PIXEL_ID: "100000000000001",
      },
    },
  ],
});
