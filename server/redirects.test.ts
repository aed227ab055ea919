// @vitest-environment node
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRedirects } from "~/content/redirects.schema";
import { canonicalPath } from "./canonical-path";
import { DailyPages, sendFile, servedFile } from "./pages";
import { applyRedirects, withQuery } from "./redirects";

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

  it("answers a listed path 301 with its target, cached for an hour", async () => {
    const answer = await send("/old-services");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/case-studies");
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("keeps the query string, after the target's own and before its fragment", async () => {
    expect((await send("/old-services?utm_source=newsletter&page=2")).headers.location).toBe(
      "/case-studies?utm_source=newsletter&page=2",
    );
    expect((await send("/old-blog?utm_source=x")).headers.location).toBe("/blog?from=old&utm_source=x#latest");
    expect((await send("/old-blog")).headers.location).toBe("/blog?from=old#latest");
  });

  it("answers HEAD as GET, without a body", async () => {
    const answer = await send("/old-services", "HEAD");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/case-studies");
    expect(answer.body).toBe("");
  });

  it("redirects and retires Spanish addresses as it does English ones, from any form of them", async () => {
    const first = await send("/ES/Servicios/?utm_source=x");
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe("/es/servicios?utm_source=x");
    expect((await send(first.headers.location as string)).headers.location).toBe("/es/casos?utm_source=x");
    expect((await send("/es/empleo")).status).toBe(410);
  });

  it("takes a path in another form to its canonical form first, then to the target", async () => {
    const first = await send("/Old-Services/?a=1");
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe("/old-services?a=1");
    const second = await send(first.headers.location as string);
    expect(second.headers.location).toBe("/case-studies?a=1");
  });

  it("answers a 308 for every method, to an https address, and a 301 for reads only", async () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE"]) {
      const answer = await send("/brief?ref=footer", method);
      expect(answer.status, method).toBe(308);
      expect(answer.headers.location, method).toBe("https://forms.example.com/brief?ref=footer");
    }
    const post = await send("/old-services", "POST");
    expect(post.status).toBe(405);
    expect(post.headers.location).toBeUndefined();
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

  it("answers a gone path 410 with the not-found page, for GET and HEAD, keeping other methods out", async () => {
    const gone = await send("/careers");
    expect(gone.status).toBe(410);
    expect(gone.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gone.body).toBe(NOT_FOUND_PAGE);
    const head = await send("/Careers/", "HEAD");
    expect([head.status, head.headers.location]).toEqual([301, "/careers"]);
    expect((await send("/careers", "HEAD")).status).toBe(410);
    expect((await send("/careers", "POST")).status).toBe(405);
  });

  it("answers an unlisted path with the not-found page, 404", async () => {
    const answer = await send("/never-was");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(NOT_FOUND_PAGE);
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

describe("withQuery", () => {
  it("adds the request's query to the target's, before any fragment", () => {
    expect(withQuery("/blog", "")).toBe("/blog");
    expect(withQuery("/blog", "?")).toBe("/blog");
    expect(withQuery("/blog", "?a=1")).toBe("/blog?a=1");
    expect(withQuery("/blog?b=2", "?a=1")).toBe("/blog?b=2&a=1");
    expect(withQuery("/blog#top", "?a=1")).toBe("/blog?a=1#top");
    expect(withQuery("https://example.com/x?b=2#top", "?a=1")).toBe("https://example.com/x?b=2&a=1#top");
  });
});
