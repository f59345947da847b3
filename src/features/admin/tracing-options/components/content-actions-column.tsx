import type { TFunction } from 'i18next';
import { rowActionsColumn } from '../../../../components/data-table/row-actions-column';

interface ContentActionsColumnOptions<TData> {
  /** What the buttons' accessible names call the item ("Edit Lotus"). */
  nameOf: (item: TData) => string;
  onEdit: (item: TData) => void;
  onDelete: (item: TData) => void;
  /** 'Built in' in place of the buttons on an item that cannot change. */
  fixedText?: (item: TData) => string | null;
}

/** The Edit and Delete buttons of a soundtrack, category or image: give it to `column.display(…)`. */
export function contentActionsColumn<TData>(
  t: TFunction,
  { nameOf, onEdit, onDelete, fixedText }: ContentActionsColumnOptions<TData>,
) {
  return rowActionsColumn({
    header: t('admin.tracingOptions.columns.actions'),
    editText: t('admin.tracingOptions.edit'),
    deleteText: t('admin.tracingOptions.delete'),
    editName: (item) => t('admin.tracingOptions.editItem', { name: nameOf(item) }),
    deleteName: (item) => t('admin.tracingOptions.deleteItem', { name: nameOf(item) }),
    onEdit,
    onDelete,
    fixedText,
  });
}
