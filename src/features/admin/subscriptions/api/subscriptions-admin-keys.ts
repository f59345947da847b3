/** The query keys of /manage/subscriptions (a key factory): a change to plans or trials refreshes `all`. */
export const subscriptionsAdminKeys = {
  all: ['admin', 'subscriptions'] as const,
  plans: () => [...subscriptionsAdminKeys.all, 'plans'] as const,
  freeTrials: () => [...subscriptionsAdminKeys.all, 'free-trials'] as const,
};
