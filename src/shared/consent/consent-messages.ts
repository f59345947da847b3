/** Texts and stable codes of the consent and consent-ledger APIs' errors (`{message, code}`). */
export const consentMessages = {
  noConsentSubject:
    'A consent choice needs a signed-in account or a consent session (the cookie-consent-session cookie)',
  malformedConsentSession:
    'The cookie-consent-session cookie is not a consent session id: {site id}_{13-digit epoch ms}_{16 hex}_{8 letters or digits}',
} as const;

export const consentErrorCodes = {
  noConsentSubject: 'no_consent_subject',
  malformedConsentSession: 'malformed_consent_session',
} as const;
