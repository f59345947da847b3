import type { ComponentType } from 'react';
import type { AppPath } from '../../shared/routes/app-paths';

/** What a route's lazy() resolves to. */
export interface RouteModule {
  Component: ComponentType;
}

type RouteImporter = () => Promise<RouteModule>;

/**
 * Every page's code, by full path. The router's lazy routes and PreloadLink's preloading both
 * read this map, so a hovered link fetches exactly the chunk the navigation will need.
 * '*' is the 404 page. The keys are exactly the shared page list, which the server reads to
 * answer unknown paths with 404: a page added here but not there fails the typecheck.
 */
export const routeModules = {
  '/': () => import('../routes/home-route').then((m) => ({ Component: m.HomeRoute })),
  '/explore': () =>
    import('../../features/marketing/components/explore-page').then((m) => ({ Component: m.ExplorePage })),
  '/science': () =>
    import('../../features/marketing/components/science-page').then((m) => ({ Component: m.SciencePage })),
  '/terms': () =>
    import('../../features/legal/components/terms-page').then((m) => ({ Component: m.TermsPage })),
  '/privacy': () =>
    import('../../features/legal/components/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  '/login': () =>
    import('../../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
  '/register': () =>
    import('../../features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage })),
  '/forgot-password': () =>
    import('../../features/auth/components/forgot-password-page').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  '/reset-password': () =>
    import('../../features/auth/components/reset-password-page').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  '/access-denied': () =>
    import('../../features/auth/components/access-denied-page').then((m) => ({
      Component: m.AccessDeniedPage,
    })),
  '/logout': () =>
    import('../../features/auth/components/logout-page').then((m) => ({ Component: m.LogoutPage })),
  '/login-google-callback': () =>
    import('../../features/auth/components/login-google-callback-page').then((m) => ({
      Component: m.LoginGoogleCallbackPage,
    })),
  '/login-apple-callback': () =>
    import('../../features/auth/components/login-apple-callback-page').then((m) => ({
      Component: m.LoginAppleCallbackPage,
    })),
  '/subscription/success': () =>
    import('../../features/billing/components/subscription-success-page').then((m) => ({
      Component: m.SubscriptionSuccessPage,
    })),
  '/subscription/cancel': () =>
    import('../../features/billing/components/subscription-cancel-page').then((m) => ({
      Component: m.SubscriptionCancelPage,
    })),
  '/subscribe': () =>
    import('../../features/billing/components/subscribe-page').then((m) => ({ Component: m.SubscribePage })),
  '/profile': () => import('../routes/profile-route').then((m) => ({ Component: m.ProfileRoute })),
  '/meditate': () =>
    import('../../features/meditate/components/meditate-page').then((m) => ({ Component: m.MeditatePage })),
  '/practice': () =>
    import('../../features/practice/components/practice-dashboard-page').then((m) => ({
      Component: m.PracticeDashboardPage,
    })),
  '/practice/gallery': () =>
    import('../../features/gallery/components/gallery-page').then((m) => ({ Component: m.GalleryPage })),
  '/practice/draw': () => import('../routes/draw-route').then((m) => ({ Component: m.DrawRoute })),
  '/manage': () =>
    import('../../features/admin/console/components/management-console-page').then((m) => ({
      Component: m.ManagementConsolePage,
    })),
  '/manage/users': () =>
    import('../../features/admin/users/components/user-management-page').then((m) => ({
      Component: m.UserManagementPage,
    })),
  '/manage/service-accounts': () =>
    import('../../features/admin/service-accounts/components/service-accounts-page').then((m) => ({
      Component: m.ServiceAccountsPage,
    })),
  '/manage/transactional-messaging': () =>
    import('../../features/admin/messaging/components/transactional-messaging-page').then((m) => ({
      Component: m.TransactionalMessagingPage,
    })),
  '/manage/tracing-options': () =>
    import('../../features/admin/tracing-options/components/tracing-options-page').then((m) => ({
      Component: m.TracingOptionsPage,
    })),
  '/manage/subscriptions': () =>
    import('../../features/admin/subscriptions/components/subscription-plans-page').then((m) => ({
      Component: m.SubscriptionPlansPage,
    })),
  '/manage/feature-flags': () =>
    import('../../features/admin/feature-flags/components/feature-flags-page').then((m) => ({
      Component: m.FeatureFlagsPage,
    })),
  '/manage/audit': () =>
    import('../../features/admin/audit/components/audit-log-page').then((m) => ({
      Component: m.AuditLogPage,
    })),
  '/manage/consents': () =>
    import('../../features/admin/consents/components/consent-records-page').then((m) => ({
      Component: m.ConsentRecordsPage,
    })),
  '/billing/local/checkout/:sessionId': () =>
    import('../../features/billing/components/local-checkout-page').then((m) => ({
      Component: m.LocalCheckoutPage,
    })),
  '/billing/local/portal/:sessionId': () =>
    import('../../features/billing/components/local-portal-page').then((m) => ({
      Component: m.LocalPortalPage,
    })),
  '*': () =>
    import('../../features/not-found/components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
} satisfies Record<AppPath | '*', RouteImporter>;

export type RoutePath = keyof typeof routeModules;
