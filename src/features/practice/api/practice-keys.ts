/** The query keys of the practice dashboard (a key factory). */
export const practiceKeys = {
  all: ['practice'] as const,
  /** Days are counted in the member's time zone, so each zone has its own figures. */
  summary: (timeZone: string) => [...practiceKeys.all, 'summary', timeZone] as const,
};
