import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@navette/shared';
import { formatEuros } from '../../../lib/format';
import { DashboardCard } from './DashboardWidgets';

const STEPS = ['requests', 'quoted', 'accepted', 'paid'] as const;

/**
 * Requests → quotes sent → accepted → paid, as a list whose bars are drawn in CSS: the numbers
 * are the text, so it needs no alternative for screen readers.
 */
export const QuoteFunnel = ({ funnel }: { funnel: Dashboard['funnel'] }) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <DashboardCard name="funnel" title={t('adminDashboard.funnel.title')}>
      <ol className="mt-3 flex flex-col gap-3">
        {STEPS.map((step) => {
          const count = funnel[step];
          const percent = funnel.requests === 0 ? 0 : Math.round((count / funnel.requests) * 100);
          return (
            <li key={step}>
              <div className="flex justify-between gap-2 text-sm">
                <span className="text-slate-700">{t(`adminDashboard.funnel.${step}`)}</span>
                <span className="font-semibold text-ink-900">{count}</span>
              </div>
              <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
                <div className="h-2 rounded bg-gold-400" style={{ width: `${percent}%` }} />
              </div>
              {step !== 'requests' && (
                <p className="mt-0.5 text-xs text-slate-500">
                  {t('adminDashboard.funnel.ofRequests', { percent })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm font-medium text-ink-900">
        {t('adminDashboard.funnel.paidRevenue', {
          amount: formatEuros(funnel.paidRevenue, i18n.language, true),
        })}
      </p>
      <p className="text-xs text-slate-600">{t('adminDashboard.funnel.paidRevenueHint')}</p>
    </DashboardCard>
  );
};
