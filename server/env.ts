import { z } from "zod";

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: port.default(3000),
    SITE_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, such as https://www.example.com" })
      .optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
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
  })
  .transform((env) => ({
    ...env,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates the environment; throws an EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const got = source[name];
    return `  ${name}: ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
