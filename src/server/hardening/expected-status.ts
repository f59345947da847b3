import type { RouteAccess } from './route-access-matrix';

/**
 * The callers of the matrix. `member` owns the resources in owner routes' paths; `otherMember`
 * is another account of the same role. A token "with scope" holds exactly the machine route's
 * scope (every scope elsewhere), one "without" every scope but it (one unrelated scope
 * elsewhere). `escalationOnly` sends an admin's escalation token in its header and no access
 * token; `escalationAsBearer` sends it as the access token; `expiredToken` is an admin's access
 * token past its lifetime.
 */
export const principals = [
  'anonymous',
  'member',
  'otherMember',
  'editor',
  'admin',
  'tokenWithScope',
  'tokenWithoutScope',
  'escalationOnly',
  'escalationAsBearer',
  'expiredToken',
] as const;
export type Principal = (typeof principals)[number];

/** The principals signed in with a live access token. */
export const signedInPrincipals = ['member', 'otherMember', 'editor', 'admin'] as const;
export type SignedInPrincipal = (typeof signedInPrincipals)[number];

const isSignedIn = (principal: Principal): principal is SignedInPrincipal =>
  (signedInPrincipals as readonly string[]).includes(principal);

/** Principals whose Authorization header carries something that is not a live access token. */
const badBearer = new Set<Principal>([
  'tokenWithScope',
  'tokenWithoutScope',
  'escalationAsBearer',
  'expiredToken',
]);

/** What the endpoint does with the principal: lets it through, or refuses it (and how). */
function verdict(route: RouteAccess, principal: Principal): 'through' | 'refused' | 401 | 403 {
  switch (route.access) {
    case 'public':
    case 'link':
      return 'through';
    case 'signed-link':
    case 'webhook':
      return 'refused';
    case 'optional':
      return badBearer.has(principal) ? 401 : 'through';
    case 'member':
      return isSignedIn(principal) ? 'through' : 401;
    case 'owner':
      if (principal === 'member') return 'through';
      return isSignedIn(principal) ? 'refused' : 401;
    case 'staff':
      if (principal === 'editor' || principal === 'admin') return 'through';
      return isSignedIn(principal) ? 403 : 401;
    case 'admin':
      if (principal === 'admin') return 'through';
      return isSignedIn(principal) ? 403 : 401;
    case 'scope':
      if (principal === 'tokenWithScope') return 'through';
      return principal === 'tokenWithoutScope' ? 403 : 401;
  }
}

/** Whether the endpoint lets `principal` through (as opposed to refusing it). */
export function isLetThrough(route: RouteAccess, principal: Principal): boolean {
  return verdict(route, principal) === 'through';
}

/** The status `principal` must get from the endpoint `route` describes. */
export function expectedStatus(route: RouteAccess, principal: Principal): number {
  const outcome = verdict(route, principal);
  if (outcome === 'through') return route.ok;
  return outcome === 'refused' && 'refused' in route ? route.refused : Number(outcome);
}
