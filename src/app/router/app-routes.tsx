import type { RouteObject } from 'react-router';
import { HostedLayout } from '../layout/hosted-layout';
import { RootLayout } from '../layout/root-layout';
import { lazyPage } from './lazy-page';
import { adminsOnly, contentManagers, loggedInAccess, publicAccess } from './route-access';
import type { RoutePath } from './route-modules';
import { RouteErrorView } from './route-error-view';
import { RouteGuard } from './route-guard';

/** A page route at its full path, loaded lazily behind the chunk-reload guard. */
function page(path: Exclude<RoutePath, '/' | '*'>, handle?: RouteObject['handle']): RouteObject {
  return { path, lazy: lazyPage(path), handle };
}

/** Nothing while the first route's code loads: the page stays calm rather than flashing. */
function BlankFallback() {
  return null;
}

/**
 * Every route of spec §2, plus /forgot-password and /practice/draw, and the local payment
 * provider's hosted pages beside the root layout. Pages sit in access groups
 * (pathless routes with a RouteAccess handle) guarded by RouteGuard; role lists on individual
 * pages narrow their group's.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorView />,
    HydrateFallback: BlankFallback,
    children: [
      {
        // Errors inside a page render here, inside the layout, so the header stays usable.
        errorElement: <RouteErrorView />,
        children: [
          {
            id: 'public',
            handle: publicAccess,
            children: [
              { index: true, lazy: lazyPage('/') },
              page('/explore'),
              page('/science'),
              page('/terms'),
              page('/privacy'),
              page('/reset-password'),
              page('/forgot-password'),
              page('/access-denied'),
              page('/logout'),
              page('/login'),
              page('/register'),
              page('/login-google-callback'),
              page('/login-apple-callback'),
              page('/subscription/success'),
              page('/subscription/cancel'),
            ],
          },
          {
            id: 'logged-in',
            handle: loggedInAccess,
            element: <RouteGuard />,
            children: [
              page('/subscribe'),
              page('/profile'),
              page('/meditate'),
              page('/practice'),
              page('/practice/gallery'),
              page('/practice/draw'),
            ],
          },
          {
            id: 'manage',
            handle: contentManagers,
            element: <RouteGuard />,
            children: [
              page('/manage'),
              page('/manage/users', adminsOnly),
              page('/manage/service-accounts', adminsOnly),
              page('/manage/transactional-messaging'),
              page('/manage/tracing-options'),
              page('/manage/subscriptions'),
              page('/manage/feature-flags'),
              page('/manage/audit', adminsOnly),
              page('/manage/consents', adminsOnly),
            ],
          },
          { path: '*', lazy: lazyPage('*') },
        ],
      },
    ],
  },
  {
    // The local payment provider's hosted pages stand where Stripe's would: outside the app's
    // header and navigation, public (the session id is the capability). ADR 015.
    id: 'hosted',
    element: <HostedLayout />,
    errorElement: <RouteErrorView />,
    HydrateFallback: BlankFallback,
    handle: publicAccess,
    children: [page('/billing/local/checkout/:sessionId'), page('/billing/local/portal/:sessionId')],
  },
];
