type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

/** One JSON object per line on stdout: easy to ship, grep and parse. */
export function createLogger(
  level: Level | "silent" = "info",
  write = (line: string) => process.stdout.write(line),
): Logger {
  const log =
    (lvl: Level) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (order[lvl] < order[level]) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

export function errorFields(error: unknown) {
  return error instanceof Error ? { error: error.message, errorName: error.name } : { error: String(error) };
}
