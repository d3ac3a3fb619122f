import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@navette/shared';
import { formatEuros } from '../../../lib/format';
import { monthName } from '../dashboard-format';
import { ChartSlot } from './ChartSlot';
import { ChartTable, DashboardCard, LabelledSelect } from './DashboardWidgets';

// Recharts travels only with these two modules, loaded once their slot nears the screen
// (decisions 0025 and 0038)
const StatusChart = lazy(() => import('./StatusChart'));
const RevenueChart = lazy(() => import('./RevenueChart'));

// at least 3:1 against white for each slice (WCAG 1.4.11); the legend's words are written in ink
const STATUS_COLORS = {
  'en attente': '#b45309',
  confirmé: '#15803d',
  annulé: '#b91c1c',
  terminé: '#1d4ed8',
} as const;

/**
 * The status split of the period, in its card: a pie, and the same counts as a table for screen
 * readers.
 */
export const StatusSection = ({ split }: { split: Dashboard['statusSplit'] }) => {
  const { t } = useTranslation('admin');
  const slices = split.map(({ statut, count }) => ({
    label: t(`adminDashboard.status.${statut}`),
    count,
    color: STATUS_COLORS[statut],
  }));
  // an empty pie would draw its legend alone: say there is nothing to split instead
  const empty = slices.every((slice) => slice.count === 0);
  return (
    <DashboardCard name="status" title={t('adminDashboard.status.title')}>
      {empty ? (
        <p className="py-8 text-center text-slate-600">{t('adminDashboard.status.empty')}</p>
      ) : (
        <ChartSlot>
          <StatusChart slices={slices} />
        </ChartSlot>
      )}
      <ChartTable
        caption={t('adminDashboard.status.tableCaption')}
        headers={[t('adminDashboard.status.statusColumn'), t('adminDashboard.status.countColumn')]}
        rows={slices.map((slice) => [slice.label, String(slice.count)] as const)}
      />
    </DashboardCard>
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
  const lng = i18n.language;
  const format = (amount: number) => formatEuros(amount, lng, true);
  const total = revenue.months.reduce((sum, month) => sum + month.revenue, 0);
  return (
    <DashboardCard
      name="revenue"
      title={t('adminDashboard.revenue.title')}
      intro={<p className="text-sm text-slate-600">{t('adminDashboard.revenue.intro')}</p>}
      headerClassName="flex flex-wrap items-end justify-between gap-3"
      headerEnd={
        <LabelledSelect
          label={t('adminDashboard.revenue.yearLabel')}
          value={String(revenue.year)}
          options={revenue.years.map((year) => ({ value: String(year), label: String(year) }))}
          onChange={(value) => onYearChange(Number(value))}
        />
      }
    >
      <p className="mt-2 text-sm font-medium text-ink-900" aria-live="polite">
        {t('adminDashboard.revenue.total', { year: revenue.year, amount: format(total) })}
      </p>
      <ChartSlot>
        <RevenueChart
          points={revenue.months.map((month) => ({
            label: monthName(month.month, lng, true),
            revenue: month.revenue,
          }))}
          format={format}
          formatTick={(amount) => formatEuros(amount, lng)}
        />
      </ChartSlot>
      <ChartTable
        caption={t('adminDashboard.revenue.tableCaption', { year: revenue.year })}
        headers={[
          t('adminDashboard.revenue.monthColumn'),
          t('adminDashboard.revenue.amountColumn'),
        ]}
        rows={revenue.months.map(
          (month) => [monthName(month.month, lng), format(month.revenue)] as const,
        )}
      />
    </DashboardCard>
  );
};
