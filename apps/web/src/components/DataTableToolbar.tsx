import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataTableFilterOption {
  value: string;
  label: string;
}

/** A select above the table; the empty value means "all" and is offered first. */
export interface DataTableFilter {
  id: string;
  label: string;
  value: string;
  options: readonly DataTableFilterOption[];
}

export interface DataTableToolbarProps {
  /** the query the server last answered for */
  search?: string;
  onSearch?: (query: string) => void;
  /** typing pauses this long before a search is sent (Enter sends at once) */
  searchDelayMs?: number;
  filters?: readonly DataTableFilter[];
  onFilterChange?: (id: string, value: string) => void;
}

const controlClass =
  'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink-900 focus:border-ink-700 focus:outline-none focus:ring-2 focus:ring-gold-400';

/**
 * The table's search (a labelled search landmark) and filters. The search waits for a pause in
 * typing so that the server gets one query per word, not one per key.
 */
export const DataTableToolbar = ({
  search = '',
  onSearch,
  searchDelayMs = 300,
  filters = [],
  onFilterChange,
}: DataTableToolbarProps) => {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (query: string) => {
    clearTimeout(timer.current);
    onSearch?.(query.trim());
  };

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      {onSearch && (
        <form
          role="search"
          className="flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            send(text);
          }}
        >
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-ink-900">
            {t('adminWidgets.dataTable.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => {
              const query = event.target.value;
              setText(query);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => send(query), searchDelayMs);
            }}
            className={controlClass}
          />
        </form>
      )}
      {filters.map((filter) => (
        <FilterSelect key={filter.id} filter={filter} onFilterChange={onFilterChange} />
      ))}
    </div>
  );
};

const FilterSelect = ({
  filter,
  onFilterChange,
}: {
  filter: DataTableFilter;
  onFilterChange: DataTableToolbarProps['onFilterChange'];
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="md:w-56">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-900">
        {filter.label}
      </label>
      <select
        id={id}
        value={filter.value}
        onChange={(event) => onFilterChange?.(filter.id, event.target.value)}
        className={controlClass}
      >
        <option value="">{t('adminWidgets.dataTable.allOptions')}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
