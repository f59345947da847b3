interface RowActionsProps {
  /** Visible, translated texts of the two buttons ("Edit", "Delete"). */
  editText: string;
  deleteText: string;
  /** Accessible names naming the row ("Edit ana@example.com"). */
  editName: string;
  deleteName: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's Edit and Delete buttons, at the end of the row. */
export function RowActions({
  editText,
  deleteText,
  editName,
  deleteName,
  onEdit,
  onDelete,
}: RowActionsProps) {
  return (
    <span className="flex justify-end gap-1">
      <button
        type="button"
        className="link-quiet rounded-full px-3 py-1 text-sm"
        aria-label={editName}
        onClick={onEdit}
      >
        {editText}
      </button>
      <button
        type="button"
        className="rounded-full px-3 py-1 text-sm text-red-700 hover:bg-red-500/10 dark:text-red-300"
        aria-label={deleteName}
        onClick={onDelete}
      >
        {deleteText}
      </button>
    </span>
  );
}
