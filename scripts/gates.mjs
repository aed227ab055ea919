// `npm run gates`: the quality gates of ADR 005. The checks that measure no time (HTML, links, the
// dependency audit), the memory benchmark (which measures resident memory, not speed) and the page
// benchmark (whose timings gate nothing; its errors, statuses and memory do) run at the same time,
// each with its own server on a free port, their output printed as each ends. Lighthouse then runs
// with the machine to itself, since another process on the CPU moves the scores it gates. Stops
// after the first group that fails.
import { spawn } from "node:child_process";

const groups = [["check:html", "check:links", "check:audit-or-unavailable", "bench:memory", "bench:pages"], ["perf"]];
const commands = {
  "check:audit-or-unavailable": ["node", ["scripts/audit.mjs", "--allow-unavailable"]],
  // Two seconds a load is enough to print the figures (which gate nothing), measured beside the other
  // checks and marked so in the history; `npm run bench:pages` runs ten, alone.
  "bench:pages": ["node", ["scripts/bench-pages.mjs"], { BENCH_SECONDS: "2", BENCH_BESIDE: "the other gates" }],
};

function run(name, { buffered }) {
  const [command, args, env] = commands[name] ?? ["npm", ["run", "--silent", name]];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    const output = [];
    if (buffered) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    child.on("close", (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (buffered) {
        process.stdout.write(`\n> ${name} (${seconds} s)\n`);
        process.stdout.write(Buffer.concat(output));
      } else process.stdout.write(`${name}: ${seconds} s\n`);
      resolve(status === 0);
    });
  });
}

for (const group of groups) {
  const outcomes = await Promise.all(group.map((name) => run(name, { buffered: group.length > 1 })));
  const failed = group.filter((_, index) => !outcomes[index]);
  if (failed.length > 0) {
    console.error(`Gates failed: ${failed.join(", ")}.`);
    process.exit(1);
  }
}
