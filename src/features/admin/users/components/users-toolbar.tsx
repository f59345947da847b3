import { SelectField } from '../../../../components/form/select-field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '../../../../shared/auth/roles';

interface UsersToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** '' is 'All Roles'. */
  role: Role | '';
  onRoleChange: (role: Role | '') => void;
}

/** Search by email or name, and the role filter whose first option is 'All Roles' (spec §6). */
export function UsersToolbar({ search, onSearchChange, role, onRoleChange }: UsersToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-fg">
          {t('admin.users.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder={t('admin.users.searchPlaceholder')}
          onChange={(event) => onSearchChange(event.target.value)}
          className="focus-ring h-11 rounded-xl border border-control bg-surface px-3.5 text-fg placeholder:text-muted"
        />
      </div>
      <SelectField
        className="sm:w-48"
        label={t('admin.users.roleFilter')}
        value={role}
        options={[
          { value: '' as const, label: t('admin.users.allRoles') },
          ...roles.map((known) => ({ value: known, label: t(`admin.roles.${known}`) })),
        ]}
        onChange={onRoleChange}
      />
    </div>
  );
}
