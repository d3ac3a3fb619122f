import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, type DashboardDispatch, type DispatchTodayKey } from '@navette/shared';
import { ExpiryBadge } from '../../../entities/road-papers/ExpiryBadge';
import { formatDay } from '../../../lib/format';

const cardClass = 'rounded-lg bg-white p-4 shadow-card';

/** A card's label and its figure, as the dashboard's other cards show them. */
const Figure = ({ label, value }: { label: string; value: number }) => (
  <>
    <span className="block text-sm text-slate-600">{label}</span>
    <span className="mt-1 block text-xl font-semibold text-ink-900">{value}</span>
  </>
);

/**
 * The dashboard's dispatch block (docs/product/dispatch.md#dashboard): today's trips by where
 * they stand, those of the next 48 hours still to assign (a link to the planning), the period's
 * no-shows, and the papers of the road to renew.
 */
export const DispatchSection = ({ dispatch }: { dispatch: DashboardDispatch }) => {
  const { t, i18n } = useTranslation('admin');
  const label = (key: DispatchTodayKey) =>
    key === 'unassigned' || key === 'assigned'
      ? t(`adminDashboard.dispatch.${key}`)
      : t(`tripStates.${key}`, { ns: 'common' });
  return (
    <section aria-labelledby="dashboard-dispatch" className="flex flex-col gap-4">
      <h2 id="dashboard-dispatch" className="font-display text-xl text-ink-900">
        {t('adminDashboard.dispatch.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className={`${cardClass} lg:col-span-2`}>
          <h3 className="text-sm font-semibold text-slate-600">
            {t('adminDashboard.dispatch.today')}
          </h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            {dispatch.today.map(({ key, count }) => (
              <div key={key}>
                <dt className="text-sm text-slate-600">{label(key)}</dt>
                <dd className="text-xl font-semibold text-ink-900">{count}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-col gap-4">
          <Link
            to={ROUTES.adminPlanning}
            className={`${cardClass} block hover:ring-2 hover:ring-gold-400 ${
              dispatch.unassignedSoon > 0 ? 'border-l-4 border-warning-600' : ''
            }`}
          >
            <Figure
              label={t('adminDashboard.dispatch.unassignedSoon')}
              value={dispatch.unassignedSoon}
            />
          </Link>
          <div className={cardClass}>
            <Figure label={t('adminDashboard.dispatch.noShows')} value={dispatch.noShows} />
          </div>
        </div>
      </div>
      <div className={cardClass}>
        <h3 className="text-sm font-semibold text-slate-600">
          {t('adminDashboard.dispatch.papers')}
        </h3>
        {dispatch.expiringDocuments.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('adminDashboard.dispatch.papersUpToDate')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {dispatch.expiringDocuments.map((paper) => (
              <li
                key={`${paper.document}-${paper.ownerId}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700"
              >
                <span className="font-semibold text-ink-900">
                  {t(`adminDashboard.dispatch.documents.${paper.document}`)}
                </span>
                <span>{paper.subject}</span>
                <span>
                  {t('adminDashboard.dispatch.lastValidDay', {
                    date: formatDay(paper.lastValidDay, i18n.language),
                  })}
                </span>
                <ExpiryBadge lastValidDay={paper.lastValidDay} />
                <Link
                  to={paper.document === 'carteVtc' ? ROUTES.adminChauffeurs : ROUTES.adminVehicles}
                  className="underline"
                >
                  {t('adminDashboard.dispatch.renew')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
