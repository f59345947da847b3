/** The window event that opens the consent preferences (spec §2). */
export const SHOW_CONSENT_EVENT = 'show-cookie-consent';

/** Opens the consent preferences from anywhere: a footer link, a blocked-content placeholder. */
export function showConsentSettings(): void {
  window.dispatchEvent(new Event(SHOW_CONSENT_EVENT));
}
