import type { ReactNode } from 'react';
import { RowActions } from './row-actions';

interface RowActionsColumnOptions<TData> {
  /** 'actions' unless a data column already has that id. */
  id?: string;
  /** Translated, read to screen readers only. */
  header: string;
  /** Visible, translated texts of the two buttons ("Edit", "Delete"). */
  editText: string;
  deleteText: string;
  /** Accessible names naming the row ("Edit ana@example.com"). */
  editName: (row: TData) => string;
  deleteName: (row: TData) => string;
  onEdit: (row: TData) => void;
  onDelete: (row: TData) => void;
  /** A text in place of the buttons on a row that can be neither edited nor deleted (a built-in one). */
  fixedText?: (row: TData) => string | null;
}

/**
 * The last column of a table, each row's Edit and Delete buttons: give it to the table's
 * `column.display(…)`.
 */
export function rowActionsColumn<TData>({
  id = 'actions',
  header,
  editText,
  deleteText,
  editName,
  deleteName,
  onEdit,
  onDelete,
  fixedText,
}: RowActionsColumnOptions<TData>) {
  return {
    id,
    header: () => <span className="sr-only">{header}</span>,
    cell: ({ row: { original } }: { row: { original: TData } }): ReactNode => {
      const fixed = fixedText?.(original);
      if (fixed) return <span className="block text-end text-xs text-muted">{fixed}</span>;
      return (
        <RowActions
          editText={editText}
          deleteText={deleteText}
          editName={editName(original)}
          deleteName={deleteName(original)}
          onEdit={() => onEdit(original)}
          onDelete={() => onDelete(original)}
        />
      );
    },
  };
}
