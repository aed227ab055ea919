// What the load benchmarks share: JSON posts over plain node:http with keep-alive connections (a lean
// client, so the figures are the server's; fetch adds stalls of its own of up to half a second while
// its connection pool warms up), and the command line that sizes the load. A fixed number of tasks on
// a fixed number of clients is `inParallel` (./in-parallel.ts).
import { request as httpRequest } from "node:http";
import { parseArgs } from "node:util";

/**
 * The load's size from the command line, as numbers: --requests, --concurrency (50 by default) and the
 * script's own options, each given with its default.
 */
export function loadOptions(defaults) {
  const options = Object.entries({ concurrency: 50, ...defaults }).map(([name, value]) => [
    name,
    { type: "string", default: String(value) },
  ]);
  const { values } = parseArgs({ options: Object.fromEntries(options) });
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Number(value)]));
}

/** POSTs a JSON body; resolves with the status and the answer's text. */
export function postJson(agent, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
