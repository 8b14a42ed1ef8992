import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { lineBatcher } from "./request-log.ts";

describe("request log lines", () => {
  it("are written together once per turn of the event loop, each on its own line, in order", async () => {
    const writes: string[] = [];
    const log = lineBatcher((text) => writes.push(text));
    log('{"n":1}');
    log('{"n":2}');
    log('{"n":3}');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    log('{"n":4}');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
  });

  it("are written before the process exits, even when it exits in the same turn", () => {
    const module = JSON.stringify(new URL("./request-log.ts", import.meta.url).href);
    const script = `import { lineBatcher } from ${module}; const log = lineBatcher((text) => process.stdout.write(text)); log("last words"); process.exit(0);`;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    expect(child.stdout).toBe("last words\n");
  });
});
