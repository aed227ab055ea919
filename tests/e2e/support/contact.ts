import { tmpdir } from "node:os";
import path from "node:path";

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);

/**
 * The shared test server's public origin: not the address the tests reach it at, and not anything
 * the build knows, so every absolute URL the tests see proves the runtime SITE_URL is what it says.
 */
export const e2eSiteUrl = "http://www.lumen-and-lark.test";

/** The shared test server's data folder: its enquiry store and, with no SMTP configured, its mail/*.eml. */
export const e2eDataDir = path.join(tmpdir(), `lumen-e2e-${e2ePort}`);

/** Ports for servers and mail servers that contact tests start themselves: the shared server's port plus 2–9 (+1 is the analytics server). */
export const ownPort = (offset: number) => e2ePort + offset;
