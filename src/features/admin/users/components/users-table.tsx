import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rowActionsColumn } from '../../../../components/data-table/row-actions-column';
import { TableBody } from '../../../../components/data-table/table-body';
import { TableFrame } from '../../../../components/data-table/table-frame';
import type { AdminUser } from '../../../../shared/admin/admin-users';

const features = tableFeatures({ rowSortingFeature });
const column = createColumnHelper<typeof features, AdminUser>();

interface UsersTableProps {
  users: readonly AdminUser[];
  /** The server sorts: one column at a time, never unsorted. */
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/**
 * The accounts of one or more pages, sorted by the server. On a narrow screen the table scrolls
 * sideways inside its own frame, never the page.
 */
export function UsersTable({ users, sorting, onSortingChange, onEdit, onDelete }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return column.columns([
      column.accessor('email', { header: () => t('admin.users.columns.email') }),
      column.accessor('fullName', {
        header: () => t('admin.users.columns.fullName'),
        cell: (info) => (
          <span className="flex flex-col">
            <span>{info.getValue()}</span>
            {info.row.original.displayName && (
              <span className="text-xs text-muted">{info.row.original.displayName}</span>
            )}
          </span>
        ),
      }),
      column.accessor('role', {
        header: () => t('admin.users.columns.role'),
        enableSorting: false,
        cell: (info) => (
          <span className="rounded-full border border-line px-2.5 py-0.5 text-xs text-fg">
            {t(`admin.roles.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('admin.users.columns.created'),
        sortDescFirst: true,
        cell: (info) => date.format(new Date(info.getValue())),
      }),
      column.display(
        rowActionsColumn({
          header: t('admin.users.columns.actions'),
          editText: t('admin.users.edit'),
          deleteText: t('admin.users.delete'),
          editName: (user) => t('admin.users.editUser', { email: user.email }),
          deleteName: (user) => t('admin.users.deleteUser', { email: user.email }),
          onEdit,
          onDelete,
        }),
      ),
    ]);
  }, [t, i18n.language, onEdit, onDelete]);

  const table = useTable({
    features,
    columns,
    data: users,
    getRowId: (user) => user.id,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
  });

  return (
    <TableFrame testId="users-table-frame" caption={t('admin.users.caption')} minWidthClass="min-w-[42rem]">
      <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className="px-4 py-3 text-start font-medium"
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="focus-ring inline-flex items-center gap-1.5 rounded-md uppercase hover:text-fg"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                      <SortIcon direction={sorted} />
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <TableBody table={table} />
    </TableFrame>
  );
}

/** An arrow for the sorted column, a faint pair for the others; the th's aria-sort says it in words. */
function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={`size-3 ${direction ? 'text-accent' : 'opacity-40'}`}
    >
      {direction !== 'desc' && <path d="M6 2 9 5H3z" fill="currentColor" />}
      {direction !== 'asc' && <path d="M6 10 3 7h6z" fill="currentColor" />}
    </svg>
  );
}
