import type { AdminUser } from '../../../shared/admin/admin-users';
import { fromDbBoolean } from '../../db/column-types';
import type { UserRow } from '../../db/repositories/users-repository';

/** An account as the console shows it and the audit log keeps it: never a hash or a secret. */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.name,
    displayName: row.display_name,
    role: row.role,
    externalId: row.external_id,
    hasPassword: row.password_hash !== null,
    twoFactorEnabled: fromDbBoolean(row.two_factor_enabled),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
