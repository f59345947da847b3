import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';

/** The rows of a plain data table, one cell per column, highlighted under the pointer. */
export function TableBody<TFeatures extends TableFeatures, TData extends RowData>({
  table,
}: {
  table: ReactTable<TFeatures, TData>;
}) {
  return (
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
  );
}
