// The built server's memory: its peak on a fresh data folder as it boots, and under each flood the
// enquiry path was attacked with (ADR 066), browsers' reports and made-up reply links among them (ADR 075). Each flood gets a server of its own, so each peak (VmHWM,
// the most resident memory since the process started) is that flood's alone.
//
//   npm run build && npm run bench:memory -- --seconds 5 --requests 4500 --limit 512 --boot-limit 200
//
// Fails (exit 1) when a boot peak passes --boot-limit MB, a flood's peak passes --limit MB, or an
// acknowledged enquiry was not stored.
import { randomUUID } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";
import autocannon from "autocannon";
import { appendHistory } from "./lib/history.mjs";
import { inParallel } from "./lib/in-parallel.ts";
import { loadOptions, postJson } from "./lib/load.mjs";
import { formatRss, peakRss, startServer } from "./lib/server.mjs";

// The server holds every published file in memory; the Spanish edition doubled them (ADR 085, 141 -> 178 MB).
const options = loadOptions({ seconds: 5, requests: 4500, limit: 512, "boot-limit": 200 });
const { seconds, requests, concurrency, limit: limitMb } = options;
const bootLimitMb = options["boot-limit"];

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: concurrency, duration: seconds, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

/** Posts for the flood's seconds, the nth post's body `body(n)`, each from the next of 10,000 made-up addresses. */
function postsFromManyAddresses(url, headers, body) {
  let n = 0;
  return cannon({
    url,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          n++;
          const address = `198.18.${Math.floor((n % 10_000) / 256)}.${n % 256}`;
          return { ...request, headers: { ...headers, "x-forwarded-for": address }, body: body(n) };
        },
      },
    ],
  });
}

const editorEnv = {
  EDITOR_GITHUB_REPO: "lumen-and-lark/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.bench",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "bench-secret",
  KEYSTATIC_SECRET: "b".repeat(40),
};

