import { createPrivateKey } from "node:crypto";
import { z } from "zod";
import { site } from "~/config/site";

const wholeNumber = () => z.coerce.number({ error: "must be a number" }).int("must be a whole number");
const port = wholeNumber().min(1, "must be between 1 and 65535").max(65535, "must be between 1 and 65535");
const positiveInt = (label: string) => wholeNumber().min(1, `must be at least 1 ${label}`);
const nonNegativeInt = wholeNumber().min(0);
const matching = (pattern: RegExp, message: string) => z.string().regex(pattern, message).optional();
const secret = z.string().min(32, "must be at least 32 characters").optional();

const HOSTNAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const DKIM_NAMES = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
const EDITOR_NAMES = [
  "EDITOR_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
] as const;

function isPrivateKey(pem: string) {
  try {
    return Boolean(createPrivateKey(pem));
  } catch {
    return false;
  }
}

/** All of them or none, naming each one missing. */
function allOrNone(names: readonly string[], needs: string) {
  return (env: Record<string, unknown>, context: z.RefinementCtx) => {
    const set = names.filter((name) => env[name] !== undefined);
    if (set.length === 0 || set.length === names.length) return;
    for (const name of names.filter((name) => env[name] === undefined))
      context.addIssue({
        code: "custom",
        path: [name],
        message: `is required when ${set.join(" and ")} ${set.length === 1 ? "is" : "are"} set (${needs} ${names.join(", ")}, or none)`,
      });
  };
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: port.default(3000),
    // Read at run time: one build serves every environment (ADR 038).
    SITE_URL: z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, such as https://www.example.com" })
      .refine((value) => /^https?:\/\/[^/?#@]+\/?$/.test(value), {
        error: "must be an origin only (scheme, host and port), such as https://www.example.com",
      })
      .optional(),
    // "false" for staging: robots.txt disallows everything and every response says noindex.
    ALLOW_INDEXING: z
      .stringbool({ truthy: ["true"], falsy: ["false"], case: "sensitive", error: 'must be "true" or "false"' })
      .default(true),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    SHUTDOWN_TIMEOUT_MS: nonNegativeInt.default(10_000),
    GA_MEASUREMENT_ID: matching(/^G-[A-Z0-9]{4,20}$/, "must be a GA4 measurement ID, such as G-AB12CD34EF"),
    META_PIXEL_ID: matching(/^\d{6,20}$/, "must be a numeric Meta Pixel ID, such as 123456789012345"),
    GEO_COUNTRY_HEADER: matching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, "must be an HTTP header name, such as CF-IPCountry"),
    // Which proxies may set X-Forwarded-For (docs/deploy.md). Trusting a range clients' own connections can come
    // from (a Docker bridge, a cluster's SNAT) would let any client pick its address and dodge the rate limit.
    TRUST_PROXY: z
      .string()
      .min(1)
      .default("loopback")
      .transform((value) =>
        /^(true|false)$/.test(value) ? value === "true" : /^\d+$/.test(value) ? Number(value) : value,
      ),

    DATA_DIR: z.string().min(1).default("data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ENQUIRY_TO: z.string().min(3).default("hello@lumenandlark.example"),
    ENQUIRY_FROM: z.string().min(3).default("Lumen & Lark website <website@lumenandlark.example>"),
    // DKIM signing of the enquiry emails sent over SMTP: all three or none.
    DKIM_DOMAIN: matching(
      HOSTNAME,
      "must be the signing domain, such as lumenandlark.example (the domain of ENQUIRY_FROM)",
    ),
    DKIM_SELECTOR: matching(
      HOSTNAME,
      "must be a DNS label, such as mail2026 (the key is published at <selector>._domainkey)",
    ),
    // PEM; a value given on one line may carry its line breaks as literal \n.
    DKIM_PRIVATE_KEY: z
      .string()
      .transform((value) => value.replace(/\\n/g, "\n").trim())
      .refine(
        isPrivateKey,
        "must be a PEM private key (-----BEGIN PRIVATE KEY----- …); literal \\n counts as a line break",
      )
      .optional(),
    WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
    WEBHOOK_SECRET: secret,
    CONTACT_SECRET: secret,
    // Signs the "Mark as answered" links (ADR 078); unset, one is generated and kept in the database.
    REPLY_LINK_SECRET: secret,
    // An enquiry not marked answered this long after it arrived gets one reminder (ADR 078).
    REPLY_REMINDER_HOURS: positiveInt("hour")
      .max(
        site.replyWithinHours,
        `must be at most ${site.replyWithinHours}, the hours the site promises a reply within`,
      )
      .default(20),
    // The agency's booking page, offered first on /thank-you (ADR 079): a plain link, so HTTPS only.
    BOOKING_URL: z.url({ protocol: /^https$/, error: "must be an absolute https:// URL" }).optional(),
    // The key to preview drafts (app/lib/preview.server.ts); without it there is no preview.
    PREVIEW_SECRET: secret,
    // The browser editor on a production server (ADR 056): a GitHub app, and the repository whose
    // branches it commits to. All four, or none (then only `./run dev` has an editor, in local mode).
    EDITOR_GITHUB_REPO: matching(
      /^[\w.-]+\/[\w.-]+$/,
      "must be a GitHub repository as owner/name, such as lumen-and-lark/website",
    ),
    EDITOR_BRANCH_PREFIX: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*\/$/, "must be a branch name prefix ending in /, such as content/")
      .default("content/"),
    KEYSTATIC_GITHUB_CLIENT_ID: z.string().min(1).optional(),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    KEYSTATIC_SECRET: secret,
    CONTACT_RATE_LIMIT: positiveInt("submission").default(5),
    CONTACT_RATE_WINDOW_SECONDS: positiveInt("second").default(600),
    // Browser reports a client may send a minute (ADR 080).
    BROWSER_REPORT_RATE_LIMIT: positiveInt("report").default(30),
    CONTACT_MIN_FILL_MS: nonNegativeInt.default(3000),
    ENQUIRY_RETENTION_DAYS: positiveInt("day").default(365),
    // Backups hold personal data, so none may outlive the enquiries' own retention.
    BACKUP_RETENTION_DAYS: positiveInt("day").default(7),
    // Enquiries emailed one by one in an hour; past it, one alarm sums up the rest (ADR 100).
    ENQUIRY_EMAILS_PER_HOUR: positiveInt("enquiry").default(30),
    OUTBOX_POLL_MS: positiveInt("millisecond").default(2000),
    OUTBOX_RETRY_BASE_MS: positiveInt("millisecond").default(30_000),
    OUTBOX_RETRY_MAX_MS: positiveInt("millisecond").default(3_600_000),
    OUTBOX_GIVE_UP_HOURS: positiveInt("hour").default(72),
    // Reserves a claimed delivery (retried after a crash once it runs out): keep it above SMTP's 50 s of timeouts.
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
  .superRefine(allOrNone(EDITOR_NAMES, "the editor on GitHub needs all of"))
  .superRefine(allOrNone(DKIM_NAMES, "DKIM signing needs all three of"))
  .transform(({ DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY, ...env }) => ({
    ...env,
    // Set together or not at all (allOrNone above).
    EDITOR_GITHUB: env.EDITOR_GITHUB_REPO
      ? {
          repo: env.EDITOR_GITHUB_REPO as `${string}/${string}`,
          branchPrefix: env.EDITOR_BRANCH_PREFIX,
          clientId: env.KEYSTATIC_GITHUB_CLIENT_ID!,
          clientSecret: env.KEYSTATIC_GITHUB_CLIENT_SECRET!,
          secret: env.KEYSTATIC_SECRET!,
        }
      : null,
    SITE_URL: env.SITE_URL ? new URL(env.SITE_URL).origin : `http://localhost:${env.PORT}`,
    /** Nodemailer's DKIM options. */
    DKIM: DKIM_DOMAIN ? { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR!, privateKey: DKIM_PRIVATE_KEY! } : null,
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Values that must never reach a log line or an error message. */
const SECRET = /SECRET|PRIVATE_KEY|^(DATABASE|SMTP)_URL$/;

/** Validates the environment; throws an EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const got = source[name];
    const shown = got === undefined ? "" : SECRET.test(name) ? " (value hidden)" : ` (got "${got}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
}
