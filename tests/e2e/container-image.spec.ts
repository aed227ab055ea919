// The container image without a container engine: the Dockerfile's runtime stage is laid out in a
// temporary folder (its COPY instructions and nothing else) and the server is started from there, as
// the image's CMD would start it. A file the server needs that the Dockerfile stops copying fails here.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, SERVER_NODE_OPTIONS } from "../../scripts/lib/server.mjs";
import { dockerIgnored, execForm, imageBuilder } from "../support/dockerfile";
import { enquiry } from "../support/server";
import { TestSmtpServer } from "../support/smtp";

const contextDir = process.cwd();
const dockerfile = readFileSync(path.join(contextDir, "Dockerfile"), "utf8");

type Started = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs the image's CMD from `root`, with the image's ENV and this test's overrides, on Node 24 from this machine. */
function runCmd(root: string, cmd: string[], env: Record<string, string>): Started {
  expect(cmd[0]).toBe("node");
  const child = spawn(process.execPath, cmd.slice(1), {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { url: `http://127.0.0.1:${env.PORT}`, child, output: () => output, exited };
}

async function healthy(server: Started, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return false;
    const response = await fetch(`${server.url}/healthz`).catch(() => null);
    if (response?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

test.describe("the container image's runtime stage", () => {
  // In order, in one worker, so the second layout reuses the first one's dependency install. The
  // install takes seconds on a busy machine.
  test.describe.configure({ mode: "default", timeout: 240_000 });
  const builder = imageBuilder(contextDir);
  test.afterAll(() => builder.dispose());

  test("serves pages and delivers an enquiry from the files it copies, and nothing else", async () => {
    const started = Date.now();
    const image = builder.materialise(dockerfile);
    const smtp = new TestSmtpServer();
    await smtp.start();
    const dataDir = mkdtempSync(path.join(tmpdir(), "lumen-image-data-"));
    let server: Started | null = null;
    try {
      const { root, runtime } = image;
      const laidOut = Date.now() - started;

      // The image as specified: production mode, data on a volume owned by an unprivileged user.
      expect(runtime.env).toMatchObject({ NODE_ENV: "production", DATA_DIR: "/data", PORT: "3000" });
      const last = (keyword: string) => runtime.instructions.findLast((i) => i.keyword === keyword)?.args;
      expect(last("USER")).toMatch(/^(?!root\b|0\b)\w+/);
      expect(last("VOLUME")).toBe("/data");
      expect(last("EXPOSE")).toBe("3000");
      expect(last("STOPSIGNAL")).toBe("SIGTERM");
      // Started as `npm start` starts it, with the same Node options.
      expect(execForm(runtime, "CMD")).toEqual(["node", ...SERVER_NODE_OPTIONS, "build/server/server.js"]);
      // The data volume is its owner's alone: it holds enquiries.
      expect(runtime.instructions.some((i) => i.keyword === "RUN" && /\bmkdir -m 0700 \/data\b/.test(i.args))).toBe(
        true,
      );
      // Only what the server reads: no sources, tests or development tools.
      expect(readdirSync(root).sort()).toEqual(["build", "node_modules", "package.json"]);
      expect(existsSync(path.join(root, "node_modules/vite"))).toBe(false);
      expect(existsSync(path.join(root, "node_modules/@playwright/test"))).toBe(false);

      const port = await freePort();
      server = runCmd(root, execForm(runtime, "CMD"), {
        ...runtime.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        CONTACT_MIN_FILL_MS: "0",
        LOG_LEVEL: "info",
      });
      const running = server;
      expect(await healthy(running), running.output()).toBe(true);
      const ready = Date.now() - started;

      // It runs from the laid-out folder, and its store went into the empty data folder.
      expect(readlinkSync(`/proc/${running.child.pid}/cwd`)).toBe(root);
      expect(existsSync(path.join(dataDir, "enquiries.sqlite"))).toBe(true);
      expect(running.output()).toContain('"msg":"contact pipeline ready","database":"sqlite","email":"smtp"');

      // The image's own HEALTHCHECK command passes against it.
      const [node, ...check] = execForm(runtime, "HEALTHCHECK");
      expect(node).toBe("node");
      execFileSync(process.execPath, check, { env: { PORT: String(port) }, timeout: 10_000 });

      const page = await fetch(`${running.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Lumen &amp; Lark");
      expect((await fetch(`${running.url}/robots.txt`)).status).toBe(200);

      const { token } = (await (await fetch(`${running.url}/api/contact-form/token`)).json()) as { token: string };
      const posted = await fetch(`${running.url}/api/contact-form`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: running.url },
        body: JSON.stringify({ formToken: token, ...enquiry("image") }),
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: string };
      await expect.poll(() => smtp.received.map((mail) => mail.enquiryId), { timeout: 15_000 }).toEqual([id]);
      expect(smtp.received[0]!.raw).toContain("Visitor image");

      // The image's STOPSIGNAL stops it cleanly.
      running.child.kill(last("STOPSIGNAL") as NodeJS.Signals);
      expect(await running.exited).toBe(0);
      test.info().annotations.push({
        type: "timing",
        description: `laid out in ${laidOut} ms (${builder.log.join("; ")}); healthy after ${ready} ms; done in ${Date.now() - started} ms`,
      });
    } finally {
      if (server && server.child.exitCode === null) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
      await smtp.stop();
      image.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("without its production dependencies the laid-out server refuses to start", async () => {
    // The same Dockerfile less the COPY of node_modules: proof that the test above would notice.
    const trimmed = dockerfile
      .split("\n")
      .filter((line) => !/^COPY --from=prod-deps\b/.test(line))
      .join("\n");
    expect(trimmed).not.toBe(dockerfile);
    const image = builder.materialise(trimmed);
    const dataDir = mkdtempSync(path.join(tmpdir(), "lumen-image-data-"));
    try {
      const port = await freePort();
      const server = runCmd(image.root, execForm(image.runtime, "CMD"), {
        ...image.runtime.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      });
      expect(await healthy(server)).toBe(false);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain("Cannot find package");
    } finally {
      image.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("the build context leaves out only files the build does not read", () => {
    const ignored = dockerIgnored(contextDir);
    const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: contextDir,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    // In a git worktree, node_modules and .tools may be links, which .gitignore's folder patterns pass over.
    const left = tracked.filter((file) => ignored(file) && !lstatSync(path.join(contextDir, file)).isSymbolicLink());
    // Tests, documents and the repository's own tooling are all it may leave out.
    const notForTheBuild = /^(tests|docs|\.ci)\/|^(run|\.gitignore|\.dockerignore|Dockerfile|compose\.yaml)$/;
    expect(left.filter((file) => !notForTheBuild.test(file))).toEqual([]);
    expect(left).toContain("tests/e2e/container-image.spec.ts");
    // And what the runtime stage copies from the context is in it.
    for (const source of ["package.json"]) expect(ignored(source)).toBe(false);
    for (const source of ["node_modules/react/package.json", "build/server/server.js", ".env"])
      expect(ignored(source)).toBe(true);
  });
});
