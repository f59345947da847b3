import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultLocale, localeResources } from '../../shared/i18n/resources';
import { negotiateLocale } from '../routes/i18n/negotiate-locale';

/** The caller's language: the preferred_locale cookie the client sets, else Accept-Language, else English. */
export function requestLocale(c: Context): string {
  return negotiateLocale(
    { cookie: getCookie(c, 'preferred_locale'), acceptLanguage: c.req.header('Accept-Language') },
    Object.keys(localeResources),
    defaultLocale,
  );
}
