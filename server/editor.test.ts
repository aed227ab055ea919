// @vitest-environment node
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { editorRoutes, editorSettings } from "./editor";
import { EnvError, parseEnv } from "./env";
import { servedFile } from "./pages";

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

/** The editor's routes alone, on a free port: its page renders as a marker, and its API answers "api". */
async function serve(env: ReturnType<typeof parseEnv>, dev: boolean) {
  const editor = editorSettings(env, dev, process.cwd());
  const app = express().use(
    editorRoutes(
      editor,
      async (url) => ({
        status: 200,
        file: servedFile(`<p>editor at ${url} on ${editor?.storage.kind}</p>`, { type: "text/html", cacheControl: "" }),
      }),
      (_req, res) => void res.send("api"),
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

  it("read no body on GitHub, where the server's part takes none; take local mode's saves", async () => {
    const post = (url: string) => fetch(`${url}/api/keystatic/update`, { method: "POST", body: "x".repeat(1000) });
    const onGitHub = await post(await serve(parseEnv(github), false));
    expect(onGitHub.status).toBe(413);
    expect(onGitHub.headers.get("connection")).toBe("close");
    expect(await (await post(await serve(parseEnv({}), true))).text()).toBe("api");
    expect(await (await fetch(`${await serve(parseEnv(github), false)}/api/keystatic/github/login`)).text()).toBe(
      "api",
    );
  });

  it("answer anything but GET and HEAD on the editor's page as not found, editor or not", async () => {
    for (const env of [parseEnv(github), parseEnv({})]) {
      const response = await fetch(`${await serve(env, false)}/keystatic/collection/caseStudies`, { method: "POST" });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Not Found");
    }
  });
});
