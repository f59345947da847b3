import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { TableCells } from './table-cells';

/** The rows of a plain data table, one cell per column, highlighted under the pointer. */
export function TableBody<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  rowTestId,
}: {
  table: ReactTable<TFeatures, TData>;
  /** The data-testid of every row, for tests that count or read them. */
  rowTestId?: string;
}) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr
          key={row.id}
          className="border-b border-line last:border-b-0 hover:bg-accent/5"
          data-testid={rowTestId}
        >
          <TableCells table={table} row={row} />
        </tr>
      ))}
    </tbody>
  );
}
