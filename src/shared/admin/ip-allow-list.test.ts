import { describe, expect, it } from 'vitest';
import { formatIpRange, parseIpEntry } from './ip-allow-list';

describe('parseIpEntry', () => {
  it('reads addresses and CIDR ranges of both families, in one canonical spelling', () => {
    const canonical = (entry: string) => {
      const range = parseIpEntry(entry);
      return range && formatIpRange(range);
    };
    expect(canonical('203.0.113.7')).toBe('203.0.113.7');
    expect(canonical(' 10.0.0.0/8 ')).toBe('10.0.0.0/8');
    expect(canonical('10.0.0.1/32')).toBe('10.0.0.1');
    expect(canonical('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(canonical('2001:db8::/32')).toBe('2001:db8::/32');
    expect(canonical('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(canonical('::ffff:10.0.0.0/104')).toBe('10.0.0.0/8');
    expect(canonical('::/0')).toBe('::/0');
  });

  it('refuses what is neither', () => {
    for (const entry of [
      '',
      'localhost',
      '10.1',
      '0x7f.0.0.1',
      '256.0.0.1',
      '10.0.0.0/33',
      '10.0.0.0/-1',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '2001:db8::/129',
      'fe80::1%eth0',
      '::ffff:10.0.0.0/95',
    ])
      expect(parseIpEntry(entry), entry).toBeNull();
  });
});
