import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

// The api runs behind the gateway on the same machine, which appends the client's address to
// X-Forwarded-For. Hops on loopback are trusted (as the gateway itself trusts its load balancer), so
// the address is the nearest one no trusted proxy vouches for; a client cannot forge it from outside.

const trustLoopback = proxyAddr.compile('loopback');

/** The client's address as a trusted chain of proxies reports it. */
export function clientAddress(req: IncomingMessage): string {
  return proxyAddr(req, trustLoopback);
}

/** HTTPS at the client's end: a TLS socket, or a trusted proxy saying so in X-Forwarded-Proto. */
export function isSecureRequest(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const peer = req.socket.remoteAddress ?? '';
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return trustLoopback(peer, 0) && first === 'https';
}

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
