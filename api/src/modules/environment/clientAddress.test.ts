import type { IncomingMessage } from 'node:http';
import { clientAddress, isSecureRequest, publicAddress } from './clientAddress';

const requestFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('the client address', () => {
  it('is the socket’s when no trusted proxy forwards one', () => {
    expect(clientAddress(requestFrom('198.51.100.9'))).toBe('198.51.100.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted (loopback) proxy', () => {
    expect(clientAddress(requestFrom('198.51.100.9', { 'x-forwarded-for': '24.24.24.24' }))).toBe(
      '198.51.100.9',
    );
  });

  it('walks the chain of loopback proxies to the first address none of them is', () => {
    const req = requestFrom('127.0.0.1', { 'x-forwarded-for': '8.8.8.8, 24.24.24.24, 127.0.0.1' });
    expect(clientAddress(req)).toBe('24.24.24.24');
  });

  it('trusts X-Forwarded-Proto from loopback only', () => {
    expect(isSecureRequest(requestFrom('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecureRequest(requestFrom('198.51.100.9', { 'x-forwarded-proto': 'https' }))).toBe(false);
    expect(isSecureRequest(requestFrom('127.0.0.1'))).toBe(false);
  });
});

describe('public addresses', () => {
  it.each(['24.24.24.24', '2804:14c::1'])('keeps %s', (address) => {
    expect(publicAddress(address)).toBe(address);
  });

  it('unwraps an IPv4-mapped IPv6 address', () => {
    expect(publicAddress('::ffff:24.24.24.24')).toBe('24.24.24.24');
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.0.0.1',
    '172.20.1.1',
    '192.168.1.1',
    '100.64.0.1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    'not-an-ip',
    '',
  ])('refuses %j', (address) => {
    expect(publicAddress(address)).toBeNull();
  });
});
