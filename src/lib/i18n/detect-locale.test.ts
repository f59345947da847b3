import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect-locale';

const supported = ['en', 'ar'];
const none = { search: '', cookie: undefined, languages: [] };

describe('detectLocale', () => {
  it('prefers the lang search param over the cookie and the browser', () => {
    expect(detectLocale({ search: '?lang=ar', cookie: 'en', languages: ['en-US'] }, supported, 'en')).toBe(
      'ar',
    );
  });

  it('uses the preferred_locale cookie when there is no lang param', () => {
    expect(detectLocale({ search: '?x=1', cookie: 'ar', languages: ['en-US'] }, supported, 'en')).toBe('ar');
  });

  it('falls back to the browser languages, matching by base language', () => {
    expect(detectLocale({ ...none, languages: ['fr-FR', 'ar-EG'] }, supported, 'en')).toBe('ar');
  });

  it('skips unsupported candidates', () => {
    expect(detectLocale({ search: '?lang=xx', cookie: 'zz', languages: ['ar'] }, supported, 'en')).toBe('ar');
  });

  it('falls back to English when nothing matches', () => {
    expect(detectLocale({ ...none, languages: ['de'] }, supported, 'en')).toBe('en');
    expect(detectLocale(none, supported, 'en')).toBe('en');
  });

  it('ignores case', () => {
    expect(detectLocale({ ...none, search: '?lang=AR' }, supported, 'en')).toBe('ar');
  });
});
