import { z } from "zod/mini";
import { hostMatches } from "./hosts";

/**
 * zod/mini loads no locale (an issue would read "Invalid input"): the server's 400 answers keep
 * zod's English texts. Set in server-only code, so the browser never downloads the locale.
 */
z.config(z.locales.en());

/** Environment, validated once at start: a bad value stops the process with a message naming it. */
const booleanish = z.pipe(
  z.enum(["true", "false", "1", "0", ""]),
  z.transform((value) => value === "true" || value === "1"),
);

/** An optional setting; set but empty (`SMTP_URL=`) counts as unset. */
const optionalSetting = <Schema extends z.ZodMiniType<unknown, string>>(schema: Schema) =>
  z.union([
    z.optional(schema),
    z.pipe(
      z.literal(""),
      z.transform(() => undefined),
    ),
  ]);

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(["development", "production", "test"]), "development"),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  HOST: z._default(z.string(), "0.0.0.0"),
  /** Unset (or empty) means http://localhost:3000, with a warning in production (see configWarnings). */
  PUBLIC_URL: optionalSetting(
    z.url({ message: "PUBLIC_URL must be an absolute URL such as https://www.example.com" }),
  ),
  DATABASE_URL: optionalSetting(
    z
      .string()
      .check(z.regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")),
  ),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), "./data"),
  SESSION_SECRET: z.optional(
    z.string().check(z.minLength(16, "SESSION_SECRET must be at least 16 characters")),
  ),
  CMS_HOSTS: z._default(z.string(), "localhost,127.0.0.1,[::1],*.localhost"),
  /** The CMS's address for the links in staff mail; unset means PUBLIC_URL (never a request's Host). */
  CMS_URL: optionalSetting(
    z.url({ message: "CMS_URL must be an absolute URL such as https://cms.example.com" }),
  ),
  SMTP_URL: optionalSetting(
    z.string().check(z.regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")),
  ),
  MAIL_FROM: z._default(z.string(), "Hearthstone Digital <hello@hearthstonedigital.example>"),
  STAFF_EMAIL: z._default(
    z.email({ message: "STAFF_EMAIL must be an e-mail address" }),
    "leads@hearthstonedigital.example",
  ),
  CMS_DEMO_ACCOUNT: z.optional(booleanish),
  /** Without SMTP_URL, mail is written as .eml files under DATA_DIR/mail: the default outside production. */
  MAIL_TO_FILES: z.optional(booleanish),
  /** Express "trust proxy": false, true, a hop count, or a list such as "loopback". */
  TRUST_PROXY: z.pipe(
    z._default(z.string(), "loopback"),
    z.transform((value): boolean | number | string =>
      value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
    ),
  ),
  LOG_LEVEL: z._default(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  OUTBOX_POLL_MS: z._default(z.coerce.number().check(z.int(), z.gte(50)), 2000),
  /** Newsletter mails one instance sends per second at most (ADR 0033). */
  NEWSLETTER_RATE_PER_SECOND: z._default(
    z.coerce
      .number({ message: "NEWSLETTER_RATE_PER_SECOND must be a number of mails per second" })
      .check(
        z.gt(0, "NEWSLETTER_RATE_PER_SECOND must be above 0"),
        z.lte(5000, "NEWSLETTER_RATE_PER_SECOND must be at most 5000"),
      ),
    50,
  ),
  /** SMTP connections one instance's newsletter worker keeps open: also the most mails in flight. */
  NEWSLETTER_SMTP_CONNECTIONS: z._default(
    z.coerce
      .number({ message: "NEWSLETTER_SMTP_CONNECTIONS must be a whole number of connections" })
      .check(
        z.int("NEWSLETTER_SMTP_CONNECTIONS must be a whole number of connections"),
        z.gte(1, "NEWSLETTER_SMTP_CONNECTIONS must be at least 1"),
        z.lte(20, "NEWSLETTER_SMTP_CONNECTIONS must be at most 20"),
      ),
    4,
  ),
  /** How long a newsletter delivery's claim holds without a heartbeat (sent again after a crash). */
  NEWSLETTER_LEASE_MS: z._default(z.coerce.number().check(z.int(), z.gte(1_000), z.lte(600_000)), 30_000),
  /** Lead forms sent faster than this after being shown are stored as spam (0 turns the check off). */
  FORM_MIN_FILL_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 2000),
  /** Days raw page views are kept before only their daily aggregates remain (ADR 0024). */
  ANALYTICS_RAW_RETENTION_DAYS: z._default(
    z.coerce
      .number({ message: "ANALYTICS_RAW_RETENTION_DAYS must be a whole number of days" })
      .check(z.int("ANALYTICS_RAW_RETENTION_DAYS must be a whole number of days"), z.gte(1), z.lte(3650)),
    30,
  ),
  /** Server renders one client may ask for per minute (page cache hits and static files not counted); 0 = no limit. */
  RENDERS_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.gte(0)), 120),
  /** Renders are refused with 503, not queued, while the event loop runs this late (ms) and 8 wait; 0 = off. */
  SHED_LAG_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 20),
  /** Server renders run at once per process; more wait in line (ADR 0026). */
  RENDER_CONCURRENCY: z._default(z.coerce.number().check(z.int(), z.gte(1)), 2),
  /** Server renders that may wait for a turn per process; beyond them, 503 + Retry-After. */
  RENDER_QUEUE: z._default(z.coerce.number().check(z.int(), z.gte(0)), 16),
  /** Megabytes of page bodies kept in memory per process, every coding counted. */
  STORED_PAGES_MB: z._default(z.coerce.number().check(z.int(), z.gte(1)), 32),
  /** Time to send the request headers, and the whole request with its body (slow clients dropped). */
  HEADERS_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(500)), 10_000),
  REQUEST_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(500)), 30_000),
  /** On SIGTERM, how long requests under way may take to finish before they are answered 503. */
  SHUTDOWN_GRACE_MS: z._default(z.coerce.number().check(z.int(), z.gte(0)), 8_000),
  /** Outgoing webhooks may go to loopback and private addresses (off by default). */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.optional(booleanish),
  /** How long a webhook receiver has to answer before the attempt counts as failed. */
  WEBHOOK_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(60_000)), 10_000),
  /** First webhook retry delay; it doubles per attempt, up to 4 hours. */
  WEBHOOK_RETRY_BASE_MS: z._default(z.coerce.number().check(z.int(), z.gte(10)), 30_000),
  /** How long a webhook delivery's claim holds without a heartbeat. */
  WEBHOOK_LEASE_MS: z._default(z.coerce.number().check(z.int(), z.gte(1_000), z.lte(600_000)), 30_000),
  IMAGE_PROVIDER_URL: optionalSetting(z.url()),
  IMAGE_PROVIDER_KEY: z.optional(z.string()),
});

