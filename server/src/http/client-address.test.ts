import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey (every per-address limit counts under it)', () => {
  it('keeps IPv4 as it is and turns an IPv4-mapped IPv6 address into its IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(addressKey('::ffff:7f00:2')).toBe('127.0.0.2');
  });

  it('groups IPv6 by its /64, however the address is written', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('answers the same for an address asked again, also after more addresses than it remembers', () => {
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    for (let i = 0; i < 10_050; i += 1)
      expect(addressKey(`2001:db8:${(i >> 8).toString(16)}:${(i & 255).toString(16)}::1`)).toMatch(/::\/64$/);
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:5::9')).toBe('2001:db8:0:5::/64');
  });
});
