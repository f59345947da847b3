import { describe, expect, it } from 'vitest';
import { localeCookieString, readCookie } from './locale-cookie';

describe('locale cookie', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; preferred_locale=ar; b=2', 'preferred_locale')).toBe('ar');
    expect(readCookie('a=1', 'preferred_locale')).toBeUndefined();
    expect(readCookie('', 'preferred_locale')).toBeUndefined();
  });

  it('stores the locale for one year on the whole site, SameSite Lax', () => {
    expect(localeCookieString('ar')).toBe('preferred_locale=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
