import type { Config } from "@react-router/dev/config";
import { importAppModule } from "./scripts/lib/app-modules.mjs";

export default {
  ssr: true,
  // The whole route manifest ships with the first document, so navigating never asks the server for
  // manifest patches (/__manifest?p=…): every request the site answers is one it can answer from memory.
  routeDiscovery: { mode: "initial" },
  prerender: {
    concurrency: 4,
    // The dynamic paths come from the content files, which the app's module runner reads (ADR 050).
    paths: async ({ getStaticPaths }) => {
      const { prerenderPaths } = (await importAppModule(
        "app/routes.prerender.ts",
      )) as typeof import("./app/routes.prerender");
      return prerenderPaths(getStaticPaths());
    },
  },
} satisfies Config;
