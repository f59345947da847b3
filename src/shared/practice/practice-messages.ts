/** Texts and stable codes of the practice, preferences and gallery APIs' errors. */
export const practiceMessages = {
  endedBeforeStart: 'endedAt must be after startedAt',
  sessionTooLong: 'A session may last at most 4 hours',
  sessionInFuture: 'endedAt is in the future',
  sessionTooOld: 'The session is older than 30 days',
  idempotencyConflict: 'This idempotency key was already used for a different request',
  unknownImage: 'Unknown image',
  unknownSoundtrack: 'Unknown soundtrack',
  premiumRequired: 'This content needs a Premium plan',
  assetLinkInvalid: 'This link is not signed or has expired: load the item again',
  assetNotFound: 'Asset not found',
  artworkNotFound: 'Artwork not found',
  invalidCursor: 'Invalid cursor',
  bodyTooLarge: 'The request body is too large',
} as const;

export const practiceErrorCodes = {
  validationFailed: 'validation_failed',
  idempotencyConflict: 'idempotency_conflict',
  premiumRequired: 'premium_required',
  signatureInvalid: 'signature_invalid',
  notFound: 'not_found',
  bodyTooLarge: 'body_too_large',
} as const;
