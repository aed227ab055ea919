// The production entry: `npm start` runs its build, build/server/server.js.
import { startServer } from "./main";

startServer().catch((error) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
