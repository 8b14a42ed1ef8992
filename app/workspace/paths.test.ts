import { describe, expect, it } from "vitest";
import { isWorkspacePath, routedPath } from "../site/pages.ts";
import { loggablePath, plainId, workspaceTarget } from "./paths.ts";

describe("workspace paths", () => {
  it("are decided on the path the router matches: any letter case, percent-encoded, a data request", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/team",
      "/ADMIN/team",
      "/Admin/team.data",
      "/%61dmin/messages",
      "/%41DMIN/history",
      "/admin.data",
      "/admin/_.data",
      "/admin/requests/events",
    ]) {
      expect(isWorkspacePath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/en",
      "/administration",
      "/adminx/team",
      "/en/admin",
      "/admin%2Fteam",
      "/%2561dmin/team",
      "/%E0%A4%A/admin",
      "/_.data",
    ]) {
      expect(isWorkspacePath(path), path).toBe(false);
    }
    expect(routedPath("/Admin/Team.data")).toBe("/admin/team");
    expect(routedPath("/_.data")).toBe("/");
    // A malformed encoding is matched as it is, as the router does.
    expect(routedPath("/admin/%E0%A4%A")).toBe("/admin/%e0%a4%a");
  });

  it("are logged without an invitation's secret, whatever its spelling", () => {
    const secret = "q".repeat(43);
    for (const path of [
      `/admin/invitation/${secret}`,
      `/ADMIN/Invitation/${secret}`,
      `/%61dmin/invitation/${secret}.data`,
      `/admin/%69nvitation/${secret}`,
    ]) {
      expect(loggablePath(path), path).toBe("/admin/invitation/:secret");
    }
    expect(loggablePath("/admin/team")).toBe("/admin/team");
    expect(loggablePath("/en/bautismo")).toBe("/en/bautismo");
  });

  it("send the language switch back only to a workspace path on this origin, as a valid Location", () => {
    const base = "https://bariloche.example/admin/language/es?to=x";
    expect(workspaceTarget("/admin/team", base)).toBe("/admin/team");
    expect(workspaceTarget("/admin/requests?status=new", base)).toBe("/admin/requests?status=new");
    for (const hostile of ["/admin/\n", "/admin/\r\nSet-Cookie: x=1", "/admin/\0", "/admin/\uFFFD", "/admin/\u2028x"]) {
      const target = workspaceTarget(hostile, base);
      expect(target.startsWith("/admin/"), JSON.stringify(hostile)).toBe(true);
      expect(() => new Headers({ Location: target }), JSON.stringify(hostile)).not.toThrow();
      expect(target).not.toMatch(/[\0-\x1f\x7f-\uffff]/);
    }
    for (const elsewhere of [
      null,
      "",
      "admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "https://evil.example/admin",
      "/en/about",
      "/admin/../en",
      "javascript:alert(1)",
    ]) {
      expect(workspaceTarget(elsewhere, base), String(elsewhere)).toBe("/admin");
    }
  });

  it("read a record's id from an address only in its plain spelling", () => {
    expect(plainId("7")).toBe(7);
    expect(plainId("1000")).toBe(1000);
    for (const other of ["0x7", "1e0", "07", "0", "-1", " 7", "7 ", "7.0", "+7", "", null, undefined, "9".repeat(16)]) {
      expect(plainId(other), String(other)).toBeUndefined();
    }
  });
});
