import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";

const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
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
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
  },
});
