import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_WORKER_PATH } from "./messages.ts";

// offline-reading.js is a plain script (loaded as it is, outside the bundles): it cannot import
// messages.ts, so this checks that it speaks the same language.
const script = readFileSync(path.join(import.meta.dirname, "offline-reading.js"), "utf8");

describe("the page's offline script", () => {
  it("registers the service worker the policy allows", () => {
    expect(script).toContain(`const workerPath = "${SERVICE_WORKER_PATH}";`);
  });

  it("sends only messages the worker understands", () => {
    const sent = [...script.matchAll(/type: "([a-z-]+)"/g)].map((match) => match[1]);
    expect(new Set(sent)).toEqual(new Set(["keep-page", "send-kept-forms"]));
  });
});
