import { describe, expect, it } from "vitest";
import { ipv6Network } from "./client-address.ts";

describe("a visitor's network for the per-visitor limits", () => {
  it("takes an IPv6 address as its /64, however it is written", () => {
    for (const address of ["2001:db8:0:12::7", "2001:0db8:0000:0012:ffff:1:2:3", "2001:DB8:0:12:0:0:0:1", "2001:db8:0:12::1%eth0"]) {
      expect(ipv6Network(address)).toBe("2001:db8:0:12::/64");
    }
    expect(ipv6Network("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipv6Network("::1")).toBe("0:0:0:0::/64");
    expect(ipv6Network("2001:db8:0:13::7")).not.toBe(ipv6Network("2001:db8:0:12::7"));
  });

  it("gives an IPv4 address written as IPv6 back as IPv4", () => {
    expect(ipv6Network("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
});
