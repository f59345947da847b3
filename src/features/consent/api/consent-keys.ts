/** The consent query keys (a key factory). */
export const consentKeys = {
  /** Per signed-in member (or none, null), so signing in asks again. */
  status: (userId: string | null) => ['consent', 'status', userId] as const,
};
