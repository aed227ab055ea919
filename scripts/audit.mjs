// npm audit of the production dependencies: fails on a high or critical advisory, and on a registry that
// gives no report unless --allow-unavailable.
import { spawnSync } from "node:child_process";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let counts;
try {
  counts = JSON.parse(result.stdout).metadata.vulnerabilities;
} catch {
  const reason =
    /\b(\d{3}) ([A-Za-z ]+) - POST/.exec(`${result.stdout}${result.stderr}`)?.slice(1).join(" ") ?? "no report";
  console.error(`npm audit: the registry gave no advisory report (${reason}); dependencies were not audited.`);
  process.exit(process.argv.includes("--allow-unavailable") ? 0 : 2);
}
const { critical, high, moderate, low } = counts;
console.log(
  `npm audit (production dependencies): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low.`,
);
if (critical + high > 0) process.exit(1);
