import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("environment", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.ERROR_DRILL).toBe(false);
  });

  it("normalises the public URL, which follows the port when it is not set", () => {
    expect(parseEnv({ PUBLIC_URL: "https://example.org/" }).PUBLIC_URL).toBe("https://example.org");
    expect(parseEnv({ PORT: "3310" }).PUBLIC_URL).toBe("http://localhost:3310");
    expect(parseEnv({ PORT: "3310", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:3310");
  });

  it("still reads the earlier names of the forms' settings", () => {
    const secret = "s".repeat(32);
    expect(parseEnv({ COMMENTS_SECRET: secret, COMMENT_MIN_FILL_MS: "0" })).toMatchObject({ FORMS_SECRET: secret, FORM_MIN_FILL_MS: 0 });
    expect(parseEnv({ COMMENT_MIN_FILL_MS: "0", FORM_MIN_FILL_MS: "5" }).FORM_MIN_FILL_MS).toBe(5);
  });

  it("keeps pages in memory unless told not to", () => {
    expect(parseEnv({}).PAGE_CACHE).toBe("on");
    expect(parseEnv({ PAGE_CACHE: "off" }).PAGE_CACHE).toBe("off");
    expect(() => parseEnv({ PAGE_CACHE: "maybe" })).toThrow(/PAGE_CACHE/);
  });

  it("uses SQLite under ./data unless a PostgreSQL URL is set, and checks the database settings", () => {
    const env = parseEnv({});
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.COMMENT_RATE_LIMIT).toEqual({ count: 5, windowMs: 600_000 });
    expect(parseEnv({ DATABASE_URL: "postgres://app@db:5432/site" }).DATABASE_URL).toBe("postgres://app@db:5432/site");
    expect(() => parseEnv({ DATABASE_URL: "mysql://db/site" })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => parseEnv({ FORMS_SECRET: "short", COMMENT_RATE_LIMIT: "lots" })).toThrow(/FORMS_SECRET[\s\S]*COMMENT_RATE_LIMIT/);
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
