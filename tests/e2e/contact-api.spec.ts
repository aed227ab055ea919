import { expect, test } from "@playwright/test";
import { enquiry, formToken, ownServers, raw, submitJson } from "../support/server";
import { ownPort } from "./support/contact";

const ENDPOINT = "/api/contact-form";

/** A form token as the site's script would hold it; `ripe` waits out the shared server's 300 ms minimum fill time. */
async function token(request: import("@playwright/test").APIRequestContext, { ripe = true } = {}) {
  const response = await request.get("/api/contact-form/token");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const issued = Date.now();
  const { token: value } = (await response.json()) as { token: string };
  if (ripe) await expect.poll(() => Date.now() - issued, { intervals: [50] }).toBeGreaterThan(350);
  return value;
}

test.describe("POST /api/contact-form on the shared server", () => {
  test("accepts JSON, or a form-encoded body from an API client, and answers 201 with the enquiry's id", async ({
    request,
  }) => {
    for (const kind of ["data", "form"] as const) {
      const response = await request.post(ENDPOINT, { [kind]: { ...enquiry(kind), formToken: await token(request) } });
      expect(response.status(), kind).toBe(201);
      expect(await response.json()).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
  });

  test("a retried submission with the same idempotency key creates no duplicate", async ({ request }) => {
    const key = crypto.randomUUID();
    const body = { ...enquiry("idem"), formToken: await token(request) };
    const first = await request.post(ENDPOINT, { data: body, headers: { "Idempotency-Key": key } });
    const retry = await request.post(ENDPOINT, { data: body, headers: { "Idempotency-Key": key } });
    expect(first.status()).toBe(201);
    expect(retry.status()).toBe(200);
    expect((await retry.json()).id).toBe((await first.json()).id);
    const reused = await request.post(ENDPOINT, {
      data: { ...body, message: "A different message" },
      headers: { "Idempotency-Key": key },
    });
    expect(reused.status()).toBe(409);
    expect((await reused.json()).error).toBe("idempotency_conflict");
  });

  test("refuses what it cannot take with its status and error, and never a stack trace", async ({ request }) => {
    type Case = [number, string, Parameters<typeof request.fetch>[1]];
    const post = (data: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) => ({
      method: "POST",
      data,
      headers,
    });
    const cases: Case[] = [
      ...["{not json", "[1,2,3]", '"a string"', "\u0000\u0001{]"].map(
        (data): Case => [400, "malformed_body", post(data)],
      ),
      [413, "payload_too_large", post({ ...enquiry("big"), message: "x".repeat(40_000) })],
      ...["gzip", "br", "bogus"].map((encoding): Case => {
        const headers = { "Content-Type": "application/json", "Content-Encoding": encoding };
        return [415, "unsupported_media_type", post("\u001f\u008b not really gzip", headers)];
      }),
      ...["text/plain", "multipart/form-data; boundary=x", "application/xml"].map(
        (type): Case => [415, "unsupported_media_type", post("fullName=x", { "Content-Type": type })],
      ),
      ...(
        [{ Origin: "https://evil.example" }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }] as Record<
          string,
          string
        >[]
      ).map((headers): Case => [403, "forbidden_origin", post(enquiry("csrf"), headers)]),
      ...["GET", "PUT", "DELETE", "PATCH"].map((method): Case => [405, "method_not_allowed", { method }]),
    ];
    for (const [status, error, options] of cases) {
      const what = JSON.stringify(options).slice(0, 120);
      const response = await request.fetch(ENDPOINT, options);
      expect(response.status(), what).toBe(status);
      if (status === 405) expect(response.headers().allow).toBe("POST");
      const text = await response.text();
      expect(JSON.parse(text).error, what).toBe(error);
      expect(text).not.toMatch(/\bat \S+ \(|node_modules|SyntaxError/);
    }
  });

  test("a body declared or growing past the limit is refused at once, without reading the rest", async ({
    baseURL,
  }) => {
    const { port, hostname } = new URL(baseURL!);
    const exchange = async (head: string, body = "") => (await raw(Number(port), head + body, 10_000)).answer;
    const start = `POST ${ENDPOINT} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n`;
    // A terabyte declared, not a byte of it sent: answered straight away.
    const declared = await exchange(`${start}Content-Length: 1000000000000\r\n\r\n`);
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared).toMatch(/\r\nConnection: close\r\n/i);
    // 64 KB sent in chunks with no end in sight: answered once the limit is passed, and the connection closed.
    const chunk = "x".repeat(16 * 1024);
    const chunks = Array.from({ length: 4 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const streamed = await exchange(`${start}Transfer-Encoding: chunked\r\n\r\n`, chunks);
    expect(streamed).toMatch(/^HTTP\/1\.1 413 /);
  });

  test("422 with a message per field", async ({ request }) => {
    const response = await request.post(ENDPOINT, {
      data: { fullName: "", company: "Acme", email: "not-an-email", message: "", formToken: await token(request) },
    });
    expect(response.status()).toBe(422);
    const body = await response.json();
    expect(body.error).toBe("invalid_fields");
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "fullName", "message"]);
  });

  test("422 for JSON without a form token, or with one younger than the minimum fill time", async ({ request }) => {
    const missing = await request.post(ENDPOINT, { data: enquiry("no-token") });
    expect(missing.status()).toBe(422);
    expect((await missing.json()).error).toBe("form_token_required");
    const fresh = await request.post(ENDPOINT, {
      data: { ...enquiry("fast"), formToken: await token(request, { ripe: false }) },
    });
    expect(fresh.status()).toBe(422);
    expect((await fresh.json()).error).toBe("too_fast");
  });
});

