import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@navette/shared';
import { formatDay } from '../../../lib/format';

/** Active services, vehicles and the next trip (or Aucune). */
export const FooterCards = ({ footer }: { footer: Dashboard['footer'] }) => {
  const { t, i18n } = useTranslation('admin');
  const next = footer.nextReservation;
  const items = [
    [t('adminDashboard.footer.activeServices'), String(footer.activeServices)],
    [t('adminDashboard.footer.vehicles'), String(footer.vehicles)],
    [
      t('adminDashboard.footer.nextReservation'),
      next
        ? t('adminDashboard.footer.dateTime', {
            date: formatDay(next.date, i18n.language),
            time: next.heure,
          })
        : t('adminDashboard.footer.none'),
    ],
  ] as const;
  return (
    <dl aria-label={t('adminDashboard.footer.label')} className="grid gap-4 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-white p-4 shadow-card">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-xl font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
};
