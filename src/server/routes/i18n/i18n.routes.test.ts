import { describe, expect, it } from 'vitest';
import { localeResources } from '../../../shared/i18n/resources';
import { createTestApp } from '../../testing/test-app';

describe('GET /api/i18n/bootstrap', () => {
  it('lists every available locale and defaults to en', async () => {
    const response = await createTestApp().app.request('/api/i18n/bootstrap');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      locale: string;
      available: { code: string; name: string; direction: string }[];
    };
    expect(body.locale).toBe('en');
    expect(body.available).toContainEqual({ code: 'en', name: 'English', direction: 'ltr' });
    expect(body.available.map(({ code }) => code)).toEqual(Object.keys(localeResources));
  });

  it('honours the preferred_locale cookie, then Accept-Language', async () => {
    const { app } = createTestApp();
    const fromHeader = await app.request('/api/i18n/bootstrap', {
      headers: { 'Accept-Language': 'en-GB,fr;q=0.5' },
    });
    expect(((await fromHeader.json()) as { locale: string }).locale).toBe('en');
    const unknownCookie = await app.request('/api/i18n/bootstrap', {
      headers: { Cookie: 'preferred_locale=zz' },
    });
    expect(((await unknownCookie.json()) as { locale: string }).locale).toBe('en');
  });
});

describe('GET /api/i18n/locale/:locale', () => {
  it('returns the messages and direction of a locale', async () => {
    const response = await createTestApp().app.request('/api/i18n/locale/en');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      locale: 'en',
      direction: 'ltr',
      messages: localeResources.en?.messages,
    });
  });

  it.each(['zz', 'constructor', '__proto__', 'EN', 'en..', '%3Cscript%3E'])(
    'answers the unknown locale %j with 404 JSON',
    async (locale) => {
      const response = await createTestApp().app.request(`/api/i18n/locale/${locale}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Unknown locale', code: 'unknown_locale' });
    },
  );
});
