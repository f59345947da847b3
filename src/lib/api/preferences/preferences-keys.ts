/**
 * The preferences' query keys (a key factory, as in tkdodo's "Effective React Query Keys"): every
 * screen that shows or saves preferences goes through these, so a save on one is seen on all.
 * Keyed by user, so one account never sees another's cached preferences.
 */
export const preferencesKeys = {
  all: ['preferences'] as const,
  ofUser: (userId: string | undefined) => [...preferencesKeys.all, userId ?? 'anonymous'] as const,
};
