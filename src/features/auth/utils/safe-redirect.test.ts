import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const origin = 'https://quietline.test';

describe('safeRedirectTarget', () => {
  it.each([
    ['/profile', '/profile'],
    ['/subscribe?plan=yearly', '/subscribe?plan=yearly'],
    ['/practice/gallery#recent', '/practice/gallery#recent'],
    ['/manage/../profile', '/profile'],
  ])('keeps the same-origin path %j', (raw, expected) => {
    expect(safeRedirectTarget(raw, origin)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'profile',
    '//evil.test/x',
    '/\\evil.test',
    'https://evil.test/profile',
    'javascript:alert(1)',
    '/\t/evil.test',
    '/ /evil.test',
    '/\n/evil.test',
  ])('falls back to / for %j', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBe('/');
  });
});
