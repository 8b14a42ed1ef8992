import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../app/security/headers.ts";
import { gradeOf, scoreResponse } from "./score.ts";

const origin = "https://example.org";
const html = `<html><head><script type="module" src="/assets/entry.js"></script></head></html>`;
const secure = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": contentSecurityPolicy(["window.a = 1"], true),
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

describe("Observatory score", () => {
  it("gives the site's own headers an A+", () => {
    const result = scoreResponse(secure, html, origin);
    expect(result.grade).toBe("A+");
    expect(result.score).toBeGreaterThanOrEqual(100);
  });

  it("penalises a missing CSP, HSTS and nosniff", () => {
    const result = scoreResponse({ "content-type": "text/html" }, html, origin);
    expect(result.tests.find((test) => test.test === "content-security-policy")?.modifier).toBe(-25);
    expect(result.score).toBe(100 - 25 - 20 - 5 - 20);
    expect(result.grade).toBe("D");
  });

  it("treats inline scripts without nonce as unsafe", () => {
    const result = scoreResponse(
      { ...secure, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'" },
      html,
      origin,
    );
    expect(result.tests[0]!.result).toBe("csp-implemented-with-unsafe-inline");
  });

  it("penalises insecure cookies and short HSTS", () => {
    const result = scoreResponse(
      { ...secure, "set-cookie": ["lang=es; Path=/"], "strict-transport-security": "max-age=300" },
      html,
      origin,
    );
    expect(result.tests.find((test) => test.test === "cookies")?.modifier).toBe(-20);
    expect(result.tests.find((test) => test.test === "strict-transport-security")?.modifier).toBe(-10);
  });

  it("grades like the Observatory", () => {
    expect(gradeOf(135)).toBe("A+");
    expect(gradeOf(90)).toBe("A");
    expect(gradeOf(20)).toBe("F");
  });
});
