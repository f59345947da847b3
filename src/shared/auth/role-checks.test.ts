import { describe, expect, it } from 'vitest';
import { canManageContent, canManageUsers, canViewReports, hasRequiredRole } from './role-checks';
import { roleRanks } from './roles';

describe('role ranks', () => {
  it('ranks admin 3, editor 2, user 1', () => {
    expect(roleRanks).toEqual({ admin: 3, editor: 2, user: 1 });
  });

  it.each([
    ['admin', 'user', true],
    ['admin', 'editor', true],
    ['admin', 'admin', true],
    ['editor', 'user', true],
    ['editor', 'editor', true],
    ['editor', 'admin', false],
    ['user', 'user', true],
    ['user', 'editor', false],
  ] as const)('%s meets %s: %s', (role, required, expected) => {
    expect(hasRequiredRole(role, required)).toBe(expected);
  });

  it('passes when the rank reaches any role of a list', () => {
    expect(hasRequiredRole('editor', ['admin', 'editor'])).toBe(true);
    expect(hasRequiredRole('user', ['admin', 'editor'])).toBe(false);
    expect(hasRequiredRole('user', [])).toBe(false);
  });

  it('never passes without a role', () => {
    expect(hasRequiredRole(null, 'user')).toBe(false);
    expect(hasRequiredRole(undefined, ['user'])).toBe(false);
  });

  it('derives the management flags', () => {
    expect([canManageUsers('admin'), canManageUsers('editor'), canManageUsers('user')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canManageContent('admin'), canManageContent('editor'), canManageContent('user')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([canViewReports('admin'), canViewReports('editor'), canViewReports(null)]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
