import { roleRanks, type Role } from './roles';

/**
 * True when `role` ranks at least as high as the required role, or as any one of a list
 * (spec §6). No role never passes.
 */
export function hasRequiredRole(role: Role | null | undefined, required: Role | readonly Role[]): boolean {
  if (!role) return false;
  const list: readonly Role[] = typeof required === 'string' ? [required] : required;
  return list.some((needed) => roleRanks[role] >= roleRanks[needed]);
}

/** User management is for admins only. */
export function canManageUsers(role: Role | null | undefined): boolean {
  return hasRequiredRole(role, 'admin');
}

/** Content (plans, flags, messaging, tracing options) is for admins and editors. */
export function canManageContent(role: Role | null | undefined): boolean {
  return hasRequiredRole(role, ['admin', 'editor']);
}

/** Reports are for admins and editors. */
export function canViewReports(role: Role | null | undefined): boolean {
  return hasRequiredRole(role, ['admin', 'editor']);
}
