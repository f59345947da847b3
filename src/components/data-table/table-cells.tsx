import type { ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';

/** One row's cells of a data table, each rendering its column's cell. */
export function TableCells<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  row,
}: {
  table: ReactTable<TFeatures, TData>;
  row: Row<TFeatures, TData>;
}) {
  return (
    <>
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className="px-4 py-3 align-middle text-fg">
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </>
  );
}
