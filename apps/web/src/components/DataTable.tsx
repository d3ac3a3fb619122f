import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTablePagination } from './DataTablePagination';
import type { DataTablePaginationProps } from './DataTablePagination';
import { DataTableToolbar } from './DataTableToolbar';
import type { DataTableToolbarProps } from './DataTableToolbar';
import { Spinner } from './Spinner';

export type { DataTableFilter, DataTableFilterOption } from './DataTableToolbar';

export interface DataTableColumn<Row> {
  id: string;
  /** already translated */
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row> extends DataTableToolbarProps, DataTablePaginationProps {
  /** names the table (its caption) and the list of cards */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** the current page's rows, as the server sent them */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** a request is under way: the rows shown are about to change */
  loading?: boolean;
  /** what an empty result says; "Aucun résultat." by default */
  emptyText?: string;
  /** the page's own words for the count ("12 candidatures") and the wait; generic by default */
  countText?: (total: number) => string;
  loadingText?: string;
}

/**
 * The back-office's list: search, filters, server-side pagination, and a spoken result count.
 * A table from the `md` breakpoint up; on a phone the same rows as cards (one `<dl>` each, the
 * first column as its title), chosen by CSS so that nothing re-renders when the screen turns.
 */
export const DataTable = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText,
  countText,
  loadingText,
  ...rest
}: DataTableProps<Row>) => {
  const { t } = useTranslation('admin');
  const waitText = loadingText ?? t('adminWidgets.dataTable.loading');
  const { total } = rest;
  const [titleColumn, ...detailColumns] = columns;
  const showRows = !loading && rows.length > 0;
  return (
    <div className="flex flex-col gap-4">
      <DataTableToolbar {...rest} />
      <p aria-live="polite" className="text-sm font-medium text-slate-600">
        {loading
          ? waitText
          : (countText?.(total) ?? t('adminWidgets.dataTable.resultCount', { count: total }))}
      </p>
      {loading && (
        <div className="flex justify-center rounded-lg bg-white p-8 shadow-card">
          <Spinner label={waitText} />
        </div>
      )}
      {!loading && rows.length === 0 && (
        <p className="rounded-lg bg-white p-8 text-center text-slate-600 shadow-card">
          {emptyText ?? t('adminWidgets.dataTable.empty')}
        </p>
      )}
      {showRows && (
        <>
          <div className="hidden overflow-x-auto rounded-lg bg-white shadow-card md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-ink-50 text-ink-900">
                <tr>
                  {columns.map((column) => (
                    <th key={column.id} scope="col" className="px-4 py-3 font-semibold">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="hover:bg-cream">
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        className={`px-4 py-3 text-slate-700 ${column.className ?? ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
            {rows.map((row) => (
              <li key={rowKey(row)} className="rounded-lg bg-white p-4 shadow-card">
                {titleColumn && (
                  <p className="font-semibold text-ink-900">{titleColumn.cell(row)}</p>
                )}
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {detailColumns.map((column) => {
                    const value = column.cell(row);
                    // a cell with nothing to show (no action for this row) leaves no bare label
                    if (value === null || value === undefined || value === false) return null;
                    return (
                      <div key={column.id} className="contents">
                        <dt className="text-slate-500">{column.header}</dt>
                        <dd className="text-slate-700">{value}</dd>
                      </div>
                    );
                  })}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      <DataTablePagination {...rest} />
    </div>
  );
};
