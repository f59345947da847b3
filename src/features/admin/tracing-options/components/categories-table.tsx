import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TableBody } from '../../../../components/data-table/table-body';
import { TableFrame } from '../../../../components/data-table/table-frame';
import { TableHead } from '../../../../components/data-table/table-head';
import type { AdminCategory } from '../../../../shared/admin/tracing-options';
import { contentActionsColumn } from './content-actions-column';
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
        column.display(contentActionsColumn(t, { nameOf: (category) => category.name, onEdit, onDelete })),
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
      <TableBody table={table} />
    </TableFrame>
  );
}
