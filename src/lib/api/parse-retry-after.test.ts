import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './parse-retry-after';

const now = Date.parse('2030-05-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('900', now)).toBe(900);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, never negative', () => {
    expect(parseRetryAfter('Wed, 01 May 2030 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Wed, 01 May 2030 11:00:00 GMT', now)).toBe(0);
  });

  it('answers undefined when missing or unreadable', () => {
    for (const header of [null, '', 'soon', '-5', '1.5'])
      expect(parseRetryAfter(header, now)).toBeUndefined();
  });
});
