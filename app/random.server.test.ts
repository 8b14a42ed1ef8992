import { describe, expect, it } from "vitest";
import { pooledRandomBytes } from "./random.server.ts";

describe("pooledRandomBytes", () => {
  it("hands out each byte once, across refills of the pool", () => {
    const seen = new Set<string>();
    // 16-byte values over several 4 kB blocks: any byte handed out twice would repeat a value.
    for (let i = 0; i < 2000; i++) seen.add(pooledRandomBytes(16).toString("hex"));
    expect(seen.size).toBe(2000);
  });

  it("gives as many bytes as asked, even more than a block", () => {
    expect(pooledRandomBytes(24)).toHaveLength(24);
    expect(pooledRandomBytes(10_000)).toHaveLength(10_000);
  });

  it("is not all zeros (the pool is filled)", () => {
    expect(pooledRandomBytes(64).some((byte) => byte !== 0)).toBe(true);
  });
});
