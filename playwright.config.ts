import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2eDataDir, e2ePort as port } from "./tests/e2e/support/contact";

/** A system Chromium (Debian's), or whatever Playwright installed where it could. */
function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: "node dist/server.js",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATA_DIR: e2eDataDir,
      // Every browser test posts from one address; the rate limit has its own test with its own server.
      CONTACT_RATE_LIMIT: "100000",
      CONTACT_MIN_FILL_MS: "300",
    },
  },
});
