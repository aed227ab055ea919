// A preview link (ADR 054, ADR 099): a token signed with PREVIEW_SECRET that expires, never the secret itself.
//
//   PREVIEW_SECRET=… SITE_URL=https://www.example.com npm run preview-link -- /case-studies/new-study --hours 24
import { parseArgs } from "node:util";
import { importAppModule } from "./lib/app-modules.mjs";

const { previewToken } = await importAppModule("app/lib/preview.server.ts");

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { hours: { type: "string", default: "24" } },
});
const secret = process.env.PREVIEW_SECRET;
const hours = Number(values.hours);
if (!secret || !(hours > 0 && hours <= 24 * 30)) {
  console.error("Set PREVIEW_SECRET, and give --hours from 1 to 720 (24 by default).");
  process.exit(1);
}
const link = new URL("/api/preview", process.env.SITE_URL ?? "http://localhost:3000");
link.searchParams.set("token", previewToken(secret, Date.now(), Math.round(hours * 3600)));
link.searchParams.set("to", positionals[0] ?? "/");
console.log(link.href);
