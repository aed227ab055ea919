type Level = "debug" | "info" | "warn" | "error";
export type LogLevel = Level | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void> & {
  setLevel(level: LogLevel): void;
};

/**
 * One JSON object per line on stdout: easy to ship, grep and parse. Fields are
 * what the caller passes; personal data (names, emails, messages, addresses)
 * never belongs in them: enquiries are logged by id.
 */
export function createLogger(level: LogLevel = "info", write = (line: string) => process.stdout.write(line)): Logger {
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

export function errorFields(error: unknown) {
  return error instanceof Error ? { error: error.message, errorName: error.name } : { error: String(error) };
}
