/** Who may open an area (spec §2 and §6): canManageUsers is admin only; content is admin or editor. */
export type AreaAccess = 'canManageUsers' | 'canManageContent';

export interface ConsoleArea {
  path: string;
  /** The `pages.*` block whose title and one-line body describe the area. */
  pageKey:
    | 'manageUsers'
    | 'manageServiceAccounts'
    | 'manageTracingOptions'
    | 'manageMessaging'
    | 'manageSubscriptions'
    | 'manageFeatureFlags';
  access: AreaAccess;
}

/** The /manage areas in the order the console shows them. */
export const consoleAreas: readonly ConsoleArea[] = [
  { path: '/manage/users', pageKey: 'manageUsers', access: 'canManageUsers' },
  { path: '/manage/service-accounts', pageKey: 'manageServiceAccounts', access: 'canManageUsers' },
  { path: '/manage/tracing-options', pageKey: 'manageTracingOptions', access: 'canManageContent' },
  { path: '/manage/transactional-messaging', pageKey: 'manageMessaging', access: 'canManageContent' },
  { path: '/manage/subscriptions', pageKey: 'manageSubscriptions', access: 'canManageContent' },
  { path: '/manage/feature-flags', pageKey: 'manageFeatureFlags', access: 'canManageContent' },
];
