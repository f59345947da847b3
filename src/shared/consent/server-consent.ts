import { z } from 'zod';

/** `GET /api/consent/me` → the stored cookie-consent status: true, false, or null when none is stored. */
export const consentStatusSchema = z.object({ status: z.boolean().nullable() });
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/**
 * `POST /api/consent` (204): stores the caller's cookie-consent status — for the signed-in
 * account, else for the consent session of the `cookie-consent-session` cookie. null forgets it.
 */
export const setConsentRequestSchema = z.strictObject({
  consentType: z.literal('cookie'),
  status: z.boolean().nullable(),
});
export type SetConsentRequest = z.infer<typeof setConsentRequestSchema>;
