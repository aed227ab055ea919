import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { themeCss } from "./app/config/tokens.ts";
import { contentModules } from "./scripts/lib/content-modules.ts";

/**
 * Writes the stylesheet's theme (app/generated/theme.css, imported by app.css) from the design tokens
 * before anything reads the stylesheet, at every build and dev start; the dev server restarts when
 * the tokens change, as it does for any module this config imports.
 */
function designTokens(): Plugin {
  return {
    name: "design-tokens",
    config(config) {
      const file = path.resolve(config.root ?? process.cwd(), "app/generated/theme.css");
      const css = themeCss();
      if (existsSync(file) && readFileSync(file, "utf8") === css) return;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, css);
    },
  };
}

/**
 * The server build holds React Router's build (index.js, which prerendering loads) and the Node
 * entries that serve it, so the server and the routes share one module graph: the load-context keys,
 * the logger and the contact service are plain imports. React Router names every server entry
 * `index.js`; this names the others after their input.
 */
const serverEntries = {
  index: "virtual:react-router/server-build",
  server: "./server/index.ts",
  enquiries: "./server/cli/enquiries.ts",
};
function serverEntryNames(): Plugin {
  return {
    name: "server-entry-names",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "ssr") return;
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output)) output.entryFileNames = (chunk) => `${chunk.name}.js`;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [designTokens(), contentModules(), tailwindcss(), !process.env.VITEST && reactRouter(), serverEntryNames()],
  resolve: { tsconfigPaths: true },
  // The dev server has no index.html to scan: name the app's modules, so their dependencies are
  // optimised at start rather than on first request (which would reload the page mid-visit).
  optimizeDeps: { entries: ["app/root.tsx", "app/routes/**/*.tsx", "app/components/**/*.tsx"] },
  environments: {
    ssr: {
      // Bundled into the built server rather than imported at run time: lucide-react's index loads
      // every icon (0.12 s) where the site uses a few. The dev server imports it as Node does. ADR 064.
      resolve: command === "build" ? { noExternal: ["lucide-react"] } : {},
      build: { rollupOptions: { input: serverEntries } },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A few larger chunks instead of dozens of tiny ones: over HTTP/1.1 each
            // request queues for one of six connections, delaying the stylesheet.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream)[\\/]/,
                  priority: 3,
                },
                {
                  // The site's own parts every template uses (the accent classes among them, in
                  // ui/section.tsx): one file rather than many small ones.
                  name: "shared",
                  test: /node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]|[\\/]app[\\/](components[\\/](ui|layout)|lib|config)[\\/]/,
                  minShareCount: 2,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  test: {
    // A DOM only for the app's tests: the server's and the scripts' run in plain Node, which starts faster.
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "happy-dom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./app/test-setup.ts"],
        },
      },
      { extends: true, test: { name: "node", environment: "node", include: ["{server,scripts}/**/*.test.ts"] } },
    ],
    // A worker per core (Vitest's default leaves one idle, which on two cores means one worker), and
    // files share their worker's module cache: no test stubs a module, and the few that stub globals
    // or timers restore them after each test.
    maxWorkers: "100%",
    isolate: false,
  },
}));
