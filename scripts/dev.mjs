// `npm run dev`: the production server (server/main.ts) with Vite in middleware mode in front of it,
// so every page, the contact API and consent behave as in production, with hot reload on one port.
import http from "node:http";
import { createServer } from "vite";

const httpServer = http.createServer();
const vite = await createServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: "custom",
});
const { startServer } = await vite.ssrLoadModule("/server/main.ts");
await startServer({ vite, httpServer });
