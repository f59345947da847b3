import { z } from 'zod';

const directionSchema = z.enum(['ltr', 'rtl']);

const availableLocaleSchema = z.object({
  code: z.string(),
  name: z.string(),
  direction: directionSchema,
});

export const bootstrapSchema = z.object({
  locale: z.string(),
  available: z.array(availableLocaleSchema),
});

export const localeMessagesSchema = z.object({
  locale: z.string(),
  direction: directionSchema,
  messages: z.record(z.string(), z.unknown()),
});

export type AvailableLocale = z.infer<typeof availableLocaleSchema>;
export type I18nBootstrap = z.infer<typeof bootstrapSchema>;
export type LocaleMessagesResponse = z.infer<typeof localeMessagesSchema>;

/** GET /api/i18n/bootstrap: the server's suggested locale and every locale it serves. */
export async function fetchI18nBootstrap(fetchImpl: typeof fetch = fetch): Promise<I18nBootstrap> {
  const response = await fetchImpl('/api/i18n/bootstrap', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`i18n bootstrap failed: ${response.status}`);
  return bootstrapSchema.parse(await response.json());
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
  return localeMessagesSchema.parse(await response.json());
}
