// @vitest-environment node
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type EditorSettings, editorContext } from "~/lib/load-context";
import { action, loader } from "./editor";

const SITE = "https://www.lumenandlark.example";
const github: EditorSettings = {
  storage: { kind: "github", repo: "lumen-and-lark/website", branchPrefix: "content/" },
  root: process.cwd(),
  github: { clientId: "Iv1.0123456789abcdef", clientSecret: "a-client-secret", secret: "k".repeat(40) },
};

/** The route's answer to `request`, with this editor (or none) configured. */
function ask(editor: EditorSettings | null, path: string, init?: RequestInit) {
  const context = new RouterContextProvider();
  context.set(editorContext, editor);
  const args = { request: new Request(`${SITE}${path}`, init), context, params: {} } as never;
  return init?.method && init.method !== "GET" ? action(args) : loader(args);
}

describe("the editor's API", () => {
  it("is not found where the server offers no editor", async () => {
    expect((await ask(null, "/api/keystatic/tree")).status).toBe(404);
  });

  // The first request loads Keystatic's handler and builds the forms: seconds on a busy machine.
  it("sends an editor to GitHub to sign in, back to the site's own address, never cached", {
    timeout: 15_000,
  }, async () => {
    const response = await ask(github, "/api/keystatic/github/login");
    expect([302, 307]).toContain(response.status);
    const location = new URL(response.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("Iv1.0123456789abcdef");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/keystatic/github/oauth/callback`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("in local mode, refuses a write outside the content folders", async () => {
    // A working copy of its own, so a write that got through lands nowhere that matters.
    const root = mkdtempSync(path.join(tmpdir(), "editor-"));
    const local: EditorSettings = { storage: { kind: "local" }, root, github: null };
    const contents = Buffer.from("{}").toString("base64");
    const response = await ask(local, "/api/keystatic/update", {
      method: "POST",
      headers: { "no-cors": "1", "content-type": "application/json" },
      body: JSON.stringify({ additions: [{ path: "package.json", contents }], deletions: [] }),
    });
    expect(response.status).toBe(400);
    expect(existsSync(path.join(root, "package.json"))).toBe(false);
  });
});
