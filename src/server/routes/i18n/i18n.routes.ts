import { Hono } from 'hono';
import { localeResources } from '../../../shared/i18n/resources';
import { ApiError } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requestLocale } from '../../http/request-locale';

const localeTag = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** GET /api/i18n/bootstrap and /api/i18n/locale/:locale — the client's translations. */
export const i18nRoutes = new Hono<AppEnv>()
  .get('/bootstrap', (c) => {
    const available = Object.entries(localeResources).map(([code, { name, direction }]) => ({
      code,
      name,
      direction,
    }));
    const locale = requestLocale(c);
    // The answer depends on the cookie and Accept-Language, so no shared cache may keep it.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie, Accept-Language');
    return c.json({ locale, available });
  })
  .get('/locale/:locale', (c) => {
    const locale = c.req.param('locale');
    // hasOwn: a name like "constructor" must not reach Object.prototype.
    const resource =
      localeTag.test(locale) && Object.hasOwn(localeResources, locale) ? localeResources[locale] : undefined;
    if (resource === undefined) throw new ApiError(404, 'Unknown locale', 'unknown_locale');
    return c.json({ locale, direction: resource.direction, messages: resource.messages });
  });
