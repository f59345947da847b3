/** The sign-in screens' query keys (a key factory). */
export const authKeys = {
  oauthProviders: ['auth', 'oauth-providers'] as const,
};
