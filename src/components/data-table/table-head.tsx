import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';

/** The column headers of a table that does not sort. */
export function TableHead<TFeatures extends TableFeatures, TData extends RowData>({
  table,
}: {
  table: ReactTable<TFeatures, TData>;
}) {
  return (
    <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col" className="px-4 py-3 text-start font-medium">
              <table.FlexRender header={header} />
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}
