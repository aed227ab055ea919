import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

// Some proxies write a port in X-Forwarded-For.
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i;

/** IPv6 by its /64 (a subscriber can pick any address in it), IPv4-mapped as IPv4, never with a port. */
export function rateLimitKey(clientAddress: string): string {
  const trimmed = clientAddress.trim();
  const address = trimmed.match(IPV4_WITH_PORT)?.[1] ?? trimmed.match(BRACKETED_IPV6)?.[1] ?? trimmed;
  if (!isIP(address)) return address.toLowerCase();
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${parsed.toNormalizedString().split(":").slice(0, 4).join(":")}::/64`;
}

/** Per client, per window; past `maxClients` the oldest are forgotten, so a flood cannot grow the map. */
export class ClientAllowance {
  private readonly clients = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly allowance: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** In seconds. */
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

/** True for the first `limit` calls in each second. */
export function perSecond(limit: number) {
  const budget = { second: 0, count: 0 };
  return () => {
    const second = Math.floor(Date.now() / 1000);
    if (budget.second !== second) Object.assign(budget, { second, count: 0 });
    return budget.count++ < limit;
  };
}
