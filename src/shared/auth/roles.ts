/** The account roles and their ranks (spec §6): a check passes when the user's rank is at least the required one. */
export const roles = ['admin', 'editor', 'user'] as const;
export type Role = (typeof roles)[number];

export const roleRanks: Record<Role, number> = { admin: 3, editor: 2, user: 1 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
