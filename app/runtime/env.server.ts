import { z } from "zod";

/**
 * Configuration from environment variables, validated once at start (server/start.ts) so a bad
 * value stops the server with a clear message instead of failing later.
 */
/** A per-client limit written "count/seconds" (e.g. "5/600"), as a count and a window in ms. */
const countPerWindow = (fallback: string) =>
  z
    .string()
    .regex(/^\d+\/\d+$/, `must look like "${fallback}" (count/seconds)`)
    .default(fallback)
    .transform((value) => {
      const [count, seconds] = value.split("/").map(Number) as [number, number];
      return { count, windowMs: seconds * 1000 };
    });

/** A period written "30m", "1h", "6h", "1d" (at least a minute), or "off": milliseconds, or null. */
const period = (fallback: string) =>
  z
    .string()
    .regex(/^(?:off|\d+[mhd])$/, `must look like "${fallback}" (minutes, hours or days: 30m, 1h, 1d) or "off"`)
    .default(fallback)
    .transform((value) => {
      if (value === "off") return null;
      const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[value.slice(-1) as "m" | "h" | "d"];
      return Number(value.slice(0, -1)) * unit;
    })
    .refine((ms) => ms === null || ms >= 60_000, "must be at least 1m");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /**
   * Which peers are reverse proxies whose X-Forwarded-For names the visitor (for per-visitor
   * limits): "loopback" (a proxy on the same machine), a comma-separated list of addresses, subnets
   * or "loopback", "linklocal", "uniquelocal", or a number of proxy hops.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(?:\d{1,2}|(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:\/\d{1,3})?)(?:\s*,\s*(?:loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(?:\/\d{1,3})?))*)$/,
      'must be "loopback", addresses or subnets separated by commas, or a number of hops',
    )
    .default("loopback")
    .transform((value): string | number => (/^\d+$/.test(value) ? Number(value) : value)),
  /** The site's public origin, used in canonical URLs, hreflang, sitemap and Open Graph tags. */
  PUBLIC_URL: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ })])
    .optional()
    .transform((url) => url?.replace(/\/+$/, "") || undefined),
  /** Makes /_drills/error throw, to check the error page and monitoring in a deployment. */
  ERROR_DRILL: z
    .enum(["0", "1", "true", "false", ""])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  /** Test-only: serve the named content fixture (see app/catalogue/fixtures.ts) instead of the real content. */
  CONTENT_FIXTURE: z.enum(["", "sparse"]).default(""),
  /** Folder of the embedded SQLite database (used unless DATABASE_URL is set). */
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where snapshots of the database go (app/backup/); unset: DATA_DIR/backups. */
  BACKUP_DIR: z
    .string()
    .optional()
    .transform((dir) => dir || undefined),
  /** How often the server takes a snapshot: "1h", "30m", "1d"… or "off". */
  BACKUP_EVERY: period("1h"),
  /** Snapshots kept: the newest BACKUP_KEEP_LATEST, and the newest of each of the last BACKUP_KEEP_DAILY days. */
  BACKUP_KEEP_LATEST: z.coerce.number().int().min(1).max(10_000).default(48),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(10_000).default(30),
  /** Days a snapshot taken before a purge of personal data may still hold it; then it is emptied there too (decision 0104). */
  BACKUP_FORGET_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** PostgreSQL instead of SQLite, to run several instances: postgres://user:password@host:5432/name */
  DATABASE_URL: z
    .union([z.literal(""), z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" })])
    .optional()
    .transform((url) => url || undefined),
  /** PostgreSQL only: a schema of its own inside that database (created on start). */
  DATABASE_SCHEMA: z
    .union([z.literal(""), z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL identifier")])
    .optional()
    .transform((schema) => schema || undefined),
  /** Key for signing forms and hashing visitors' addresses; generated and kept in the database if unset. */
  FORMS_SECRET: z
    .union([z.literal(""), z.string().min(32, "must be at least 32 characters")])
    .optional()
    .transform((secret) => secret || undefined),
  /** Comments one client may post: "count/seconds". */
  COMMENT_RATE_LIMIT: countPerWindow("5/600"),
  /** A form (comment, contact message) sent sooner than this after its page was rendered is taken for a bot. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** Server-rendered pages kept in memory (app/speed/page-cache.server.ts): "off" renders every request. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** The contact form's emails go to this SMTP server (smtp:// or smtps://user:password@host:port); unset: .eml files in DATA_DIR/mail. */
  SMTP_URL: z
    .union([z.literal(""), z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })])
    .optional()
    .transform((url) => url || undefined),
  /** Where contact messages are sent; unset: the business's email (app/business/). */
  ADMIN_EMAIL: z
    .union([z.literal(""), z.email()])
    .optional()
    .transform((email) => email || undefined),
  /**
   * The sender of the contact emails: "Name <address>" or an address; unset: the business's name
   * and email (app/business/). Without a name, the business's name.
   */
  MAIL_FROM: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+@[^<>\s]+)>|([^<>\s"]+@[^<>\s"]+))\s*$/.exec(value);
      const address = match?.[2] ?? match?.[3];
      if (!match || !address || !z.email().safeParse(address).success) {
        context.addIssue({ code: "custom", message: 'must look like "Name <address@example.com>" or an address' });
        return z.NEVER;
      }
      return { name: match[1]?.trim() || undefined, address };
    }),
  /** Page views one client may record per minute (the collector at POST /analytics/views). */
  PAGE_VIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Contact messages one client may send: "count/seconds". */
  CONTACT_RATE_LIMIT: countPerWindow("10/3600"),
  /** Booking requests one client may send: "count/seconds". */
  BOOKING_RATE_LIMIT: countPerWindow("10/3600"),
  /** Days after a departure's last day the participants' personal data is kept, and its booking pages' links work. */
  PARTICIPANT_DATA_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Posts one client may make on booking pages (participants' forms, requests to cancel): "count/seconds". */
  BOOKING_PAGE_RATE_LIMIT: countPerWindow("30/600"),
  /** Different addresses one client may have the forms' confirmation emails sent to: "count/seconds". */
  CONFIRMATION_ADDRESS_LIMIT: countPerWindow("5/86400"),
  /**
   * Test-only: the business's clock starts at this moment (ISO 8601, e.g. "2027-10-21T09:00:00-03:00")
   * and runs on from there, so a test sees a departure pass without waiting. Unset: the real time.
   */
  TEST_CLOCK: z
    .union([z.literal(""), z.iso.datetime({ offset: true }), z.iso.date()])
    .optional()
    .transform((value) => (value ? Date.parse(value) : undefined)),
});

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_URL"> & { PUBLIC_URL: string };

/** Earlier names of settings, still read when the new name is not set. */
const formerNames: Record<string, string> = { COMMENTS_SECRET: "FORMS_SECRET", COMMENT_MIN_FILL_MS: "FORM_MIN_FILL_MS" };

export function parseEnv(input: Record<string, string | undefined>): Env {
  const source = { ...input };
  for (const [former, name] of Object.entries(formerNames)) source[name] ??= source[former];
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  // Without PUBLIC_URL the site is where it listens: links and emails follow PORT.
  return { ...result.data, PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}` };
}

let cached: Env | undefined;
/** The environment, parsed once per process (the server, a script). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
