import { tmpdir } from "node:os";
import path from "node:path";

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);

/** The shared server's public origin, unknown to the build: absolute URLs prove the runtime SITE_URL is used. */
export const e2eSiteUrl = "http://www.lumen-and-lark.test";

/** The shared test server's data folder: its enquiry store and, with no SMTP configured, its mail/*.eml. */
export const e2eDataDir = path.join(tmpdir(), `lumen-e2e-${e2ePort}`);

/** Ports for servers and mail servers that contact tests start themselves: the shared server's port plus 2–9 (+1 is the analytics server). */
export const ownPort = (offset: number) => e2ePort + offset;
