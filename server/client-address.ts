import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** "203.0.113.7:51234" (an address with a port, as some proxies write it in X-Forwarded-For). */
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
/** "[2001:db8::1]:443", or a bracketed address without a port. */
const BRACKETED_IPV6 = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i;

/**
 * The rate-limit key: IPv4 as is, IPv6 by its /64 (a subscriber can pick any address in it), IPv4-mapped as IPv4,
 * without ports (else each connection would get its own key); anything else (from a trusted proxy) kept whole.
 */
export function rateLimitKey(clientAddress: string): string {
  const trimmed = clientAddress.trim();
  const address = trimmed.match(IPV4_WITH_PORT)?.[1] ?? trimmed.match(BRACKETED_IPV6)?.[1] ?? trimmed;
  if (!isIP(address)) return address.toLowerCase();
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
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
