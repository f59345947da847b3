import { describe, expect, it } from 'vitest';
import { choiceOf } from './consent-choice';
import { consentCookieString, deletedCookieString, parseStoredConsent } from './consent-cookie';

const DAY_MS = 24 * 60 * 60 * 1000;
const madeAt = Date.parse('2026-03-01T12:00:00.000Z');
const choice = choiceOf({ analytics: true, social: false, advertising: true }, new Date(madeAt));
const stored = JSON.stringify(choice);

describe('parseStoredConsent', () => {
  it('reads a stored choice within its days', () => {
    expect(parseStoredConsent(stored, madeAt + 364 * DAY_MS, 365)).toEqual({ state: 'stored', choice });
  });

  it('expires a choice once the configured days have passed since it was made', () => {
    expect(parseStoredConsent(stored, madeAt + 365 * DAY_MS, 365)).toEqual({ state: 'expired' });
    expect(parseStoredConsent(stored, madeAt + 2 * DAY_MS, 1)).toEqual({ state: 'expired' });
    expect(parseStoredConsent(stored, madeAt + DAY_MS - 1, 1).state).toBe('stored');
  });

  it('counts from the newest timestamp', () => {
    const mixed = {
      ...choice,
      social: { consented: true, timestamp: new Date(madeAt + 10 * DAY_MS).toISOString() },
    };
    expect(parseStoredConsent(JSON.stringify(mixed), madeAt + 370 * DAY_MS, 365).state).toBe('stored');
  });

  it('keeps a choice whose timestamps are all invalid (its status reads Invalid date)', () => {
    const invalid = {
      analytics: { consented: true, timestamp: 'soon' },
      social: { consented: false, timestamp: '' },
      advertising: { consented: false, timestamp: 'never' },
    };
    expect(parseStoredConsent(JSON.stringify(invalid), madeAt, 365)).toEqual({
      state: 'stored',
      choice: invalid,
    });
  });

  it('treats a missing, unreadable or misshapen cookie as no choice', () => {
    expect(parseStoredConsent(undefined, madeAt, 365)).toEqual({ state: 'none' });
    expect(parseStoredConsent('{not json', madeAt, 365)).toEqual({ state: 'none' });
    expect(parseStoredConsent('true', madeAt, 365)).toEqual({ state: 'none' });
    expect(parseStoredConsent(JSON.stringify({ analytics: true }), madeAt, 365)).toEqual({ state: 'none' });
  });
});

describe('consentCookieString', () => {
  it('stores the choice as JSON for the configured days at path / with SameSite Lax', () => {
    const text = consentCookieString(choice, 365, false);
    expect(text).toBe(`cookie-consent=${encodeURIComponent(stored)}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(consentCookieString(choice, 1, true)).toMatch(/; Max-Age=86400; Path=\/; SameSite=Lax; Secure$/);
  });

  it('deletes with the same path', () => {
    expect(deletedCookieString('cookie-consent')).toBe('cookie-consent=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
