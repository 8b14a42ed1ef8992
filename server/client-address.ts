import { isIPv6 } from "node:net";
import type { Request } from "express";

/**
 * Who a request comes from, for the per-visitor limits (comments, contact messages, page views,
 * open live streams): its address after the trusted proxies, an IPv6 address taken as its /64
 * network. An IPv6 subscriber is usually given a whole /64 and can send each post from another
 * address in it; counted per address, such a visitor would never reach a limit.
 */
export function clientOf(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? "unknown";
  return isIPv6(address) ? ipv6Network(address) : address;
}

/** `2001:db8:0:12::7` -> `2001:db8:0:12::/64`; an IPv4-mapped address -> the IPv4 address. */
export function ipv6Network(address: string): string {
  const plain = address.split("%")[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  const [left = "", right] = plain.split("::");
  const groups = (part: string) => (part ? part.split(":").flatMap((group) => (group.includes(".") ? ipv4Groups(group) : [group])) : []);
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const all = right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill("0"), ...tail];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

function ipv4Groups(dotted: string): string[] {
  const [a, b, c, d] = dotted.split(".").map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
