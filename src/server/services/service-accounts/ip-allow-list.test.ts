import { describe, expect, it } from 'vitest';
import { isAddressAllowed } from './ip-allow-list';

describe('isAddressAllowed', () => {
  const list = ['203.0.113.0/24', '198.51.100.7', '2001:db8:ab::/48'];

  it('admits addresses in a listed range, IPv4-mapped callers as IPv4', () => {
    for (const caller of [
      '203.0.113.0',
      '203.0.113.255',
      '198.51.100.7',
      '::ffff:203.0.113.9',
      '2001:db8:ab:ffff::1',
    ])
      expect(isAddressAllowed(list, caller), caller).toBe(true);
  });

  it('refuses other addresses, other families and unknown callers', () => {
    for (const caller of [
      '203.0.114.0',
      '198.51.100.8',
      '2001:db8:ac::1',
      '::ffff:198.51.100.8',
      'unknown',
      '',
    ])
      expect(isAddressAllowed(list, caller), caller).toBe(false);
  });

  it('admits anyone with an empty list', () => {
    expect(isAddressAllowed([], 'unknown')).toBe(true);
  });
});
