import { useTranslation } from 'react-i18next';
import type { CustomerReservation } from '@navette/shared';
import { DocumentList } from '../../../entities/document/DocumentList';
import { CalendarIcon, MapPinIcon } from '../../../components/PageIcons';
import { TitledSection } from '../../../components/TitledSection';
import { useCustomerFormat } from '../../../entities/reservation/use-customer-format';
import { FACTURE_POLL_TIMES, currentFacture } from '../payment-return';

const Leg = ({
  label,
  date,
  time,
  from,
  to,
}: {
  label: string;
  date: string;
  time: string;
  from: string;
  to: string;
}) => {
  const { t } = useTranslation('account');
  const format = useCustomerFormat();
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="flex items-center gap-2 font-medium text-ink-900">
        <CalendarIcon className="size-4 shrink-0 text-slate-500" />
        {t('customerReservations.when', { date: format.day(date), time })}
      </dd>
      <dd className="flex items-start gap-2 break-words text-slate-700">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span className="min-w-0">
          {from} → {to}
        </span>
      </dd>
    </div>
  );
};

/**
 * What the customer just paid for (docs/product/customer-area.md#payment-return-pages): the
 * reference, the trip (both legs of a round trip), the amount and the facture, or where the
 * facture will be when it is not issued yet.
 */
export const PaidReservationSummary = ({
  reservation: r,
  amount,
  attempts,
  guest = false,
}: {
  reservation: CustomerReservation;
  /** the amount paid in euros, null while the payment is not confirmed */
  amount: number | null;
  /** how many times the reservation has been read (the page looks again for a late facture) */
  attempts: number;
  /** paid from a manage-booking link, without an account: its documents are on that page */
  guest?: boolean;
}) => {
  const { t } = useTranslation('account');
  const format = useCustomerFormat();
  const facture = currentFacture(r);
  const back =
    r.retour &&
    r.date_retour &&
    r.heure_retour &&
    r.adresse_depart_retour &&
    r.adresse_arrivee_retour
      ? {
          date: r.date_retour,
          time: r.heure_retour,
          from: r.adresse_depart_retour,
          to: r.adresse_arrivee_retour,
        }
      : null;

  return (
    <TitledSection
      titleId="paid-reservation-title"
      level={3}
      className="flex w-full max-w-2xl flex-col gap-5 rounded-2xl bg-white p-5 shadow-card md:p-8"
      title={t('payment.summary.title')}
      titleClassName="font-serif text-xl text-ink-900"
    >
      <dl className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-slate-600">{t('payment.summary.reference')}</dt>
          <dd className="font-mono text-lg font-semibold text-ink-900">{r.reference}</dd>
        </div>
        <Leg
          label={back ? t('payment.summary.outbound') : t('payment.summary.trip')}
          date={r.date}
          time={r.heure}
          from={r.adresse_depart}
          to={r.adresse_arrivee}
        />
        {back && <Leg label={t('payment.summary.return')} {...back} />}
        {amount !== null && (
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-slate-600">{t('payment.summary.amount')}</dt>
            <dd className="text-2xl font-semibold text-ink-900">{format.euros(amount)}</dd>
          </div>
        )}
      </dl>
      {amount !== null &&
        (facture ? (
          <DocumentList documents={[facture]} />
        ) : (
          <p className="text-sm text-slate-700">
            {attempts < FACTURE_POLL_TIMES
              ? t('payment.summary.factureComing')
              : t(guest ? 'payment.summary.factureLaterGuest' : 'payment.summary.factureLater')}
          </p>
        ))}
    </TitledSection>
  );
};