export const DEFAULT_PUBLIC_URL = "http://localhost:3000";

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const values = result.data;
  const isProduction = values.NODE_ENV === "production";
  const publicUrl = values.PUBLIC_URL ?? DEFAULT_PUBLIC_URL;
  return {
    ...values,
    PUBLIC_URL: publicUrl,
    /** The origin staff mail links to: CMS_URL's, else PUBLIC_URL's. */
    cmsOrigin: new URL(values.CMS_URL ?? publicUrl).origin,
    /** False when PUBLIC_URL was not given and the local default is in use. */
    publicUrlConfigured: values.PUBLIC_URL !== undefined,
    isProduction,
    secureCookies: publicUrl.startsWith("https://"),
    cmsHosts: values.CMS_HOSTS.split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    demoAccount: values.CMS_DEMO_ACCOUNT ?? !isProduction,
    /** Mail written as .eml files (no SMTP_URL) is intended: see MAIL_TO_FILES. */
    mailToFiles: values.MAIL_TO_FILES ?? !isProduction,
  };
}

/** Settings that start but are probably a mistake, logged as warnings at start. */
export function configWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  const warnings = [
    !config.publicUrlConfigured &&
      `PUBLIC_URL is not set: canonical links, Open Graph tags, JSON-LD, the sitemap, feeds and mail links will point at ${DEFAULT_PUBLIC_URL}. Set PUBLIC_URL to the site's public address, e.g. https://www.example.com.`,
    !hostMatches(new URL(config.cmsOrigin).host, config.cmsHosts) &&
      `The CMS address ${config.cmsOrigin} (CMS_URL, else PUBLIC_URL) is not one of CMS_HOSTS: password reset and invitation links in mail will lead to a 404. Set CMS_URL to the CMS's address.`,
  ];
  return warnings.filter((warning) => warning !== false);
}

const globalForConfig = globalThis as typeof globalThis & { __appConfig?: Config };

/** The process-wide configuration (parsed on first use, from process.env). */
export function getConfig(): Config {
  globalForConfig.__appConfig ??= parseConfig();
  return globalForConfig.__appConfig;
}

/** `path` as an absolute address on PUBLIC_URL (the links in mail, an order's confirmation URL). */
export function siteUrl(path: string): string {
  return new URL(path, getConfig().PUBLIC_URL).toString();
}

/** Tests and the server entry use this to replace the configuration. */
export function setConfig(config: Config) {
  globalForConfig.__appConfig = config;
}
