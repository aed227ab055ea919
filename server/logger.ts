type Level = "debug" | "info" | "warn" | "error";
export type LogLevel = Level | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void> & {
  setLevel(level: LogLevel): void;
};

/** One JSON object per line on stdout. Personal data never belongs in the fields: enquiries are logged by id. */
export function createLogger(
  level: LogLevel = "info",
  write: (line: string) => void = (line) => process.stdout.write(line),
): Logger {
  let threshold = order[level];
  const log =
    (lvl: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (order[lvl] < threshold) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
    };
  return {
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    setLevel(next) {
      threshold = order[next];
    },
  };
}

/** The server's logger: the entry sets its level from LOG_LEVEL; rendering and the API share it. */
export const logger = createLogger("info");

// Quoted fragments, angle-bracketed addresses and anything shaped like an email address: where drivers and mail
// servers repeat the values they were given (`invalid input syntax: "…"`, `550 <someone@example.com> rejected`).
function redact(message: string) {
  return message
    .replace(/"[^"]*"|'[^']*'|<[^>]*>/g, (quoted) => `${quoted[0]}…${quoted.at(-1)}`)
    .replace(/[^\s@]+@[^\s@]+/g, "…@…")
    .slice(0, 500);
}

/** An error as a log line may show it: name, code and first line, redacted (drivers never repeat query parameters). */
export function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { error: redact(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    error: redact(error.message.split("\n")[0] ?? ""),
    errorName: error.name,
    ...(typeof code === "string" ? { errorCode: code } : {}),
  };
}
