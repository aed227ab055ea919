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

/**
 * Counts what each client does that costs the server (a failed form post's render, a browser's report);
 * one past its allowance is refused until its window ends. Past `maxClients` the oldest are forgotten,
 * so a flood from many addresses cannot grow the map.
 */
export class ClientAllowance {
  private readonly clients = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly allowance: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** Seconds until the client may go on, or 0 when it may now. */
  blockedFor(key: string, now = Date.now()) {
    const entry = this.clients.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.allowance ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  record(key: string, now = Date.now()) {
    const entry = this.clients.get(key);
    if (entry && entry.resetAt > now) return void entry.count++;
    this.clients.delete(key);
    if (this.clients.size >= this.maxClients) this.clients.delete(this.clients.keys().next().value!);
    this.clients.set(key, { count: 1, resetAt: now + this.windowMs });
  }
}

/** Across all clients: true for the first `limit` calls in each second, then false until the next. */
export function perSecond(limit: number) {
  const budget = { second: 0, count: 0 };
  return () => {
    const second = Math.floor(Date.now() / 1000);
    if (budget.second !== second) Object.assign(budget, { second, count: 0 });
    return budget.count++ < limit;
  };
}
