import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, type Dashboard } from '@navette/shared';
import { formatEuros } from '../../../lib/format';
import { signedPercent } from '../dashboard-format';

interface Figure {
  value: number;
  change: number | null;
}

const Change = ({ figure, period }: { figure: Figure; period: Dashboard['period']['name'] }) => {
  const { t } = useTranslation('admin');
  if (figure.change === null) {
    return <p className="mt-1 text-xs text-slate-500">{t('adminDashboard.change.none')}</p>;
  }
  const tone =
    figure.change > 0 ? 'text-emerald-700' : figure.change < 0 ? 'text-red-700' : 'text-slate-600';
  return (
    <p className={`mt-1 text-xs font-medium ${tone}`}>
      {t(`adminDashboard.change.${period}`, { value: signedPercent(figure.change) })}
    </p>
  );
};

const Card = ({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) => (
  <div className="rounded-lg bg-white p-4 shadow-card">
    <dt className="text-sm text-slate-600">{label}</dt>
    <dd className="mt-1 text-2xl font-semibold text-ink-900">{value}</dd>
    {children && <dd>{children}</dd>}
  </div>
);

/** The four cards of the period: each figure as docs/product/back-office.md#dashboard defines it. */
export const StatCards = ({ data }: { data: Dashboard }) => {
  const { t, i18n } = useTranslation('admin');
  const { cards } = data;
  const period = data.period.name;
  return (
    <dl
      aria-label={t('adminDashboard.cards.label')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Card label={t('adminDashboard.cards.reservations')} value={String(cards.reservations.value)}>
        <Change figure={cards.reservations} period={period} />
      </Card>
      <Card label={t('adminDashboard.cards.confirmed')} value={String(cards.confirmed.value)}>
        <Change figure={cards.confirmed} period={period} />
      </Card>
      <Card
        label={t('adminDashboard.cards.revenue')}
        value={formatEuros(cards.revenue.value, i18n.language, true)}
      >
        <p className="mt-1 text-xs text-slate-600">{t('adminDashboard.cards.revenueHint')}</p>
        <Change figure={cards.revenue} period={period} />
        <p className="mt-1 text-xs text-slate-600">
          {t('adminDashboard.cards.confirmationRate', { rate: cards.confirmationRate })}
        </p>
      </Card>
      <Card
        label={t('adminDashboard.cards.popularService')}
        value={
          cards.popularService === null
            ? t('adminDashboard.cards.notAvailable')
            : inLanguage(i18n.language, cards.popularService, cards.popularServiceEn)
        }
      />
    </dl>
  );
};
