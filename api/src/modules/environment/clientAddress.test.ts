import { publicAddress } from './clientAddress';

// Which hops may name the client's address is Express's `trust proxy` (platform/app.ts, TRUST_PROXY); the
// gateway writes the address from its own socket (gateway/src/data-proxy.test.ts).

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
