/** The query keys of /manage/feature-flags (a key factory). */
export const featureFlagsKeys = {
  all: ['admin', 'feature-flags'] as const,
};
