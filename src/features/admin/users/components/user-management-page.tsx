import type { SortingState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { FormMessage } from '../../../../components/form/form-message';
import { PageHeader } from '../../../../components/page-header/page-header';
import { toaster } from '../../../../components/toast/toaster';
import { hasApiErrorCode, serverMessageOr } from '../../../../lib/api/api-error';
import { useDocumentTitle } from '../../../../lib/document/use-document-title';
import { adminUserSorts, type AdminUser } from '../../../../shared/admin/admin-users';
import { escalationRequiredCode } from '../../../../shared/auth/escalation';
import type { Role } from '../../../../shared/auth/roles';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/list-users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UserEditor } from './user-editor';
import { UsersTable } from './users-table';
import { UsersToolbar } from './users-toolbar';

/** Long enough to let a name be typed, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 300;

/** Newest accounts first, as the API does by default. */
const defaultSorting: SortingState = [{ id: 'createdAt', desc: true }];

type Editing = { user: AdminUser | null } | null;

/** /manage/users (admin): search, filter, sort and page the accounts; create, edit and delete. */
export function UserManagementPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('pages.manageUsers.title')} · ${t('common.appName')}`);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [sorting, setSorting] = useState<SortingState>(defaultSorting);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const remove = useDeleteUser();

  const sort = sorting[0];
  const users = useUsers({
    search: useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS),
    role,
    sort: adminUserSorts.find((known) => known === sort?.id) ?? 'createdAt',
    direction: sort?.desc === false ? 'asc' : 'desc',
  });
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;

  const onEdit = useCallback((user: AdminUser) => setEditing({ user }), []);
  const onDelete = useCallback((user: AdminUser) => {
    setDeleteFailure(null);
    setDeleting(user);
  }, []);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, email } = deleting;
    setDeleting(null);
    remove.mutate(id, {
      onSuccess: () => toaster.success({ title: t('admin.users.deleted', { email }) }),
      onError: (error) => {
        if (!hasApiErrorCode(error, escalationRequiredCode))
          setDeleteFailure(serverMessageOr(error, t('admin.users.deleteFailed')));
      },
    });
  };

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6 sm:py-16"
    >
      <PageHeader title={t('pages.manageUsers.title')} body={t('pages.manageUsers.body')}>
        <button type="button" className="button-primary" onClick={() => setEditing({ user: null })}>
          {t('admin.users.create')}
        </button>
      </PageHeader>
      <UsersToolbar search={search} onSearchChange={setSearch} role={role} onRoleChange={setRole} />
      {deleteFailure && <FormMessage tone="error">{deleteFailure}</FormMessage>}
      {users.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage tone="error">
            {hasApiErrorCode(users.error, escalationRequiredCode)
              ? t('admin.users.stepUpNeeded')
              : t('admin.users.fetchFailed')}
          </FormMessage>
          <button type="button" className="button-quiet" onClick={() => void users.refetch()}>
            {t('admin.users.retry')}
          </button>
        </div>
      ) : users.isPending ? (
        <p className="text-muted">{t('admin.users.loading')}</p>
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="users-total" aria-live="polite">
            {t('admin.users.total', { count: total })}
          </p>
          {items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line px-4 py-10 text-center text-muted">
              {t('admin.users.empty')}
            </p>
          ) : (
            <UsersTable
              users={items}
              sorting={sorting}
              onSortingChange={setSorting}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
          {users.hasNextPage && (
            <button
              type="button"
              className="button-quiet self-center"
              disabled={users.isFetchingNextPage}
              onClick={() => void users.fetchNextPage()}
            >
              {users.isFetchingNextPage ? t('admin.users.loadingMore') : t('admin.users.loadMore')}
            </button>
          )}
        </>
      )}
      {editing && <UserEditor user={editing.user} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.users.deleteTitle')}
        description={t('admin.users.deleteBody', { email: deleting?.email ?? '' })}
        confirmLabel={t('admin.users.deleteConfirm')}
        cancelLabel={t('admin.users.form.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
