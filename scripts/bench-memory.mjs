// The built server's memory: its peak on a fresh data folder as it boots, and under each flood the
// enquiry path was attacked with (ADR 066), browsers' reports and made-up reply links among them
// (ADR 080). Each flood gets a server of its own, so each peak (VmHWM) is that flood's alone; the
// note beside it counts the answers by status.
//
//   npm run build && npm run bench:memory -- --seconds 5 --requests 4500 --limit 512 --boot-limit 200
//
// Fails (exit 1) when a boot peak passes --boot-limit MB, a flood's peak passes --limit MB, or an
// enquiry was not acknowledged.
import { request } from "node:http";
import {
  appendHistory,
  cannon,
  enquiryRequests,
  formatRss,
  numberOptions,
  peakRss,
  settle,
  statuses,
} from "./lib/bench.mjs";
import { startServer } from "./lib/server.mjs";

// The boot limit: documents and other files with the site's address are held in memory, the rest read from disk
// (ADR 091); both languages booted at 156 MB on a loaded machine, against 178 MB when every file was held (ADR 085).
const options = numberOptions({ seconds: 5, requests: 4500, concurrency: 50, limit: 512, "boot-limit": 200 });
const { seconds, requests, concurrency, limit } = options;
const FORM = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
const FAILED_FORM = { method: "POST", headers: FORM, body: "fullName=&company=&email=x&message=" };
/** POSTs whose nth has body `body(n)`, each from the next of 10,000 made-up addresses. */
function fromManyAddresses(headers, body) {
  let n = 0;
  const address = () => `198.18.${Math.floor((n % 10_000) / 256)}.${n % 256}`;
  const setupRequest = (req) => ({ ...req, headers: { ...headers, "x-forwarded-for": address() }, body: body(n++) });
  return [{ method: "POST", setupRequest }];
}
/** GETs of a new path each time. */
function pathEach(path) {
  let n = 0;
  return [{ setupRequest: (req) => ({ ...req, path: path(n++) }) }];
}
const hex = (k) => k.toString(16).padStart(32, "0");
const editorEnv = {
  EDITOR_GITHUB_REPO: "lumen-and-lark/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.bench",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "bench-secret",
  KEYSTATIC_SECRET: "b".repeat(40),
};

/** Posts a body of `bytes` (sent in full unless the server answers first); resolves with the status. */
function bigPost(url, bytes) {
  return new Promise((resolve) => {
    const req = request(url, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": bytes },
    });
    req.on("response", (res) => res.resume().on("end", () => resolve(res.statusCode)));
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

/** Each flood: `load` is an autocannon run for --seconds at --concurrency, or `run` does its own. */
const floods = [
  { name: "boot, fresh data folder", limit: options["boot-limit"] },
  { name: "failed no-JavaScript posts", load: { path: "/api/contact-form", ...FAILED_FORM } },
  // The Spanish form answers with its own page, rendered in Spanish (ADR 085).
  { name: "failed no-JavaScript posts in Spanish", load: { path: "/es/api/contact-form", ...FAILED_FORM } },
  {
    name: "failed no-JavaScript posts from 10,000 addresses",
    load: { path: "/api/contact-form", requests: fromManyAddresses(FORM, () => FAILED_FORM.body) },
  },
  {
    name: "16 editor bodies of 24 MB at once",
    env: editorEnv,
    run: async (url) => {
      const refresh = `${url}/api/keystatic/github/refresh-token`;
      const answers = await Promise.all(Array.from({ length: 16 }, () => bigPost(refresh, 24 * 1024 * 1024)));
      return `answered ${[...new Set(answers)].join(", ")}`;
    },
  },
  // Rendered once on a server with the GitHub editor (ADR 086), not once a request.
  { name: "the editor's Translations screen", env: editorEnv, load: { path: "/keystatic/translations" } },
  {
    name: `${requests} enquiries`,
    env: { CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0" },
    run: async (url, pid) => {
      const { token } = await (await fetch(`${url}/api/contact-form/token`)).json();
      const result = await cannon({
        url: `${url}/api/contact-form`,
        connections: concurrency,
        amount: requests,
        requests: enquiryRequests(token),
      });
      // Delivered too, so the workers' share is in the figure.
      await settle(pid);
      const acknowledged = result.statusCodeStats?.["201"]?.count ?? 0;
      if (acknowledged !== requests) throw new Error(`${requests - acknowledged} of ${requests} not acknowledged`);
      return statuses(result);
    },
  },
  {
    name: "browser reports from 10,000 addresses, each error new",
    load: {
      path: "/api/browser-report",
      requests: fromManyAddresses({ "content-type": "application/json" }, (n) =>
        JSON.stringify({
          path: `/case-studies/s${n}`,
          lcp: n % 9000,
          cls: 0.01,
          errors: [`Error ${n}: ${"x".repeat(150)}`],
        }),
      ),
    },
  },
  {
    name: 'made-up "Mark as answered" links',
    load: { requests: pathEach((n) => `/answered/${hex(n)}.t1.${hex(n * 7919)}`) },
  },
  { name: "unknown URLs", load: { requests: pathEach((n) => `/no-such-page-${n}`) } },
];

const rows = [];
for (const { name, env, load, run, limit: floodLimit = limit } of floods) {
  const server = await startServer({ env: { LOG_LEVEL: "warn", ...env } });
  let note = "";
  try {
    if (run) note = await run(server.url, server.process.pid);
    if (load) {
      const { path = "", ...rest } = load;
      note = statuses(
        await cannon({ url: `${server.url}${path}`, connections: concurrency, duration: seconds, ...rest }),
      );
    }
    // Still answering, and quickly, once it is over.
    const started = performance.now();
    const home = await fetch(`${server.url}/`);
    note += `${note ? "; " : ""}then / answered ${home.status} in ${(performance.now() - started).toFixed(0)} ms`;
  } catch (error) {
    note = `FAILED: ${error instanceof Error ? error.message : String(error)}`;
  }
  rows.push({ step: name, limitMb: floodLimit, memory: peakRss(server.process.pid), note });
  await server.stop();
}

console.log(`\nServer memory, peak per server; floods of ${seconds} s at ${concurrency} connections`);
for (const { step, memory, note } of rows) console.log(`  ${step.padEnd(52)} ${formatRss(memory)}  (${note})`);
const over = rows.filter(({ memory, limitMb, note }) => !memory || memory.peak > limitMb || note.startsWith("FAILED"));
console.log(
  `  limits (${options["boot-limit"]} MB to boot, ${limit} MB under a flood) ${over.length ? `exceeded or failed: ${over.map((row) => row.step).join("; ")}` : "met"}`,
);
console.log(
  `Figures appended to ${appendHistory("memory", { limitMb: limit, bootLimitMb: options["boot-limit"], rows })}`,
);
process.exitCode = over.length === 0 ? 0 : 1;
