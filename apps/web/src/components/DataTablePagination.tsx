import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, ArrowRightIcon } from './Icons';
import { clampPage, pageCount, pageRange } from './data-table-state';
import { IconButton } from './IconButton';

export interface DataTablePaginationProps {
  /** 1-based */
  page: number;
  pageSize: number;
  /** rows matching the search and filters, as counted by the server */
  total: number;
  onPageChange: (page: number) => void;
  /** offered when given, with onPageSizeChange */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** the page's own words for the rows shown ("Affichage de 26 à 50 sur 73") */
  rangeText?: (range: { from: number; to: number; total: number }) => string;
}

/** Server-side pagination: where we are, the previous and next pages, the page size. */
export const DataTablePagination = ({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  rangeText,
}: DataTablePaginationProps) => {
  const { t } = useTranslation('admin');
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, total, pageSize);
  const { from, to } = pageRange(current, pageSize, total);
  return (
    <nav
      aria-label={t('adminWidgets.dataTable.pagination')}
      className="flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {rangeText?.({ from, to, total }) ?? t('adminWidgets.dataTable.range', { from, to, total })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {pageSizeOptions && onPageSizeChange && (
          <span className="flex items-center gap-2">
            <label htmlFor={sizeId}>{t('adminWidgets.dataTable.pageSize')}</label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="min-h-11 rounded-md border border-slate-300 bg-white px-2 text-ink-900"
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        )}
        <IconButton
          icon={<ArrowLeftIcon className="size-4" />}
          label={t('adminWidgets.dataTable.previous')}
          className="btn btn-outline px-3"
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        />
        <span>{t('adminWidgets.dataTable.pageOf', { page: current, pages })}</span>
        <IconButton
          icon={<ArrowRightIcon className="size-4" />}
          label={t('adminWidgets.dataTable.next')}
          className="btn btn-outline px-3"
          disabled={current >= pages}
          onClick={() => onPageChange(current + 1)}
        />
      </div>
    </nav>
  );
};
