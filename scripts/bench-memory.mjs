// The built server's memory under each flood the enquiry path was attacked with (ADR 066, 080), and as it
// boots: a server per flood, so each peak (VmHWM) is that flood's alone, beside its answers by status and
// the home page's median answer time before and during the flood (ADR 099). Fails (exit 1) past
// --boot-limit or --limit MB, past --home-limit times the median before, or on an unacknowledged enquiry.
//
//   npm run build && npm run bench:memory -- --seconds 5 --requests 4500 --limit 512 --boot-limit 200
import { request } from "node:http";
import { importAppModule } from "./lib/app-modules.mjs";
import {
  appendHistory,
  cannon,
  eachRequest,
  enquiryRequests,
  formatRss,
  formTokens,
  numberOptions,
  peakRss,
  settle,
  statuses,
} from "./lib/bench.mjs";
import { startServer } from "./lib/server.mjs";

const { previewToken } = await importAppModule("app/lib/preview.server.ts");
const { replyToken } = await importAppModule("server/contact/reply-clock.ts");

// Both languages booted at 156 MB on a loaded machine (ADR 091).
const options = numberOptions({
  seconds: 5,
  requests: 4500,
  concurrency: 50,
  limit: 512,
  "boot-limit": 200,
  "home-limit": 10,
});
const { seconds, requests, concurrency, limit } = options;
const FORM = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };
const FAILED_FORM = { method: "POST", headers: FORM, body: "fullName=&company=&email=x&message=" };
const address = (n) => `198.18.${Math.floor((n % 10_000) / 256)}.${n % 256}`;
/** POSTs whose nth has body `body(n)`, each from the next of 10,000 made-up addresses. */
const fromManyAddresses = (headers, body) =>
  eachRequest((n) => ({ method: "POST", headers: { ...headers, "x-forwarded-for": address(n) }, body: body(n) }));
const pathEach = (path) => eachRequest((n) => ({ path: path(n) }));
const hex = (k) => k.toString(16).padStart(32, "0");
const editorEnv = {
  EDITOR_GITHUB_REPO: "lumen-and-lark/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.bench",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "bench-secret",
  KEYSTATIC_SECRET: "b".repeat(40),
};

const SECRET = "s".repeat(40);

/** A "Mark as answered" link its visitor has already used: an enquiry stored, its link found and posted. */
async function usedReplyLink(url) {
  const [enquiry] = enquiryRequests(await formTokens(url, 1));
  const { id } = await (await fetch(`${url}/api/contact-form`, enquiry.setupRequest({ method: "POST" }))).json();
  // Signed with the second the enquiry arrived: one of the last three.
  const now = Date.now();
  for (const back of [0, 1000, 2000]) {
    const path = `/answered/${replyToken(SECRET, id, new Date(now - back))}`;
    if ((await fetch(`${url}${path}`)).status !== 200) continue;
    await fetch(`${url}${path}`, { method: "POST" });
    return path;
  }
  throw new Error("no reply link found for the enquiry");
}

