import { addressKey } from './addressKey';

describe('addressKey', () => {
  it('keeps an IPv4 address, unwrapping the IPv4-mapped IPv6 form', () => {
    expect(addressKey({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(addressKey({ ip: '::ffff:203.0.113.9' })).toBe('203.0.113.9');
  });

  it('counts IPv6 per /56, so a host cannot walk its own prefix for fresh counters', () => {
    const one = addressKey({ ip: '2001:db8:1234:5601::1' });
    expect(one).toBe('2001:db8:1234:5600::/56');
    expect(addressKey({ ip: '2001:db8:1234:56ff:ffff::9' })).toBe(one);
    expect(addressKey({ ip: '2001:db8:1234:5700::1' })).not.toBe(one);
  });

  it('passes anything else through (no address: one shared key)', () => {
    expect(addressKey({ ip: undefined })).toBe('');
  });
});
