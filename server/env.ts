import { z } from "zod";

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const positiveInt = (label: string) =>
  z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, `must be at least 1 ${label}`);
const nonNegativeInt = z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: port.default(3000),
    SITE_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, such as https://www.example.com" })
      .optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: nonNegativeInt.default(10_000),
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, "must be a GA4 measurement ID, such as G-AB12CD34EF")
      .optional(),
    META_PIXEL_ID: z
      .string()
      .regex(/^\d{6,20}$/, "must be a numeric Meta Pixel ID, such as 123456789012345")
      .optional(),
    GEO_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, "must be an HTTP header name, such as CF-IPCountry")
      .optional(),
    // Which proxies may set X-Forwarded-For. Trusting any would let a client pick its own IP and dodge the rate limit.
    TRUST_PROXY: z.string().min(1).default("loopback, linklocal, uniquelocal"),

    DATA_DIR: z.string().min(1).default("data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ENQUIRY_TO: z.string().min(3).default("hello@lumenandlark.example"),
    ENQUIRY_FROM: z.string().min(3).default("Lumen & Lark website <website@lumenandlark.example>"),
    WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
    WEBHOOK_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    CONTACT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    CONTACT_RATE_LIMIT: positiveInt("submission").default(5),
    CONTACT_RATE_WINDOW_SECONDS: positiveInt("second").default(600),
    CONTACT_MIN_FILL_MS: nonNegativeInt.default(3000),
    ENQUIRY_RETENTION_DAYS: positiveInt("day").default(365),
    // Backups hold personal data, so none may outlive the enquiries' own retention.
    BACKUP_RETENTION_DAYS: positiveInt("day").default(7),
    OUTBOX_POLL_MS: positiveInt("millisecond").default(2000),
    OUTBOX_RETRY_BASE_MS: positiveInt("millisecond").default(30_000),
    OUTBOX_RETRY_MAX_MS: positiveInt("millisecond").default(3_600_000),
    OUTBOX_GIVE_UP_HOURS: positiveInt("hour").default(72),
    // How long a claimed delivery is reserved; after a crash it is retried once this runs out.
    // Keep it above the longest delivery (SMTP timeouts add up to 50 s).
    OUTBOX_LEASE_SECONDS: positiveInt("second").default(120),
  })
  .refine((env) => !env.WEBHOOK_URL || env.WEBHOOK_SECRET, {
    path: ["WEBHOOK_SECRET"],
    message: "is required when WEBHOOK_URL is set",
  })
  .refine((env) => env.BACKUP_RETENTION_DAYS <= env.ENQUIRY_RETENTION_DAYS, {
    path: ["BACKUP_RETENTION_DAYS"],
    message:
      "must not exceed ENQUIRY_RETENTION_DAYS: backups hold personal data and may not outlive the enquiries' retention",
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Values that must never reach a log line or an error message. */
const SECRET_NAMES = new Set(["DATABASE_URL", "SMTP_URL", "WEBHOOK_SECRET", "CONTACT_SECRET"]);

/** Validates the environment; throws an EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const got = source[name];
    const shown = got === undefined ? "" : SECRET_NAMES.has(name) ? " (value hidden)" : ` (got "${got}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
