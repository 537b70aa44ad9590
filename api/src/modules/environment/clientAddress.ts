import { BlockList, isIP } from 'node:net';

// Which address is the client's is the routes' business: req.ip, from the hops the app trusts
// (TRUST_PROXY, the loopback gateway by default: platform/app.ts), and the gateway writes X-Forwarded-For
// from its own socket, never passing on a client-written one. Here: whether such an address names a place.

// Addresses that never name a place: private, loopback, link-local, carrier-grade NAT, documentation.
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The address with an IPv4-mapped IPv6 form unwrapped, or null when it is not a public address. */
export function publicAddress(address: string): string | null {
  const plain = MAPPED_V4.exec(address)?.[1] ?? address;
  const family = isIP(plain);
  if (family === 0) return null;
  return NOT_PUBLIC.check(plain, family === 4 ? 'ipv4' : 'ipv6') ? null : plain;
}
