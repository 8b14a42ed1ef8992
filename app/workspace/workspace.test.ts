import { describe, expect, it } from "vitest";
import { fill } from "./workspace.ts";

describe("the workspace's fill", () => {
  it("writes a number as the workspace's language writes it", () => {
    const counter = "{count} of {max} characters";
    expect(fill(counter, { count: 1200, max: 5000 }, "en")).toBe("1,200 of 5,000 characters");
    expect(fill("{count} de {max} caracteres", { count: 1200, max: 50000 }, "es")).toBe("1200 de 50.000 caracteres");
    expect(fill(counter, { count: "1200", max: "5000" })).toBe("1200 of 5000 characters");
  });
});
