import { describe, expect, it } from "vitest";
import { pageOf } from "./pages.ts";

const items = Array.from({ length: 45 }, (_, index) => index + 1);

describe("a long list a page at a time", () => {
  it("gives the page the address asks for, with the addresses around it, the other parameters kept", () => {
    const first = pageOf(items, "https://bariloche.example/admin/payments?state=new");
    expect(first).toMatchObject({ page: 1, pages: 3, total: 45, previous: undefined, next: "/admin/payments?state=new&page=2" });
    expect(first.items).toEqual(items.slice(0, 20));
    const last = pageOf(items, "https://bariloche.example/admin/payments?page=3&state=new");
    expect(last).toMatchObject({ page: 3, previous: "/admin/payments?page=2&state=new", next: undefined });
    expect(last.items).toEqual([41, 42, 43, 44, 45]);
    expect(pageOf(items, "https://bariloche.example/admin?trust=2", "trust").previous).toBe("/admin");
  });

  it("reads a page number only in its plain spelling, and beyond the last gives the last", () => {
    for (const asked of ["0", "-1", "0x2", "2e0", "02", "x"])
      expect(pageOf(items, `https://b.example/a?page=${asked}`).page, asked).toBe(1);
    expect(pageOf(items, "https://b.example/a?page=99").page).toBe(3);
    expect(pageOf([], "https://b.example/a?page=5")).toMatchObject({ page: 1, pages: 1, items: [] });
  });
});
