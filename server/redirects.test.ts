// @vitest-environment node
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRedirects } from "~/content/redirects.schema";
import { DailyPages, sendFile, servedFile } from "./pages";
import { applyRedirects, canonicalPath } from "./redirects";

const NOT_FOUND_PAGE = "<!doctype html><title>Page not found | Lumen &amp; Lark</title><h1>Page not found</h1>";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

describe("the server's redirects and gone paths", () => {
  let port: number;
  let close: () => void;

  beforeAll(async () => {
    const config = parseRedirects({
      redirects: [
        { from: "/old-services", to: "/case-studies" },
        { from: "/old-blog", to: "/blog?from=old#latest" },
        { from: "/brief", to: "https://forms.example.com/brief", status: 308 },
        // The Spanish edition's addresses are paths like any other (ADR 085).
        { from: "/es/servicios", to: "/es/casos" },
      ],
      gone: ["/careers", "/es/empleo"],
    });
    // The app's order: the canonical path first, the redirects next, then the pages (here, one
    // page and the not-found page from the day's renders, as in production).
    const pages = new DailyPages(async () => ({
      status: 404,
      file: servedFile(NOT_FOUND_PAGE, { type: "text/html; charset=utf-8", cacheControl: "public, max-age=60" }),
    }));
    const app = express();
    app.use(canonicalPath);
    app.use(
      applyRedirects(config, (req, res, next) => {
        pages.get("/__not-found").then(({ file }) => sendFile(req, res, file, 410), next);
      }),
    );
    app.use((req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD") return next();
      res.status(405).setHeader("Allow", "GET, HEAD").send("Method Not Allowed");
    });
    app.get("/case-studies", (_req, res) => {
      res.send("the case studies");
    });
    app.use((req, res, next) => {
      pages.get("/__not-found").then(({ status, file }) => sendFile(req, res, file, status), next);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  /** A request exactly as written: fetch would tidy a malformed path before sending it. */
  const send = (path: string, method = "GET", headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it.each<[string, string, number, string | undefined]>([
    ["/old-services", "GET", 301, "/case-studies"],
    ["/old-services", "HEAD", 301, "/case-studies"],
    // The query string goes after the target's own and before its fragment.
    ["/old-services?utm_source=newsletter&page=2", "GET", 301, "/case-studies?utm_source=newsletter&page=2"],
    ["/old-blog?utm_source=x", "GET", 301, "/blog?from=old&utm_source=x#latest"],
    ["/old-blog", "GET", 301, "/blog?from=old#latest"],
    ["/old-services?", "GET", 301, "/case-studies"],
    // A path in another form goes to its canonical form first, then to the target; Spanish as English.
    ["/Old-Services/?a=1", "GET", 301, "/old-services?a=1"],
    ["/ES/Servicios/?utm_source=x", "GET", 301, "/es/servicios?utm_source=x"],
    ["/es/servicios?utm_source=x", "GET", 301, "/es/casos?utm_source=x"],
    ["/Careers/", "HEAD", 301, "/careers"],
    // A 308 answers every method, a 301 reads only.
    ...["GET", "HEAD", "POST", "PUT", "DELETE"].map((method): [string, string, number, string] => [
      "/brief?ref=footer",
      method,
      308,
      "https://forms.example.com/brief?ref=footer",
    ]),
    ["/old-services", "POST", 405, undefined],
    ["/careers", "HEAD", 410, undefined],
    ["/es/empleo", "GET", 410, undefined],
    ["/careers", "POST", 405, undefined],
  ])("answers %s (%s) %i to %s", async (path, method, status, location) => {
    const answer = await send(path, method);
    expect(answer.status).toBe(status);
    expect(answer.headers.location).toBe(location);
    if (status === 301) expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    if (method === "HEAD") expect(answer.body).toBe("");
  });

  it("redirects only the listed paths: nothing under them, beside them or built from them", async () => {
    for (const path of ["/brief/x", "/briefs", "/brief.data", "/x/brief", "//brief", "/%62rief"]) {
      const answer = await send(path);
      expect(answer.headers.location ?? "", path).not.toContain("forms.example.com");
    }
    const page = await send("/case-studies");
    expect(page.status).toBe(200);
    expect(page.body).toBe("the case studies");
  });

  it("answers a gone path 410 and an unlisted one 404, both with the not-found page", async () => {
    for (const [path, status] of [
      ["/careers", 410],
      ["/never-was", 404],
    ] as const) {
      const { headers, body, ...answer } = await send(path);
      expect([answer.status, headers["content-type"], body]).toEqual([
        status,
        "text/html; charset=utf-8",
        NOT_FOUND_PAGE,
      ]);
    }
  });

  it.each(["/%E0%A4%A", "/%ff", "/%", "/careers%", "/old-services%00", "/%2e%2e/%2e%2e/etc/passwd"])(
    "answers a malformed path (%s) without a server error",
    async (path) => {
      const answer = await send(path);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toMatch(/at .*\.(?:ts|js):\d+/);
    },
  );
});
