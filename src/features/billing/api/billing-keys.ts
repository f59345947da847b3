/** The billing query keys (a key factory). */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  /** Every member's subscription sits under this key: each change invalidates it. */
  subscriptions: () => [...billingKeys.all, 'subscription'] as const,
  /** Keyed by user, so one account never sees another's cached plan. */
  subscription: (userId: string | undefined) =>
    [...billingKeys.subscriptions(), userId ?? 'anonymous'] as const,
  localCheckout: (sessionId: string) => [...billingKeys.all, 'local', 'checkout', sessionId] as const,
  localPortal: (sessionId: string) => [...billingKeys.all, 'local', 'portal', sessionId] as const,
};
