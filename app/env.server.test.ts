import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("environment", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.ERROR_DRILL).toBe(false);
  });

  it("normalises the public URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://example.org/" }).PUBLIC_URL).toBe("https://example.org");
  });

  it("uses SQLite under ./data unless a PostgreSQL URL is set, and checks the database settings", () => {
    const env = parseEnv({});
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.COMMENT_RATE_LIMIT).toEqual({ count: 5, windowMs: 600_000 });
    expect(parseEnv({ DATABASE_URL: "postgres://app@db:5432/site" }).DATABASE_URL).toBe("postgres://app@db:5432/site");
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => parseEnv({ COMMENTS_SECRET: "short", COMMENT_RATE_LIMIT: "lots" })).toThrow(
      /COMMENTS_SECRET[\s\S]*COMMENT_RATE_LIMIT/,
    );
  });

  it("reads which proxies to trust (the loopback by default) and the page-view limit per client", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({}).PAGE_VIEW_RATE_LIMIT).toBe(120);
    expect(parseEnv({ PAGE_VIEW_RATE_LIMIT: "100000" }).PAGE_VIEW_RATE_LIMIT).toBe(100_000);
  });

  it("names every bad value", () => {
    expect(() => parseEnv({ PORT: "eighty", PUBLIC_URL: "ftp://x" })).toThrow(/PORT[\s\S]*PUBLIC_URL/);
  });
});
