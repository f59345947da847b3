/** The account's query keys on /profile (a key factory). */
export const profileKeys = {
  me: {
    /** Every user's account: what a change to the account (two-factor off) makes stale. */
    all: ['auth', 'me'] as const,
    /** Keyed by user, so one account never sees another's cached profile. */
    ofUser: (userId: string | undefined) => ['auth', 'me', userId ?? 'anonymous'] as const,
  },
  sessions: ['auth', 'sessions'] as const,
};
