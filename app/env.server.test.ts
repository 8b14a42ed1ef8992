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

  it("names every bad value", () => {
    expect(() => parseEnv({ PORT: "eighty", PUBLIC_URL: "ftp://x" })).toThrow(/PORT[\s\S]*PUBLIC_URL/);
  });
});
