import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Spinner } from '../../../components/Spinner';
import { useDashboard } from '../../../features/dashboard/dashboard-query';
import { formatDay } from '../../../lib/format';
import {
  RevenueSection,
  StatusSection,
} from '../../../features/dashboard/components/ChartSections';
import { LabelledSelect } from '../../../features/dashboard/components/DashboardWidgets';
import { DispatchSection } from '../../../features/dashboard/components/DispatchSection';
import { FailedMailsCard } from '../../../features/dashboard/components/FailedMailsCard';
import { FooterCards } from '../../../features/dashboard/components/FooterCards';
import { QuoteFunnel } from '../../../features/dashboard/components/QuoteFunnel';
import { StatCards } from '../../../features/dashboard/components/StatCards';
import { AdminPage } from '../parts/AdminPage';

/**
 * The lists under the figures (upcoming rides, vehicles, services), with their tables and edit
 * forms: loaded once the figures are in, out of the first screen's scripts
 * (docs/decisions/0040-scripts-after-first-paint.md).
 */
const DashboardTabs = lazy(() =>
  import('../../../features/dashboard/components/DashboardTabs').then((module) => ({
    default: module.DashboardTabs,
  })),
);

/** The back-office dashboard (docs/product/back-office.md#dashboard), every figure from the server. */
export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const [year, setYear] = useState<number | undefined>(undefined);
  const dashboard = useDashboard(period, year);
  const data = dashboard.data;
  return (
    <>
      <AdminPage name="adminDashboard" />
      <div className="container-page flex flex-col gap-6 pb-12">
        <div className="flex flex-wrap items-end gap-3">
          <LabelledSelect
            label={t('adminDashboard.periodLabel')}
            value={period}
            options={DASHBOARD_PERIODS.map((name) => ({
              value: name,
              label: t(`adminDashboard.periods.${name}`),
            }))}
            onChange={(value) => setPeriod(value as DashboardPeriod)}
          />
          {/* the period is by trip date: said on screen, so that a day of new requests showing
              zeros for this month's trips reads as what it is (docs/product/back-office.md#the-period) */}
          <div className="pb-1 text-sm text-slate-600">
            {data && (
              <p className="font-medium text-ink-900">
                {t('adminDashboard.periodRange', {
                  from: formatDay(data.period.from, i18n.language),
                  to: formatDay(data.period.to, i18n.language),
                })}
              </p>
            )}
            <p>{t('adminDashboard.periodBasis')}</p>
          </div>
        </div>
        {dashboard.isError && (
          <ErrorBanner key={dashboard.errorUpdatedAt} message={t('adminDashboard.errors.load')} />
        )}
        {dashboard.isPending && (
          <div className="flex justify-center p-8">
            <Spinner label={t('adminDashboard.loading')} />
          </div>
        )}
        {data && (
          <>
            {/* e-mails the customers did not get: first thing on the page until resent */}
            {data.mails.failed > 0 && <FailedMailsCard mails={data.mails} />}
            <StatCards data={data} />
            <DispatchSection dispatch={data.dispatch} />
            <div className="grid gap-6 lg:grid-cols-2">
              <StatusSection split={data.statusSplit} />
              <QuoteFunnel funnel={data.funnel} />
            </div>
            <RevenueSection revenue={data.monthlyRevenue} onYearChange={setYear} />
            <Suspense
              fallback={
                <div className="flex min-h-64 items-center justify-center">
                  <Spinner label={t('adminDashboard.loading')} />
                </div>
              }
            >
              <DashboardTabs upcoming={data.upcoming} vehicles={data.vehicles} />
            </Suspense>
            <FooterCards footer={data.footer} />
            {data.mails.failed === 0 && <FailedMailsCard mails={data.mails} />}
          </>
        )}
      </div>
    </>
  );
}
