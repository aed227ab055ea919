import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes.prerender";

export default {
  ssr: true,
  prerender: {
    concurrency: 4,
    paths: ({ getStaticPaths }) => prerenderPaths(getStaticPaths()),
  },
} satisfies Config;
