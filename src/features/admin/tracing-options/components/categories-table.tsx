import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../../components/data-table/row-actions';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { AdminCategory } from '../../../../shared/admin/tracing-options';
import { PreviewThumbnail } from './preview-thumbnail';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, AdminCategory>();

interface CategoriesTableProps {
  categories: readonly AdminCategory[];
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

/** Every image category with its icon, colour, alt text, image count and place. */
export function CategoriesTable({ categories, onEdit, onDelete }: CategoriesTableProps) {
  const { t } = useTranslation();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('iconUrl', {
          header: () => t('admin.tracingOptions.categories.columns.icon'),
          cell: (info) => (
            <PreviewThumbnail
              src={info.getValue()}
              alt={info.row.original.alt}
              failedText={t('admin.tracingOptions.categories.iconFailed')}
              emptyText={t('admin.tracingOptions.categories.noIcon')}
            />
          ),
        }),
        column.accessor('name', {
          header: () => t('admin.tracingOptions.categories.columns.name'),
          cell: (info) => <span className="font-medium">{info.getValue()}</span>,
        }),
        column.accessor('color', {
          header: () => t('admin.tracingOptions.categories.columns.color'),
          cell: (info) => (
            <span className="inline-flex items-center gap-2 font-mono text-xs" dir="ltr">
              <span
                aria-hidden="true"
                className="size-4 rounded-full border border-line"
                style={{ backgroundColor: info.getValue() }}
              />
              {info.getValue()}
            </span>
          ),
        }),
        column.accessor('alt', {
          header: () => t('admin.tracingOptions.categories.columns.alt'),
          cell: (info) => <span className="text-muted">{info.getValue()}</span>,
        }),
        column.accessor('imageCount', {
          header: () => t('admin.tracingOptions.categories.columns.images'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        column.accessor('sortOrder', {
          header: () => t('admin.tracingOptions.columns.order'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('admin.tracingOptions.columns.actions')}</span>,
          cell: (info) => (
            <RowActions
              editText={t('admin.tracingOptions.edit')}
              deleteText={t('admin.tracingOptions.delete')}
              editName={t('admin.tracingOptions.editItem', { name: info.row.original.name })}
              deleteName={t('admin.tracingOptions.deleteItem', { name: info.row.original.name })}
              onEdit={() => onEdit(info.row.original)}
              onDelete={() => onDelete(info.row.original)}
            />
          ),
        }),
      ]),
    [t, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: categories, getRowId: (category) => category.id });
  return (
    <TableFrame
      testId="categories-table"
      caption={t('admin.tracingOptions.categories.title')}
      minWidthClass="min-w-[48rem]"
    >
      <TableHead table={table} />
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="border-b border-line last:border-b-0 hover:bg-accent/5">
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className="px-4 py-3 align-middle text-fg">
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
