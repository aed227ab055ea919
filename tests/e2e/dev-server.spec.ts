import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type RunningServer, startServer } from "../support/server";
import { ownPort } from "./support/contact";
import { fillEnquiry, sendButton } from "./support/enquiry";
import { expect, test } from "./support/fixtures";

// `npm run dev` is the production server with Vite in front: every page, the API, consent and hot reload.
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({ dev: true, port: ownPort(9), env: { CONTACT_MIN_FILL_MS: "200" }, timeoutMs: 150_000 });
});
test.afterAll(async () => {
  await server?.stop();
});

test("the dev server renders pages, asks for consent, connects hot reload, and takes an enquiry", async ({ page }) => {
  test.setTimeout(180_000);
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  for (const [pathname, heading] of [
    ["/", /./],
    ["/case-studies/tinder", /tinder/i],
    ["/privacy-policy", /privacy/i],
  ] as const) {
    const response = await page.goto(`${server.url}${pathname}`, { timeout: 90_000 });
    expect(response?.status(), pathname).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // Consent: asked on the first visit (no country header here), remembered after.
    const banner = page.locator('[data-slot="cookie-banner"]');
    if (pathname === "/") {
      await banner.getByRole("button", { name: "Essential only" }).click();
      await expect(banner).toBeHidden();
    } else {
      await expect(banner).toHaveCount(0);
    }
  }
  await expect.poll(() => messages.some((text) => text.includes("[vite] connected"))).toBe(true);

  const values = await fillEnquiry(page);
  await sendButton(page).click();
  await expect(page).toHaveURL(`${server.url}/thank-you`, { timeout: 30_000 });
  await expect(sendButton(page)).toBeEnabled();

  // Stored, then written as an email (no SMTP configured: DATA_DIR/mail/*.eml).
  const mailDir = path.join(server.dataDir, "mail");
  await expect
    .poll(() =>
      existsSync(mailDir)
        ? readdirSync(mailDir).some((file) => readFileSync(path.join(mailDir, file), "utf8").includes(values.email))
        : false,
    )
    .toBe(true);
});
