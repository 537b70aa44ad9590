import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

// The caller's address as a counting key. req.ip is the address the gateway reports (app.ts trusts the
// configured proxy hops only; the gateway writes X-Forwarded-For from its own socket). One IPv6 host gets a
// /64 or more to itself, so IPv6 addresses count per /56: a client cannot walk its own prefix for fresh
// counters.

/** `a.b.c.d`, or the /56 prefix of an IPv6 address (`2001:db8:1200::/56`); '' when there is none. */
export function addressKey(req: Pick<Request, 'ip'>): string {
  const ip = req.ip ?? '';
  if (!ipaddr.isValid(ip)) return ip;
  let parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const bytes = parsed.toByteArray().map((byte, i) => (i < 7 ? byte : 0));
  return `${ipaddr.fromByteArray(bytes).toString()}/56`;
}