test.describe("answers that need a server of their own", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  const { start } = ownServers({ port: ownPort(6) });

  test("429 with Retry-After when one address sends too many, even with other ports or from its IPv6 /64; a retry of a stored enquiry still succeeds", async () => {
    const server = await start({ env: { CONTACT_RATE_LIMIT: "2" } });
    const send = (n: string, forwardedFor: string, idempotencyKey = `key-${n}-0000`) =>
      submitJson(server.url, enquiry(n), { "X-Forwarded-For": forwardedFor, "Idempotency-Key": idempotencyKey });
    const status = async (n: string, forwardedFor: string) => (await send(n, forwardedFor)).status;
    expect([await status("p1", "198.51.100.4:40001"), await status("p2", "198.51.100.4:40002")]).toEqual([201, 201]);
    const limited = await send("p3", "198.51.100.4:40003");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await limited.json()).error).toBe("rate_limited");
    expect(await status("v1", "2001:db8:7:7::1")).toBe(201);
    expect(await status("v2", "2001:db8:7:7:ffff::2")).toBe(201);
    expect(await status("v3", "[2001:db8:7:7::3]:443")).toBe(429);
    // Another client has its own allowance.
    expect(await status("o1", "203.0.113.9")).toBe(201);
    // The visitor's retry of an enquiry that was stored (say its answer was lost) is answered with that success.
    expect(await status("p1", "198.51.100.4:40004")).toBe(200);
  });

  test("text that is not well-formed Unicode gets a 422 naming the field, and no log line carries personal data", async () => {
    const server = await start();
    const body = `{"fullName":"Ada\\ud800 Private","company":"Secret Engines","email":"ada.private@engines.example","message":"Confidential plans","formToken":"${await formToken(server.url)}"}`;
    const response = await fetch(`${server.url}${ENDPOINT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body,
    });
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.error).toBe("invalid_fields");
    expect(Object.keys(answer.fieldErrors)).toEqual(["fullName"]);
    // The valid enquiries around it are stored as usual.
    expect((await submitJson(server.url, enquiry("after-bad-text"))).status).toBe(201);
    await expect.poll(() => server.output()).toMatch(/"enquiry accepted"/);
    for (const value of ["Private", "Secret Engines", "ada.private", "Confidential"]) {
      expect(server.output()).not.toContain(value);
    }
  });

  test("503 while the database is unavailable, and the pages are still served", async () => {
    const server = await start({ env: { DATABASE_URL: "postgres://nobody@127.0.0.1:9/lumen" }, waitFor: "listening" });
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const response = await fetch(`${server.url}${ENDPOINT}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(enquiry("down")),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect((await response.json()).error).toBe("unavailable");
    const tokenResponse = await fetch(`${server.url}/api/contact-form/token`);
    expect(tokenResponse.status).toBe(503);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "starting" });
  });
});
