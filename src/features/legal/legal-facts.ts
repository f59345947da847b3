/**
 * The facts the legal pages state that are not words: when each was last changed, and where to
 * write. The operator of a Quietline service replaces the address with their own.
 */
export const TERMS_UPDATED = '2026-11-25';
export const PRIVACY_UPDATED = '2026-11-25';
export const LEGAL_CONTACT_EMAIL = 'privacy@quietline.app';
