import { describe, expect, it } from 'vitest';
import { en } from './en';
import { localeResources } from './resources';
import { flattenMessages, isPluralKey, pluralBase } from './testing/flatten-messages';

const english = new Map(flattenMessages(en));
const englishPluralBases = new Set([...english.keys()].filter(isPluralKey).map(pluralBase));
const translated = Object.entries(localeResources).filter(([code]) => code !== 'en');

/** `{{count, number}}` and `{{name}}` as written, format included. */
const placeholders = (text: string) => new Set(text.match(/{{[^}]*}}/g) ?? []);

/** The keys a locale must have: English's, with each plural key in the locale's own CLDR forms. */
function expectedKeys(locale: string): string[] {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (!isPluralKey(key)) keys.add(key);
    else for (const form of forms) keys.add(`${pluralBase(key)}_${form}`);
  }
  return [...keys].sort();
}

/** Every placeholder English uses in any form of a key. */
function englishPlaceholders(key: string): Set<string> {
  if (!isPluralKey(key)) return placeholders(english.get(key) ?? '');
  const base = pluralBase(key);
  return new Set(
    [...english]
      .filter(([other]) => isPluralKey(other) && pluralBase(other) === base)
      .flatMap(([, text]) => [...placeholders(text)]),
  );
}

describe('locale messages', () => {
  it('ships at least five locales, one of them right to left', () => {
    const codes = Object.keys(localeResources);
    expect(codes.length).toBeGreaterThanOrEqual(5);
    expect(codes).toEqual(expect.arrayContaining(['en', 'ar', 'es', 'fr', 'de']));
    expect(Object.values(localeResources).some(({ direction }) => direction === 'rtl')).toBe(true);
    expect(englishPluralBases.size).toBeGreaterThan(0);
  });

  describe.each(translated)('%s', (locale, resource) => {
    const messages = new Map(flattenMessages(resource.messages));

    it('has every key of English and no other, plurals in its own CLDR forms', () => {
      const keys = [...messages.keys()].sort();
      const expected = expectedKeys(locale);
      expect(
        expected.filter((key) => !messages.has(key)),
        'missing keys',
      ).toEqual([]);
      expect(
        keys.filter((key) => !expected.includes(key)),
        'extra keys',
      ).toEqual([]);
    });

    it('keeps the placeholders of English and leaves no message empty', () => {
      for (const [key, text] of messages) {
        expect(text.trim(), `${locale} ${key} is empty`).not.toBe('');
        const allowed = englishPlaceholders(key);
        const used = placeholders(text);
        for (const placeholder of used) {
          expect(allowed.has(placeholder), `${locale} ${key} has ${placeholder}`).toBe(true);
        }
        // A plural form may leave the count out ("يوم" is one day); anything else keeps them all.
        if (!isPluralKey(key)) expect([...used].sort(), `${locale} ${key}`).toEqual([...allowed].sort());
      }
    });

    it('is a translation, not a copy of English', () => {
      const same = [...messages].filter(([key, text]) => english.get(key) === text);
      // Names (Quietline, PNG, Premium, Pro) and symbols read the same in every language.
      expect(same.length / messages.size).toBeLessThan(0.05);
    });
  });
});
