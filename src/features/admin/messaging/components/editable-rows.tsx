import type { ReactNode } from 'react';

interface EditableRowsProps<Row> {
  legend: string;
  hint?: string;
  rows: readonly Row[];
  /** A row's fields; `change` merges the changes into that row. */
  renderRow: (row: Row, index: number, change: (changes: Partial<Row>) => void) => ReactNode;
  /** Accessible names of a row's group and of its remove button, by the row's number (from 1). */
  rowLabel: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  /** The row's grid columns on a wide screen (a Tailwind sm:grid-cols-[…] class), the last for ✕. */
  columnsClass: string;
  canAdd: boolean;
  canRemove: boolean;
  newRow: () => Row;
  onChange: (rows: Row[]) => void;
}

/** A fieldset of rows edited in place: each row a labelled group with ✕, and an add button below. */
export function EditableRows<Row>({
  legend,
  hint,
  rows,
  renderRow,
  rowLabel,
  removeLabel,
  addLabel,
  columnsClass,
  canAdd,
  canRemove,
  newRow,
  onChange,
}: EditableRowsProps<Row>) {
  const change = (index: number) => (changes: Partial<Row>) =>
    onChange(rows.map((current, at) => (at === index ? { ...current, ...changes } : current)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {rows.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={rowLabel(index + 1)}
          className={`grid items-start gap-3 rounded-xl border border-line p-3 ${columnsClass}`}
        >
          {renderRow(row, index, change(index))}
          <button
            type="button"
            className="link-quiet self-end rounded-full px-3 py-2 text-sm disabled:opacity-40"
            aria-label={removeLabel(index + 1)}
            disabled={!canRemove}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button-quiet self-start"
        disabled={!canAdd}
        onClick={() => onChange([...rows, newRow()])}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
