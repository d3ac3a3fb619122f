import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@navette/shared';
import { Spinner } from '../../../components/Spinner';
import { formatEuros, monthName } from '../dashboard-format';

// Recharts travels only with these two modules, loaded once the dashboard shows (decision 0025)
const StatusChart = lazy(() => import('./StatusChart'));
const RevenueChart = lazy(() => import('./RevenueChart'));

const STATUS_COLORS = { 'en attente': '#d4a017', confirmé: '#15803d', annulé: '#b91c1c' } as const;

const ChartFallback = () => {
  const { t } = useTranslation('admin');
  return <Spinner label={t('adminDashboard.loading')} />;
};

const cellClass = 'px-2 py-1';

/** The status split of the period: a pie, and the same counts as a table for screen readers. */
export const StatusSection = ({ split }: { split: Dashboard['statusSplit'] }) => {
  const { t } = useTranslation('admin');
  const slices = split.map(({ statut, count }) => ({
    label: t(`adminDashboard.status.${statut}`),
    count,
    color: STATUS_COLORS[statut],
  }));
  return (
    <>
      <Suspense fallback={<ChartFallback />}>
        <StatusChart slices={slices} />
      </Suspense>
      <table className="sr-only">
        <caption>{t('adminDashboard.status.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminDashboard.status.statusColumn')}</th>
            <th scope="col">{t('adminDashboard.status.countColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice) => (
            <tr key={slice.label}>
              <th scope="row" className={cellClass}>
                {slice.label}
              </th>
              <td className={cellClass}>{slice.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};

/** The monthly revenue of the chosen year, its year select, and the months as a table. */
export const RevenueSection = ({
  revenue,
  onYearChange,
}: {
  revenue: Dashboard['monthlyRevenue'];
  onYearChange: (year: number) => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const yearId = useId();
  const lng = i18n.language;
  const format = (amount: number) => formatEuros(amount, lng);
  const total = revenue.months.reduce((sum, month) => sum + month.revenue, 0);
  return (
    <section aria-labelledby="dashboard-revenue" className="rounded-lg bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="dashboard-revenue" className="text-lg font-semibold text-ink-900">
            {t('adminDashboard.revenue.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('adminDashboard.revenue.intro')}</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={yearId} className="text-sm font-medium text-ink-900">
            {t('adminDashboard.revenue.yearLabel')}
          </label>
          <select
            id={yearId}
            value={revenue.year}
            onChange={(event) => onYearChange(Number(event.target.value))}
            className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-sm focus:outline-none focus:ring-2 focus:ring-gold-400"
          >
            {revenue.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="mt-2 text-sm font-medium text-ink-900" aria-live="polite">
        {t('adminDashboard.revenue.total', { year: revenue.year, amount: format(total) })}
      </p>
      <Suspense fallback={<ChartFallback />}>
        <RevenueChart
          points={revenue.months.map((month) => ({
            label: monthName(month.month, lng, true),
            revenue: month.revenue,
          }))}
          format={format}
        />
      </Suspense>
      <table className="sr-only">
        <caption>{t('adminDashboard.revenue.tableCaption', { year: revenue.year })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminDashboard.revenue.monthColumn')}</th>
            <th scope="col">{t('adminDashboard.revenue.amountColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {revenue.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month, lng)}</th>
              <td>{format(month.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
