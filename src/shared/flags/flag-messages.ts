/** Texts and stable codes of the feature-flag API's errors (`{message, code}`). */
export const flagMessages = {
  flagNotFound: 'This feature flag no longer exists',
  keyTaken: 'A feature flag with this key already exists',
} as const;

export const flagErrorCodes = {
  flagNotFound: 'flag_not_found',
  keyTaken: 'flag_key_taken',
} as const;
