import { z } from "zod";

/**
 * Configuration from environment variables, validated once at start (server/start.ts) so a bad
 * value stops the server with a clear message instead of failing later.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The site's public origin, used in canonical URLs, hreflang, sitemap and Open Graph tags. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Makes /_drills/error throw, to check the error page and monitoring in a deployment. */
  ERROR_DRILL: z
    .enum(["0", "1", "true", "false", ""])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  /** Test-only: serve the named content fixture (see app/content/fixtures.ts) instead of the real content. */
  CONTENT_FIXTURE: z.enum(["", "sparse"]).default(""),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
