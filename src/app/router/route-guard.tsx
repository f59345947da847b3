import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { decideAccess, findRouteAccess, loginUrlFor } from './decide-access';

/**
 * The element of a route group: renders the page when the session may see it (the deepest route
 * access wins), otherwise redirects to sign in or to /access-denied (spec §6).
 */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const { isLoggedIn, isInitializing, user } = useAuth();
  const access = findRouteAccess(matches);
  // A stored token is being refreshed: judge the fresh one, not the stale one.
  if (isInitializing && access.access !== 'public') return null;
  const decision = decideAccess(access, isLoggedIn, user?.role ?? null);
  if (decision === 'login') {
    return <Navigate to={loginUrlFor(location.pathname + location.search + location.hash)} replace />;
  }
  if (decision === 'denied') return <Navigate to="/access-denied" replace />;
  return <Outlet />;
}
