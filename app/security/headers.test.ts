import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy } from "./headers.ts";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the pages' Content-Security-Policy", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("lets a page with scripts register exactly the service worker and the workspace's lists worker, at the public host, and nothing else", () => {
    vi.stubEnv("PUBLIC_URL", "https://bariloche.example");
    const policy = contentSecurityPolicy(["window.a = 1"], true);
    expect(directive(policy, "worker-src")).toBe("worker-src bariloche.example/sw.js bariloche.example/admin/departures/lists-worker.js");
    expect(directive(policy, "script-src")).toMatch(/^script-src 'sha256-[^']+' 'strict-dynamic'$/);
    expect(policy).not.toMatch(/unsafe-eval|'unsafe-inline' 'strict|script-src[^;]*unsafe-inline/);
  });

  it("allows no worker to a page without scripts, nor to anything else", () => {
    vi.stubEnv("PUBLIC_URL", "https://bariloche.example");
    expect(directive(contentSecurityPolicy([], true), "worker-src")).toBe("worker-src 'none'");
  });
});
