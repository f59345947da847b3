import { hasRequiredRole } from '../../shared/auth/role-checks';
import type { Role } from '../../shared/auth/roles';
import type { RouteAccess } from './route-access';

export type AccessDecision = 'allow' | 'login' | 'denied';

/**
 * Who may see a route (spec §6): public routes anyone; logged-in routes only with both tokens;
 * role routes only when the role's rank is high enough. A signed-out visitor is sent to sign in,
 * a signed-in one without the role to /access-denied.
 */
export function decideAccess(access: RouteAccess, isLoggedIn: boolean, role: Role | null): AccessDecision {
  if (access.access === 'public') return 'allow';
  if (!isLoggedIn) return 'login';
  if (access.access === 'loggedIn') return 'allow';
  return hasRequiredRole(role, access.roles) ? 'allow' : 'denied';
}

/** The access of the deepest matched route that declares one; public when none does. */
export function findRouteAccess(matches: readonly { handle: unknown }[]): RouteAccess {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteAccess(handle)) return handle;
  }
  return { access: 'public' };
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}

function isRouteAccess(value: unknown): value is RouteAccess {
  if (typeof value !== 'object' || value === null) return false;
  const access = (value as { access?: unknown }).access;
  return access === 'public' || access === 'loggedIn' || access === 'roles';
}
