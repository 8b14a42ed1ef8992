/**
 * The Mozilla HTTP Observatory's header tests and their score modifiers (its published scoring
 * table), applied to one response. The score starts at 100; bonuses count only once the score is
 * at least 90, as the Observatory does. A+ is 100 or more.
 */
export type Headers = Record<string, string | string[] | undefined>;

type TestResult = { test: string; result: string; modifier: number };

export type Score = { score: number; grade: string; tests: TestResult[] };

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, values);
  }
  return directives;
}

function cspTest(headers: Headers): TestResult {
  const test = "content-security-policy";
  const policy = header(headers, "content-security-policy");
  if (!policy) return { test, result: "csp-not-implemented", modifier: -25 };
  const csp = parseCsp(policy);
  const source = (name: string) => csp.get(name) ?? csp.get("default-src") ?? [];
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  const styles = source("style-src");
  if (!scripts && !csp.has("default-src")) return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  const scriptSources = scripts ?? [];
  const strictDynamic = scriptSources.includes("'strict-dynamic'");
  const hasNonceOrHash = scriptSources.some((value) => /^'(nonce|sha(256|384|512))-/.test(value));
  const unsafeInlineScript =
    (scriptSources.includes("'unsafe-inline'") && !hasNonceOrHash) ||
    (scriptSources.some((value) => value === "*" || value === "http:" || value === "https:" || value === "data:") && !strictDynamic);
  if (unsafeInlineScript) return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (scriptSources.includes("'unsafe-eval'")) return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (!csp.has("object-src") && !(csp.get("default-src") ?? []).includes("'none'")) {
    return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  }
  const insecure = [...csp.values()].flat().some((value) => value.startsWith("http:"));
  if (insecure) return { test, result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (styles.includes("'unsafe-inline'")) {
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  }
  const defaultNone = (csp.get("default-src") ?? []).join(" ") === "'none'";
  return defaultNone
    ? { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 }
    : { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function cookiesTest(headers: Headers): TestResult {
  const test = "cookies";
  const raw = headers["set-cookie"];
  const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  if (cookies.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  const attributes = (cookie: string) =>
    cookie
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
  if (cookies.some((cookie) => !attributes(cookie).includes("secure"))) {
    return { test, result: "cookies-without-secure-flag", modifier: -20 };
  }
  if (cookies.every((cookie) => attributes(cookie).some((attribute) => attribute.startsWith("samesite=")))) {
    return { test, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 };
  }
  return { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function corsTest(headers: Headers): TestResult {
  const test = "cross-origin-resource-sharing";
  const origin = header(headers, "access-control-allow-origin");
  if (origin === "*" && header(headers, "access-control-allow-credentials") === "true") {
    return { test, result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
  }
  return {
    test,
    result: origin ? "cross-origin-resource-sharing-implemented-with-public-access" : "cross-origin-resource-sharing-not-implemented",
    modifier: 0,
  };
}

function referrerTest(headers: Headers): TestResult {
  const test = "referrer-policy";
  const policy = header(headers, "referrer-policy")
    ?.split(",")
    .map((value) => value.trim().toLowerCase())
    .at(-1);
  if (!policy) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(policy)) {
    return { test, result: "referrer-policy-private", modifier: 5 };
  }
  if (["origin", "origin-when-cross-origin", "no-referrer-when-downgrade"].includes(policy)) {
    return { test, result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
  }
  return { test, result: "referrer-policy-unsafe", modifier: -5 };
}

function hstsTest(headers: Headers): TestResult {
  const test = "strict-transport-security";
  const value = header(headers, "strict-transport-security");
  if (!value) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? "NaN");
  if (!Number.isFinite(maxAge)) return { test, result: "hsts-header-invalid", modifier: -20 };
  if (maxAge < 15_768_000) return { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  return { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

function sriTest(headers: Headers, html: string | undefined, origin: string): TestResult {
  const test = "subresource-integrity";
  if (!html || !(header(headers, "content-type") ?? "").includes("text/html")) {
    return { test, result: "sri-not-implemented-response-not-html", modifier: 0 };
  }
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((match) => ({
    src: match[1]!,
    integrity: /\bintegrity="/.test(match[0]),
  }));
  const external = sources.filter(({ src }) => /^(https?:)?\/\//.test(src) && !src.startsWith(origin));
  if (sources.length === 0) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  if (external.length === 0) return { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  if (external.every((script) => script.integrity && script.src.startsWith("https:"))) {
    return { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 };
  }
  return { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function nosniffTest(headers: Headers): TestResult {
  const test = "x-content-type-options";
  return header(headers, "x-content-type-options")?.toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-not-implemented", modifier: -5 };
}

function frameTest(headers: Headers): TestResult {
  const test = "x-frame-options";
  const csp = parseCsp(header(headers, "content-security-policy") ?? "");
  const ancestors = csp.get("frame-ancestors");
  if (ancestors && (ancestors.includes("'none'") || ancestors.includes("'self'"))) {
    return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  }
  const xfo = header(headers, "x-frame-options")?.toLowerCase();
  if (xfo === "deny" || xfo === "sameorigin") return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test, result: "x-frame-options-not-implemented", modifier: -20 };
}

function corpTest(headers: Headers): TestResult {
  const test = "cross-origin-resource-policy";
  const corp = header(headers, "cross-origin-resource-policy")?.toLowerCase();
  if (!corp) return { test, result: "corp-not-implemented", modifier: 0 };
  if (corp === "same-origin" || corp === "same-site") return { test, result: `corp-implemented-with-${corp}`, modifier: 0 };
  return { test, result: "corp-implemented-with-cross-origin", modifier: 0 };
}

export function gradeOf(score: number): string {
  const grades: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return grades.find(([minimum]) => score >= minimum)?.[1] ?? "F";
}

/** Scores one HTTPS response (its headers and, for HTML, its body). */
export function scoreResponse(headers: Headers, html: string | undefined, origin: string): Score {
  const tests = [
    cspTest(headers),
    cookiesTest(headers),
    corsTest(headers),
    referrerTest(headers),
    hstsTest(headers),
    sriTest(headers, html, origin),
    nosniffTest(headers),
    frameTest(headers),
    corpTest(headers),
  ];
  const penalties = tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 100);
  const bonuses = tests.reduce((sum, test) => sum + Math.max(0, test.modifier), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  return { score, grade: gradeOf(score), tests };
}
