import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePriceText } from './price-text';

/** A vehicle class of the fleet, as a column of prices. */
export interface PriceColumn {
  id: string;
  name: string;
  passengers: number;
}

export interface PriceRow {
  id: string;
  /** what the row prices: a route, a duration */
  label: string;
  /** euro cents, by column id; a column without one reads "sur devis" */
  cents: ReadonlyMap<string, number>;
  /** the row's booking link, with its visible and its spoken name */
  book?: { href: string; label: string; labelFor: string };
}

/** The vehicle classes of some prices, once each, the smallest first. */
export const vehicleColumns = (
  prices: ReadonlyArray<{ vehicleId: string; vehicleName: string; passengers: number }>,
): PriceColumn[] => {
  const columns = new Map<string, PriceColumn>();
  for (const { vehicleId, vehicleName, passengers } of prices) {
    if (!columns.has(vehicleId))
      columns.set(vehicleId, { id: vehicleId, name: vehicleName, passengers });
  }
  return [...columns.values()].sort(
    (a, b) => a.passengers - b.passengers || a.name.localeCompare(b.name),
  );
};

/**
 * A table of prices: one row per route or duration, one column per vehicle class with its
 * passengers, and the row's `Réserver` when it has one. It scrolls sideways on a narrow screen
 * rather than squeezing the amounts.
 */
export const PriceGrid = ({
  caption,
  rowHeader,
  columns,
  rows,
}: {
  caption: string;
  rowHeader: string;
  columns: readonly PriceColumn[];
  rows: readonly PriceRow[];
}) => {
  const { t } = useTranslation();
  const { price } = usePriceText();
  const hasBooking = rows.some((row) => row.book);
  const cell = 'px-4 py-3 md:px-6';
  return (
    // `relative`: the screen-reader labels of the buttons (absolutely positioned) stay inside the
    // scrolling box, rather than widening the page on a phone
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-card">
      <table className="w-full text-left">
        <caption className="px-4 pt-5 pb-2 text-left text-xl font-semibold text-ink-900 md:px-6">
          {caption}
        </caption>
        <thead className="text-sm text-slate-600">
          <tr>
            <th scope="col" className={`${cell} font-medium`}>
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={`${cell} font-medium`}>
                <span className="block font-semibold text-ink-900">{column.name}</span>
                {t('prices.table.seats', { count: column.passengers })}
              </th>
            ))}
            {hasBooking && (
              <th scope="col" className={cell}>
                <span className="sr-only">{t('prices.table.booking')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-semibold text-ink-900`}>
                {row.label}
              </th>
              {columns.map((column) => {
                const cents = row.cents.get(column.id);
                return (
                  <td key={column.id} className={`${cell} font-serif text-lg whitespace-nowrap`}>
                    {cents === undefined ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t('prices.table.onQuote')}</span>
                      </>
                    ) : (
                      price(cents)
                    )}
                  </td>
                );
              })}
              {hasBooking && (
                <td className={`${cell} text-right`}>
                  {row.book && (
                    <Link to={row.book.href} className="btn btn-gold whitespace-nowrap">
                      <span aria-hidden="true">{row.book.label}</span>
                      <span className="sr-only">{row.book.labelFor}</span>
                    </Link>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
