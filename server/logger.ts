import { ANSWERED_PATH } from "~/lib/contact";
import { perSecond } from "./client-address";

type Level = "debug" | "info" | "warn" | "error";
export type LogLevel = Level | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void> & {
  setLevel(level: LogLevel): void;
};

const REPLY_TOKEN = new RegExp(`^(${ANSWERED_PATH}/)[^/]+`, "i");
/** A path as logged: without what grants access, a "Mark as answered" link's token, or a query (a preview's secret). */
const loggedPath = (path: string) => path.replace(/\?.*/s, "?…").replace(REPLY_TOKEN, "$1…");

/** One JSON object per line. Personal data never belongs in the fields: enquiries are logged by id. */
export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  let threshold = order[level];
  const log =
    (lvl: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (order[lvl] < threshold) return;
      const path = typeof fields.path === "string" ? { path: loggedPath(fields.path) } : {};
      write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields, ...path })}\n`);
    };
  const levels = (["debug", "info", "warn", "error"] as const).map((lvl) => [lvl, log(lvl)]);
  const setLevel = (next: LogLevel) => {
    threshold = order[next];
  };
  return { ...Object.fromEntries(levels), setLevel } as Logger;
}

export const logger = createLogger("info");

/** Of refused requests, the first `limit` a second; the rest are counted by status in one line as the second ends. */
export function requestLines(logger: Logger, limit = 50) {
  const mayLog = perSecond(limit);
  const unlogged = new Map<number, number>();
  const summarise = () => {
    logger.info("requests counted, not logged", { counts: Object.fromEntries(unlogged) });
    unlogged.clear();
  };
  return (fields: Record<string, unknown> & { status: number }) => {
    if (fields.status < 400 || mayLog()) return logger.info("request", fields);
    if (unlogged.size === 0) setTimeout(summarise, 1000 - (Date.now() % 1000)).unref();
    unlogged.set(fields.status, (unlogged.get(fields.status) ?? 0) + 1);
  };
}

// Quoted fragments, angle-bracketed addresses and anything shaped like an email address: where drivers and mail
// servers repeat the values they were given (`invalid input syntax: "…"`, `550 <someone@example.com> rejected`).
function redact(message: string) {
  return message
    .replace(/"[^"]*"|'[^']*'|<[^>]*>/g, (quoted) => `${quoted[0]}…${quoted.at(-1)}`)
    .replace(/[^\s@]+@[^\s@]+/g, "…@…")
    .slice(0, 500);
}

/** Name, code and first line, redacted (drivers never repeat query parameters). */
export function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { error: redact(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    error: redact(error.message.split("\n")[0] ?? ""),
    errorName: error.name,
    ...(typeof code === "string" ? { errorCode: code } : {}),
  };
}
