/** Who may open an area (spec §2 and §6): canManageUsers is admin only; content is admin or editor. */
export type AreaAccess = 'canManageUsers' | 'canManageContent';

/** A live figure of GET /api/admin/overview shown on an area's card. */
export type AreaFigure = 'members' | 'activeSubscriptions' | 'messages';

export interface ConsoleArea {
  path: string;
  /** The i18n block whose title and one-line body describe the area. */
  i18nKey:
    | 'pages.manageUsers'
    | 'pages.manageServiceAccounts'
    | 'pages.manageTracingOptions'
    | 'pages.manageMessaging'
    | 'pages.manageSubscriptions'
    | 'pages.manageFeatureFlags'
    | 'adminConsole.audit'
    | 'admin.consents';
  access: AreaAccess;
  figure?: AreaFigure;
}

/** The /manage areas in the order the console shows them. */
export const consoleAreas: readonly ConsoleArea[] = [
  { path: '/manage/users', i18nKey: 'pages.manageUsers', access: 'canManageUsers', figure: 'members' },
  { path: '/manage/service-accounts', i18nKey: 'pages.manageServiceAccounts', access: 'canManageUsers' },
  { path: '/manage/tracing-options', i18nKey: 'pages.manageTracingOptions', access: 'canManageContent' },
  {
    path: '/manage/transactional-messaging',
    i18nKey: 'pages.manageMessaging',
    access: 'canManageContent',
    figure: 'messages',
  },
  {
    path: '/manage/subscriptions',
    i18nKey: 'pages.manageSubscriptions',
    access: 'canManageContent',
    figure: 'activeSubscriptions',
  },
  { path: '/manage/feature-flags', i18nKey: 'pages.manageFeatureFlags', access: 'canManageContent' },
  { path: '/manage/audit', i18nKey: 'adminConsole.audit', access: 'canManageUsers' },
  { path: '/manage/consents', i18nKey: 'admin.consents', access: 'canManageUsers' },
];