/** The home page's median answer time in ms, over requests one after another while `going()` (and at least 10). */
async function homeMedian(url, going = () => false) {
  const times = [];
  while (times.length < 10 || going()) {
    const started = performance.now();
    await (await fetch(`${url}/`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

const editorScreens = { requests: pathEach((n) => `/keystatic/branch/main/collection/caseStudies/item/s${n}`) };
const previewed = { path: "/", headers: { cookie: `ll_preview=${previewToken(SECRET)}` } };

/** Posts `body` (sent in full unless the server answers first); resolves with the status, or 0 on an error. */
function bigPost(url, body) {
  return new Promise((resolve) => {
    const req = request(url, { method: "POST", headers: { "content-type": "application/json" } });
    req.on("response", (res) => res.resume().on("end", () => resolve(res.statusCode)));
    req.on("error", () => resolve(0));
    req.end(body);
  });
}

// `load` is an autocannon run (or makes one from the server's address), `run` does its own; during a
// `paced` flood, of pages once rendered per request, the home page's median is held to --home-limit.
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
      const body = Buffer.alloc(24 * 1024 * 1024, "a");
      const answers = await Promise.all(Array.from({ length: 16 }, () => bigPost(refresh, body)));
      return `answered ${[...new Set(answers)].join(", ")}`;
    },
  },
  // Rendered once on a server with the GitHub editor (ADR 086), not once a request.
  { name: "the editor's Translations screen", env: editorEnv, load: { path: "/keystatic/translations" } },
  {
    name: `${requests} enquiries`,
    env: { CONTACT_RATE_LIMIT: "100000000", CONTACT_MIN_FILL_MS: "0" },
    run: async (url, pid) => {
      const tokens = await formTokens(url, requests);
      const result = await cannon({
        url: `${url}/api/contact-form`,
        connections: concurrency,
        amount: requests,
        requests: enquiryRequests(tokens),
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
  // Pages once rendered per request (ADR 099): the editor's screens, a used reply link, a preview.
  { name: "the editor's screens", env: editorEnv, load: editorScreens, paced: true },
  {
    name: 'one used "Mark as answered" link',
    env: { REPLY_LINK_SECRET: SECRET },
    load: async (url) => ({ path: await usedReplyLink(url) }),
    paced: true,
  },
  { name: "the home page, previewed", env: { PREVIEW_SECRET: SECRET }, load: previewed, paced: true },
  {
    name: "those three, one after another",
    env: { ...editorEnv, REPLY_LINK_SECRET: SECRET, PREVIEW_SECRET: SECRET },
    run: async (url) => {
      const notes = [];
      for (const { path = "", ...rest } of [editorScreens, { path: await usedReplyLink(url) }, previewed])
        notes.push(
          statuses(await cannon({ url: `${url}${path}`, connections: concurrency, duration: seconds, ...rest })),
        );
      return notes.join(", then ");
    },
  },
];

const rows = [];
for (const { name, env, load, run, paced, limit: floodLimit = limit } of floods) {
  const server = await startServer({ env: { LOG_LEVEL: "warn", ...env } });
  let note = "";
  let homeRatio = 0;
  try {
    if (run) note = await run(server.url, server.process.pid);
    if (load) {
      const { path = "", ...rest } = typeof load === "function" ? await load(server.url) : load;
      const before = await homeMedian(server.url);
      let going = true;
      const flood = cannon({ url: `${server.url}${path}`, connections: concurrency, duration: seconds, ...rest });
      const during = homeMedian(server.url, () => going);
      note = statuses(await flood.finally(() => (going = false)));
      if (paced) homeRatio = (await during) / before;
      note += `; home p50 ${before.toFixed(1)} ms before, ${(await during).toFixed(1)} ms during`;
      note += ` (×${((await during) / before).toFixed(1)}${paced ? `, limit ×${options["home-limit"]}` : ""})`;
    }
    // Still answering, and quickly, once it is over.
    const started = performance.now();
    const home = await fetch(`${server.url}/`);
    note += `${note ? "; " : ""}then / answered ${home.status} in ${(performance.now() - started).toFixed(0)} ms`;
  } catch (error) {
    note = `FAILED: ${error instanceof Error ? error.message : String(error)}`;
  }
  rows.push({ step: name, limitMb: floodLimit, memory: peakRss(server.process.pid), homeRatio, note });
  await server.stop();
}

console.log(`\nServer memory, peak per server; floods of ${seconds} s at ${concurrency} connections`);
for (const { step, memory, note } of rows) console.log(`  ${step.padEnd(52)} ${formatRss(memory)}  (${note})`);
const over = rows.filter(
  ({ memory, limitMb, homeRatio, note }) =>
    !memory || memory.peak > limitMb || homeRatio > options["home-limit"] || note.startsWith("FAILED"),
);
console.log(
  `  limits (${options["boot-limit"]} MB to boot, ${limit} MB and home p50 ×${options["home-limit"]} under a flood) ${over.length ? `exceeded or failed: ${over.map((row) => row.step).join("; ")}` : "met"}`,
);
console.log(
  `Figures appended to ${appendHistory("memory", { limitMb: limit, bootLimitMb: options["boot-limit"], rows })}`,
);
process.exitCode = over.length === 0 ? 0 : 1;
