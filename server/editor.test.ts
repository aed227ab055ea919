// @vitest-environment node
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { editorRouter, editorStorage } from "./editor";
import { EnvError, parseEnv } from "./env";
import { servedFile } from "./static/files";

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
});

/** The editor's router alone, on a free port; its page renders as a marker. */
async function serve(env: ReturnType<typeof parseEnv>, dev: boolean) {
  const app = express().use(
    editorRouter({
      storage: editorStorage(env, dev),
      env,
      root: process.cwd(),
      render: async (url, storage) => ({
        status: 200,
        file: servedFile(`<p>editor at ${url} on ${storage.kind}</p>`, { type: "text/html", cacheControl: "" }),
      }),
    }),
  );
  app.use((_req, res) => res.status(404).send("not the editor"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  stops.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("where the editor is offered", () => {
  it("in development it writes to the working tree; in production only with a GitHub app", () => {
    expect(editorStorage(parseEnv({}), true)).toEqual({ kind: "local" });
    expect(editorStorage(parseEnv({}), false)).toBeNull();
    expect(editorStorage(parseEnv(github), false)).toEqual({
      kind: "github",
      repo: "lumen-and-lark/website",
      branchPrefix: "content/",
    });
    expect(editorStorage(parseEnv(github), true)?.kind).toBe("github");
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

describe("the editor's adapters", () => {
  it("serve nothing on a production server without a GitHub app", async () => {
    const url = await serve(parseEnv({}), false);
    expect((await fetch(`${url}/keystatic`)).status).toBe(404);
    expect((await fetch(`${url}/api/keystatic/tree`, { headers: { "no-cors": "1" } })).status).toBe(404);
  });

  it("render the editor's page for every screen, never cached or indexed", async () => {
    const url = await serve(parseEnv(github), false);
    const response = await fetch(`${url}/keystatic/collection/caseStudies`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<p>editor at /keystatic/collection/caseStudies on github</p>");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("send an editor to GitHub to sign in, back to the site's own address", async () => {
    const url = await serve(parseEnv(github), false);
    const response = await fetch(`${url}/api/keystatic/github/login`, { redirect: "manual" });
    expect([302, 307]).toContain(response.status);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe(github.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(`${github.SITE_URL}/api/keystatic/github/oauth/callback`);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("in local mode, refuse a write outside the content folders", async () => {
    const url = await serve(parseEnv({}), true);
    const response = await fetch(`${url}/api/keystatic/blob/0000/package.json`, { headers: { "no-cors": "1" } });
    expect(response.status).toBe(400);
  });
});
