import { isIPv4, isIPv6 } from "node:net";

/** "203.0.113.7:51234" (an address with a port, as some proxies write it in X-Forwarded-For). */
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
/** "[2001:db8::1]:443", or a bracketed address without a port. */
const BRACKETED_IPV6 = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i;

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const tail = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right];
}

/**
 * The rate-limit key: IPv4 as is, IPv6 by its /64 (a subscriber can pick any address in it), IPv4-mapped as IPv4,
 * without ports (else each connection would get its own key); anything else (from a trusted proxy) kept whole.
 */
export function rateLimitKey(clientAddress: string): string {
  let address = clientAddress.trim();
  address = address.match(IPV4_WITH_PORT)?.[1] ?? address.match(BRACKETED_IPV6)?.[1] ?? address;
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  const prefix = groups.slice(0, 4).map((group) => group.toString(16));
  return `${prefix.join(":")}::/64`;
}

/** TRUST_PROXY as Express takes it: "true"/"false", a hop count, or a list of addresses and presets. */
export function trustProxy(setting: string): boolean | number | string {
  if (setting === "true" || setting === "false") return setting === "true";
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}
