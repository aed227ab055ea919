import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes.prerender";

export default {
  ssr: true,
  // The whole route manifest ships with the first document, so navigating never asks the server for
  // manifest patches (/__manifest?p=…): every request the site answers is one it can answer from memory.
  routeDiscovery: { mode: "initial" },
  prerender: {
    concurrency: 4,
    paths: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
  },
} satisfies Config;
