import type { TextDirection } from '../../shared/i18n/resources';
import { isRecord } from '../../shared/is-record';

export interface AvailableLocale {
  code: string;
  name: string;
  direction: TextDirection;
}

export interface I18nBootstrap {
  locale: string;
  available: AvailableLocale[];
}

export interface LocaleMessagesResponse {
  locale: string;
  direction: TextDirection;
  messages: Record<string, unknown>;
}

/*
 * Read without zod: the locale loads before the first render, whose JavaScript holds no zod (its
 * core would cost a tenth of the first load's budget, ADR 034).
 */

const isDirection = (value: unknown): value is TextDirection => value === 'ltr' || value === 'rtl';

function isAvailableLocale(value: unknown): value is AvailableLocale {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.name === 'string' &&
    isDirection(value.direction)
  );
}

export function isI18nBootstrap(value: unknown): value is I18nBootstrap {
  return (
    isRecord(value) &&
    typeof value.locale === 'string' &&
    Array.isArray(value.available) &&
    value.available.every(isAvailableLocale)
  );
}

export function isLocaleMessages(value: unknown): value is LocaleMessagesResponse {
  return (
    isRecord(value) &&
    typeof value.locale === 'string' &&
    isDirection(value.direction) &&
    isRecord(value.messages)
  );
}

/** GET /api/i18n/bootstrap: the server's suggested locale and every locale it serves. */
export async function fetchI18nBootstrap(fetchImpl: typeof fetch = fetch): Promise<I18nBootstrap> {
  const response = await fetchImpl('/api/i18n/bootstrap', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`i18n bootstrap failed: ${response.status}`);
  const body: unknown = await response.json();
  if (!isI18nBootstrap(body)) throw new Error('i18n bootstrap is malformed');
  return body;
}

/** GET /api/i18n/locale/{locale}: one locale's direction and messages. */
export async function fetchLocaleMessages(
  locale: string,
  fetchImpl: typeof fetch = fetch,
): Promise<LocaleMessagesResponse> {
  const response = await fetchImpl(`/api/i18n/locale/${encodeURIComponent(locale)}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`Locale ${locale} failed to load: ${response.status}`);
  const body: unknown = await response.json();
  if (!isLocaleMessages(body)) throw new Error(`Locale ${locale} is malformed`);
  return body;
}
