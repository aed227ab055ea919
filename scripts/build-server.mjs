// Bundles the Node entry (server/) and the enquiries CLI into ES modules in dist/.
// The React Router build the server serves is loaded at run time from build/server.
import { build } from "esbuild";

await build({
  entryPoints: { server: "server/index.ts", enquiries: "server/cli/enquiries.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
