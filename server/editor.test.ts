// @vitest-environment node
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editorContext } from "~/lib/load-context";
import { loader } from "~/routes/api/editor";
import { editorRoutes, editorSettings } from "./editor";
import { EnvError, parseEnv } from "./env";
import { servedFile } from "./pages";
import { webRequest } from "./web-request";

const github = {
  EDITOR_GITHUB_REPO: "lumen-and-lark/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "a-client-secret-from-github",
  KEYSTATIC_SECRET: "a-signing-key-of-at-least-thirty-two-characters",
  SITE_URL: "https://www.lumenandlark.example",
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
/** The tests' own client: GitHub's stand-in replaces the global fetch. */
const request = globalThis.fetch;

/** The editor's routes alone, on a free port: its page renders as a marker, and its API answers "api". */
async function serve(env: ReturnType<typeof parseEnv>, dev: boolean, api?: (editor: unknown) => RequestHandler) {
  const editor = editorSettings(env, dev, process.cwd());
  const app = express().use(
    editorRoutes(
      editor,
      async (url) => ({
        status: 200,
        file: servedFile(`<p>editor at ${url} on ${editor?.storage.kind}</p>`, { type: "text/html", cacheControl: "" }),
      }),
      api?.(editor) ?? ((_req, res) => void res.send("api")),
    ),
  );
  app.use((_req, res) => res.status(404).send("not the editor"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  stops.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("where the editor is offered", () => {
  it("in development it writes to the working tree; in production only with a GitHub app", () => {
    expect(editorSettings(parseEnv({}), true, "/site")).toEqual({
      storage: { kind: "local" },
      root: "/site",
      github: null,
    });
    expect(editorSettings(parseEnv({}), false, "/site")).toBeNull();
    expect(editorSettings(parseEnv(github), false, "/site")).toEqual({
      storage: { kind: "github", repo: "lumen-and-lark/website", branchPrefix: "content/" },
      root: "/site",
      github: {
        clientId: github.KEYSTATIC_GITHUB_CLIENT_ID,
        clientSecret: github.KEYSTATIC_GITHUB_CLIENT_SECRET,
        secret: github.KEYSTATIC_SECRET,
      },
    });
    expect(editorSettings(parseEnv(github), true, "/site")?.storage.kind).toBe("github");
  });

  it("refuses part of a GitHub set-up, naming what is missing and hiding the secrets", () => {
    const { KEYSTATIC_GITHUB_CLIENT_ID: _, ...partial } = github;
    expect(() => parseEnv(partial)).toThrow(EnvError);
    expect(() => parseEnv(partial)).toThrow(/KEYSTATIC_GITHUB_CLIENT_ID: is required/);
    const short = { ...github, KEYSTATIC_SECRET: "too-short" };
    expect(() => parseEnv(short)).toThrow(/KEYSTATIC_SECRET: must be at least 32 characters \(value hidden\)/);
    expect(() => parseEnv({ ...github, EDITOR_GITHUB_REPO: "not a repo" })).toThrow(/owner\/name/);
  });
});

describe("the editor's routes in the server", () => {
  it("render the editor's one page for every screen, never cached or indexed", async () => {
    const url = await serve(parseEnv(github), false);
    const response = await fetch(`${url}/keystatic/collection/caseStudies`);
    expect(response.status).toBe(200);
    // Every screen is the one page (its screens are drawn in the browser), but the Translations screen.
    expect(await response.text()).toBe("<p>editor at /keystatic on github</p>");
    expect(await (await request(`${url}/keystatic/translations`)).text()).toBe(
      "<p>editor at /keystatic/translations on github</p>",
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  // Refusing a body on GitHub and other methods on the page: tests/e2e/attacks.spec.ts.
  it("take local mode's saves, and pass GitHub's sign-in to Keystatic", async () => {
    const post = (url: string) => fetch(`${url}/api/keystatic/update`, { method: "POST", body: "x".repeat(1000) });
    expect(await (await post(await serve(parseEnv({}), true))).text()).toBe("api");
    const url = await serve(parseEnv(github), false);
    expect(await (await fetch(`${url}/api/keystatic/github/login`)).text()).toBe("api");
  });
});

/** The editor's real API route (Keystatic's handler), answering through the server's editor routes. */
const keystatic =
  (editor: unknown): RequestHandler =>
  (req, res, next) => {
    const context = new RouterContextProvider(new Map([[editorContext, editor]]));
    const args = { request: webRequest(req, res, "http://127.0.0.1"), context };
    loader(args as unknown as Parameters<typeof loader>[0]).then(async (response) => {
      res.status(response.status).setHeader("Set-Cookie", response.headers.getSetCookie());
      const location = response.headers.get("location");
      if (location) res.setHeader("Location", location);
      res.end(Buffer.from(await response.arrayBuffer()));
    }, next);
  };

describe("the editor's calls to GitHub", () => {
  it("are made for a signed-in editor only, each with a time limit, and sign-ins are rationed", async () => {
    const calls: (RequestInit | undefined)[] = [];
    const tokens = {
      access_token: "gho_new",
      expires_in: 28_800,
      refresh_token: "ghr_new",
      scope: "",
      token_type: "bearer",
    };
    // GitHub's stand-in: nothing here reaches the internet.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: unknown, init?: RequestInit) => {
        calls.push(init);
        return Response.json({ ...tokens, refresh_token_expires_in: 15_552_000 });
      }),
    );
    vi.useFakeTimers({ toFake: ["Date"] });
    const url = await serve(parseEnv(github), false, keystatic);
    const get = (path: string, cookie = "") => request(`${url}${path}`, { headers: { cookie }, redirect: "manual" });
    const madeUp = "keystatic-gh-access-token=gho_made_up; keystatic-gh-refresh-token=bWFkZS11cA-made-up-too";
    for (const path of [
      "/api/keystatic/github/logout",
      "/api/keystatic/github%2Flogout",
      "/api/keystatic//github/logout/",
    ])
      expect((await get(path, madeUp)).status).toBe(307);
    expect((await get("/api/keystatic/github/refresh-token", madeUp)).status).toBe(401);
    expect(calls).toHaveLength(0);
    expect((await get("/api/keystatic/%E0%A4%A")).status).toBe(400);

    // A sign-in exchanges its code (one call); the session it makes may log out, revoking its token (another).
    const signIn = await get("/api/keystatic/github/oauth/callback?code=from-github");
    expect(signIn.status).toBe(307);
    const session = signIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    expect((await get("/api/keystatic/github/logout", session)).status).toBe(307);
    expect(calls).toHaveLength(2);
    for (const init of calls) expect(init?.signal).toBeInstanceOf(AbortSignal);

    // Within the same second, one more sign-in is let through; then each is refused until the next.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => get("/api/keystatic/github/oauth/callback?code=x")),
    );
    expect(burst.map((response) => response.status).sort()).toEqual([307, 429, 429, 429, 429]);
    expect(calls).toHaveLength(3);
  });
});
