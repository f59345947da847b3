/**
 * This site's id in the consent ledger (website_id, spec §7) and the first part of every consent
 * session id (spec §9). A site id of consent-session-id.ts: lowercase letters, digits, '.', '-'.
 */
export const CONSENT_WEBSITE_ID = 'quietline';