/** Posts one body of `bytes` (sent in full unless the server answers first); resolves with the status. */
function bigPost(url, bytes) {
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": bytes } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const floods = [
  {
    name: "boot, fresh data folder",
    limit: bootLimitMb,
    run: async () => "",
  },
  {
    name: `failed no-JavaScript posts, ${seconds} s at ${concurrency}`,
    run: async (url) => {
      const result = await cannon({
        url: `${url}/api/contact-form`,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "fullName=&company=&email=x&message=",
      });
      return `${result.requests.total} posts, ${result.non2xx} refused as they should be`;
    },
  },
  {
    // The Spanish form answers with its own page, rendered in Spanish (ADR 085).
    name: `failed no-JavaScript posts in Spanish, ${seconds} s at ${concurrency}`,
    run: async (url) => {
      const result = await cannon({
        url: `${url}/es/api/contact-form`,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "fullName=&company=&email=x&message=",
      });
      return `${result.requests.total} posts, ${result.non2xx} refused as they should be`;
    },
  },
  {
    name: `failed no-JavaScript posts from 10,000 addresses, ${seconds} s`,
    run: async (url) => {
      const result = await postsFromManyAddresses(
        `${url}/api/contact-form`,
        { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        () => "fullName=&company=&email=x&message=",
      );
      return `${result.requests.total} posts`;
    },
  },
  {
    name: "16 editor bodies of 24 MB at once",
    env: editorEnv,
    run: async (url) => {
      const statuses = await Promise.all(
        Array.from({ length: 16 }, () => bigPost(`${url}/api/keystatic/github/refresh-token`, 24 * 1024 * 1024)),
      );
      return `answered ${[...new Set(statuses)].join(", ")}`;
    },
  },
  {
    // Rendered once on a server with the GitHub editor (ADR 086), not once a request.
    name: `the editor's Translations screen, ${seconds} s at ${concurrency}`,
    env: editorEnv,
    run: async (url) => {
      const result = await cannon({ url: `${url}/keystatic/translations` });
      return `${result.requests.total} requests, ${result["2xx"]} answered 200`;
    },
  },
  {
    name: `${requests} enquiries at ${concurrency}`,
    env: { CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0" },
    run: async (url) => {
      const { token } = await (await fetch(`${url}/api/contact-form/token`)).json();
      const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
      const statuses = await inParallel(requests, concurrency, (n) => {
        const body = JSON.stringify({
          fullName: `Memory Visitor ${n}`,
          company: "Benchmark Ltd",
          email: `visitor${n}@bench.example`,
          message: `Memory benchmark submission ${n}, long enough to be a plausible enquiry.`,
          formToken: token,
        });
        return postJson(agent, `${url}/api/contact-form`, body, { "Idempotency-Key": randomUUID() }).then(
          (response) => response.status,
          () => 0,
        );
      });
      agent.destroy();
      const failed = statuses.filter((status) => status !== 201).length;
      // Let the workers deliver what was stored, so their share is in the figure too.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      if (failed > 0) throw new Error(`${failed} of ${requests} enquiries were not acknowledged`);
      return `${requests} acknowledged`;
    },
  },
  {
    name: `browser reports from 10,000 addresses, each error new, ${seconds} s`,
    run: async (url) => {
      const result = await postsFromManyAddresses(
        `${url}/api/browser-report`,
        { "content-type": "application/json" },
        (n) =>
          JSON.stringify({
            path: `/case-studies/s${n}`,
            lcp: n % 9000,
            cls: 0.01,
            errors: [`Error ${n}: ${"x".repeat(150)}`],
          }),
      );
      return `${result.requests.total} reports, ${result["2xx"]} counted, ${result.non2xx} turned away`;
    },
  },
  {
    name: `made-up "Mark as answered" links, ${seconds} s at ${concurrency}`,
    run: async (url) => {
      let n = 0;
      const hex = (k) => k.toString(16).padStart(32, "0");
      const result = await cannon({
        url,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/answered/${hex(n++)}.t1.${hex(n * 7919)}` }) }],
      });
      return `${result.requests.total} requests, ${result["4xx"]} answered 403, ${result.non2xx - result["4xx"]} otherwise`;
    },
  },
  {
    name: `unknown URLs, ${seconds} s at ${concurrency}`,
    run: async (url) => {
      let n = 0;
      const result = await cannon({
        url,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/no-such-page-${n++}` }) }],
      });
      return `${result.requests.total} requests, ${result["4xx"]} answered 404, ${result.non2xx - result["4xx"]} otherwise`;
    },
  },
];

const rows = [];
for (const flood of floods) {
  const server = await startServer({ env: { LOG_LEVEL: "warn", ...flood.env } });
  let note;
  try {
    note = await flood.run(server.url);
    // Still answering, and quickly, once it is over.
    const started = performance.now();
    const home = await fetch(`${server.url}/`);
    note += `; then / answered ${home.status} in ${(performance.now() - started).toFixed(0)} ms`;
  } catch (error) {
    note = `FAILED: ${error instanceof Error ? error.message : String(error)}`;
  }
  rows.push({ step: flood.name, limitMb: flood.limit ?? limitMb, memory: peakRss(server.process.pid), note });
  await server.stop();
}

console.log(`\nServer memory, peak per server (limits: ${bootLimitMb} MB to boot, ${limitMb} MB under a flood)`);
for (const { step, memory, note } of rows) console.log(`  ${step.padEnd(52)} ${formatRss(memory)}  (${note})`);
const over = rows.filter(
  ({ memory, limitMb: rowLimit, note }) => !memory || memory.peak > rowLimit || note.startsWith("FAILED"),
);
console.log(`  limits ${over.length === 0 ? "met" : `exceeded or failed: ${over.map((row) => row.step).join("; ")}`}`);
console.log(`Figures appended to ${appendHistory("memory", { limitMb, bootLimitMb, rows })}`);
process.exitCode = over.length === 0 ? 0 : 1;
