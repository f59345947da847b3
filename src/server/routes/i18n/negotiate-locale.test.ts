import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate-locale';

const available = ['en', 'de', 'pt-BR', 'ar'];

function pick(acceptLanguage?: string, cookie?: string) {
  return negotiateLocale({ acceptLanguage, cookie }, available, 'en');
}

describe('negotiateLocale', () => {
  it('prefers an available cookie over Accept-Language', () => {
    expect(pick('de', 'ar')).toBe('ar');
  });

  it('ignores a cookie naming an unavailable locale', () => {
    expect(pick('de', 'xx')).toBe('de');
  });

  it('orders Accept-Language by q-value', () => {
    expect(pick('fr;q=0.9, de;q=0.5, ar;q=0.8')).toBe('ar');
  });

  it('falls back from a region to its primary subtag', () => {
    expect(pick('en-GB,en;q=0.9')).toBe('en');
    expect(pick('de-AT')).toBe('de');
  });

  it('matches a region exactly, ignoring case', () => {
    expect(pick('pt-br')).toBe('pt-BR');
  });

  it('skips q=0 and malformed entries', () => {
    expect(pick('de;q=0, ;q=1, ar;q=oops, en;q=0.1')).toBe('en');
    expect(pick('de;q=0, ar')).toBe('ar');
  });

  it('uses the default when nothing matches', () => {
    expect(pick('fr, ja;q=0.5')).toBe('en');
    expect(pick(undefined)).toBe('en');
    expect(pick('*')).toBe('en');
  });
});
