import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, TimeZoneSchema } from './time-zone';

describe('TimeZoneSchema', () => {
  it('accepts IANA zones and reads them canonically', () => {
    expect(TimeZoneSchema.parse('Europe/Berlin')).toBe('Europe/Berlin');
    expect(TimeZoneSchema.parse('europe/berlin')).toBe('Europe/Berlin');
    expect(TimeZoneSchema.parse('UTC')).toBe('UTC');
    expect(TimeZoneSchema.parse('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
    expect(TimeZoneSchema.parse('Etc/GMT+5')).toBe('Etc/GMT+5');
  });

  it('refuses offsets, unknown names and odd input', () => {
    for (const value of [
      '+01:00',
      'GMT+2',
      'Mars/Olympus',
      '',
      '../etc/passwd',
      'Europe/Berlin ',
      'x'.repeat(65),
    ]) {
      expect(canonicalTimeZone(value)).toBeUndefined();
      expect(TimeZoneSchema.safeParse(value).success).toBe(false);
    }
    expect(TimeZoneSchema.safeParse(60).success).toBe(false);
  });
});
