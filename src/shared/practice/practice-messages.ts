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
  serverBusy: 'The server is busy saving other drawings: try again in a few seconds',
  galleryFullCount: 'Your gallery is full: it keeps at most {limit} artworks. Delete some to save new ones',
  galleryFullBytes:
    'Your gallery is full: its artworks may take at most {limit} in all. Delete some to save new ones',
  sessionLimit: 'You have saved the most sessions an account may keep ({limit})',
} as const;

/** A message with its `{limit}` filled in. */
export function withLimit(message: string, limit: string): string {
  return message.replace('{limit}', limit);
}

export const practiceErrorCodes = {
  validationFailed: 'validation_failed',
  idempotencyConflict: 'idempotency_conflict',
  premiumRequired: 'premium_required',
  signatureInvalid: 'signature_invalid',
  notFound: 'not_found',
  bodyTooLarge: 'body_too_large',
  serverBusy: 'server_busy',
  /** The member's artworks reached their count or byte quota: deleting some makes room. */
  storageQuotaExceeded: 'storage_quota_exceeded',
  /** The member reached the quota of saved sessions. */
  sessionQuotaExceeded: 'session_quota_exceeded',
} as const;
