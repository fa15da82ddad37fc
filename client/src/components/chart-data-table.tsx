import { Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

export interface DataTableColumn<Row> {
  header: string;
  cell(row: Row): string;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/**
 * The data behind a chart as a table, for screen readers and keyboard users (and anyone who wants
 * the exact numbers). Rendered on request so long series cost nothing until asked for.
 */
export function ChartDataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey(row: Row, index: number): string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="space-y-2">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <Table2 aria-hidden="true" /> {open ? 'Hide data table' : 'Show data table'}
      </Button>
      {open ? (
        <div
          id={id}
          className="max-h-96 overflow-auto rounded-lg border"
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-3 py-2 font-semibold ${column.numeric ? 'text-right' : 'text-left'}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)} className="border-t">
                  {columns.map((column, columnIndex) =>
                    columnIndex === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className="whitespace-nowrap px-3 py-1.5 text-left font-medium"
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        className={`whitespace-nowrap px-3 py-1.5 tabular-nums ${column.numeric ? 'text-right' : ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
