import { describe, expect, it } from 'vitest';
import { ar } from '../../shared/i18n/ar';
import { en } from '../../shared/i18n/en';
import { localeResources } from '../../shared/i18n/resources';
import { flattenMessages, pluralCategories, pluralBase } from '../../shared/i18n/testing/flatten-messages';
import { createI18n } from './create-i18n';

const categories = pluralCategories;
const pluralSuffix = new RegExp(`_(${categories.join('|')})$`);

/**
 * Messages that interpolate `count` without counting things: "Digit 1 of 6" names a position in
 * the code, so no word in it agrees with the number.
 */
const notCounts = new Set(['twoFactor.digitLabel']);

const enMessages = new Map(flattenMessages(en));
const arMessages = new Map(flattenMessages(ar));
const pluralBases = [...new Set([...enMessages.keys()].filter((key) => pluralSuffix.test(key)))].map(
  pluralBase,
);
/** The message as i18next fills it: `{{count}}` as is, `{{count, number}}` through Intl in the locale. */
const fill = (text: string | undefined, count: number, locale: string) =>
  text
    ?.replaceAll('{{count}}', String(count))
    .replaceAll('{{count, number}}', new Intl.NumberFormat(locale).format(count));

describe('plural messages', () => {
  it('makes every English message with a count a plural key with _one and _other', () => {
    const counted = [...enMessages].filter(([key, text]) => text.includes('{{count') && !notCounts.has(key));
    expect(counted.length).toBeGreaterThan(0);
    for (const [key] of counted) {
      expect(key, `${key} should be a plural key`).toMatch(/_(one|other)$/);
      const base = key.replace(pluralSuffix, '');
      expect(enMessages.has(`${base}_one`), `${base}_one`).toBe(true);
      expect(enMessages.has(`${base}_other`), `${base}_other`).toBe(true);
    }
  });

  it('gives every plural key all six Arabic forms and no unsuffixed twin', () => {
    expect(pluralBases).toEqual(expect.arrayContaining(['practice.daysUnit', 'draw.importedSkipped']));
    for (const base of pluralBases) {
      for (const category of categories) {
        expect(arMessages.has(`${base}_${category}`), `ar ${base}_${category}`).toBe(true);
      }
      expect(enMessages.has(base), `en ${base}`).toBe(false);
      expect(arMessages.has(base), `ar ${base}`).toBe(false);
    }
  });

  it('resolves each count to its CLDR form through i18next', async () => {
    const i18n = createI18n(en);
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
    const arRules = new Intl.PluralRules('ar');
    const enRules = new Intl.PluralRules('en');
    for (const base of pluralBases) {
      await i18n.changeLanguage('ar');
      for (const count of [0, 1, 2, 3, 11, 100]) {
        const expected = fill(arMessages.get(`${base}_${arRules.select(count)}`), count, 'ar');
        expect(i18n.t(base as never, { count }), `ar ${base} ${count}`).toBe(expected);
      }
      await i18n.changeLanguage('en');
      for (const count of [1, 2]) {
        const expected = fill(enMessages.get(`${base}_${enRules.select(count)}`), count, 'en');
        expect(i18n.t(base as never, { count }), `en ${base} ${count}`).toBe(expected);
      }
    }
  });

  it.each(Object.keys(localeResources).filter((locale) => locale !== 'en' && locale !== 'ar'))(
    'resolves each count to its %s CLDR form through i18next, a million included',
    async (locale) => {
      const i18n = createI18n();
      i18n.addResourceBundle(locale, 'translation', localeResources[locale]!.messages, true, true);
      await i18n.changeLanguage(locale);
      const messages = new Map(flattenMessages(localeResources[locale]!.messages));
      const rules = new Intl.PluralRules(locale);
      for (const base of pluralBases) {
        for (const count of [0, 1, 2, 5, 1_000_000]) {
          const expected = fill(messages.get(`${base}_${rules.select(count)}`), count, locale);
          expect(i18n.t(base as never, { count }), `${locale} ${base} ${count}`).toBe(expected);
        }
      }
    },
  );

  it('agrees in both languages, e.g. the streak unit and an import that skipped strokes', async () => {
    const i18n = createI18n(en);
    i18n.addResourceBundle('ar', 'translation', ar, true, true);
    expect(i18n.t('practice.daysUnit', { count: 1 })).toBe('day');
    expect(i18n.t('practice.daysUnit', { count: 2 })).toBe('days');
    expect(i18n.t('draw.importedSkipped', { count: 1 })).toBe(
      'Drawing imported; 1 unreadable stroke was left out',
    );
    await i18n.changeLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('practice.daysUnit', { count }))).toEqual([
      'يوم',
      'يوم',
      'يومان',
      'أيام',
      'يومًا',
      'يوم',
    ]);
    expect(i18n.t('auth.login.rateLimitedMinutes', { count: 15 })).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد 15 دقيقة.',
    );
  });
});
