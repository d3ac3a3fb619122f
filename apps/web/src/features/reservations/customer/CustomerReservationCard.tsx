import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  inLanguage,
  isPickupPast,
  type CustomerReservation,
  type CustomerStatut,
} from '@navette/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { CheckIcon } from '../../../components/Icons';
import { CalendarIcon, CardIcon, MapPinIcon, UsersIcon } from '../../../components/PageIcons';
import { DocumentList } from '../../../entities/document/DocumentList';
import { isDevisExpired } from '../../../entities/document/devis-validity';
import { formatDay } from '../../../lib/format';
import { STATUS_CLASSES } from '../admin/reservation-format';
import { canCancelUnderTerms, canDecide, canPay } from './customer-reservations-api';
import { CustomerReservationDetails } from './CustomerReservationDetails';
import { CustomerTrip } from './CustomerTrip';
import { useCustomerFormat } from '../../../entities/reservation/use-customer-format';
import { useCancellationWords } from './use-cancellation-words';

export interface CustomerReservationCardProps {
  reservation: CustomerReservation;
  /** a status change or a payment of this reservation is under way */
  busy: boolean;
  onDecide: (reservation: CustomerReservation, statut: CustomerStatut) => void;
  onPay: (reservation: CustomerReservation) => void;
  /**
   * why the last status change or payment of this reservation failed (already translated): shown
   * at the card, next to the button that was pressed, never in a banner a screen away
   */
  failure?: { id: number; message: string } | null;
  onDismissFailure?: () => void;
}

/**
 * One reservation of the customer (docs/product/customer-area.md#reservations-tab): the trip, the
 * quote and the statut ("Devis reçu — à confirmer" while a quote waits for the customer); Confirm
 * and Cancel shown exactly while a quote waits for an answer, Cancel asked in a dialog naming the
 * trip; a trip priced by the tariff states its cancellation terms under the price and keeps
 * Cancel once confirmed or paid, until its pick-up, the dialog saying what a paid one gets back
 * (docs/product/customer-area.md#confirm-and-cancel); Pay on a confirmed, unpaid one, and "payment done" once paid; an action that no longer
 * applies is not shown; the trip as it is driven, once confirmed; the whole request on demand. The card fills its cell, actions at its foot.
 */
export const CustomerReservationCard = ({
  reservation: r,
  busy,
  onDecide,
  onPay,
  failure = null,
  onDismissFailure,
}: CustomerReservationCardProps) => {
  const { t, i18n } = useTranslation('account');
  const format = useCustomerFormat();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const detailsId = useId();
  const day = format.day(r.date);
  const decidable = canDecide(r);
  // past its last day the server refuses the devis (DEVIS_EXPIRED): only cancelling stays open
  const expired = decidable && isDevisExpired(r.devisValideJusquAu);
  // nor once the pick-up time has passed (RESERVATION_PICKUP_PASSED), whatever the devis says
  const pickupPassed = decidable && !expired && isPickupPast(r.date, r.heure);
  const validUntil = r.devisValideJusquAu && formatDay(r.devisValideJusquAu, i18n.language);
  const cancellable = decidable || canCancelUnderTerms(r);
  const cancellation = useCancellationWords(r);
  const of = <span className="sr-only"> {t('customerReservations.of', { date: day })}</span>;

  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-lg bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-serif text-xl text-ink-900">
            {r.service
              ? inLanguage(i18n.language, r.service.name, r.service.nameEn)
              : t('customerReservations.serviceUnknown')}
          </h3>
          <p className="text-xs text-slate-600">
            {t('customerReservations.reference', { reference: r.reference })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_CLASSES[r.statut]}`}
          >
            {format.reservationStatus(r)}
          </span>
          {r.paid && (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-3 py-1 text-xs font-semibold text-success-600">
              <CheckIcon className="size-3.5" />
              {t('customerReservations.paid')}
            </span>
          )}
          {!r.paid && r.refund && (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
              {t(
                r.refund.status === 'done'
                  ? 'customerReservations.refunded'
                  : 'customerReservations.refundPending',
              )}
            </span>
          )}
        </div>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <CalendarIcon className="size-4 shrink-0 text-slate-500" />
        {t('customerReservations.when', { date: day, time: r.heure })}
      </p>
      <p className="flex items-start gap-2 break-words text-sm text-slate-700">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span className="min-w-0">
          {r.adresse_depart} → {r.adresse_arrivee}
        </span>
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <UsersIcon className="size-4 shrink-0 text-slate-500" />
        {t('customerReservations.passengers', { count: r.nombre_personnes })}
      </p>
      <CustomerTrip reservation={r} open={open} />
      <p className="text-base font-semibold text-ink-900">
        {r.devis === null
          ? t('customerReservations.noDevis')
          : t('customerReservations.devis', { amount: format.euros(r.devis) })}
      </p>
      {cancellable && cancellation && (
        <p className="text-sm text-slate-700">{cancellation.terms}</p>
      )}
      {decidable && validUntil && !expired && !pickupPassed && (
        <p className="text-sm text-slate-700">
          {t('documentLinks.validUntil', { date: validUntil })}
        </p>
      )}
      {expired && validUntil ? (
        <p className="rounded-md bg-warning-50 p-3 text-sm font-medium text-ink-900">
          {t('customerReservations.devisExpired', { date: validUntil })}
        </p>
      ) : pickupPassed ? (
        <p className="rounded-md bg-warning-50 p-3 text-sm font-medium text-ink-900">
          {t('customerReservations.pickupPassed')}
        </p>
      ) : (
        r.statut === 'en attente' && (
          <p className="text-sm text-slate-600">
            {decidable
              ? t('customerReservations.decideHint')
              : t('customerReservations.waitingDevis')}
          </p>
        )
      )}
      <DocumentList documents={r.documents} />
      {failure && (
        <ErrorBanner
          key={failure.id}
          title={t('profilePage.failureTitle')}
          message={failure.message}
          onDismiss={onDismissFailure}
        />
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {decidable && !expired && !pickupPassed && (
          <button
            type="button"
            className="btn btn-ink"
            disabled={busy}
            onClick={() => onDecide(r, 'confirmé')}
          >
            {t('customerReservations.confirm')}
            {of}
          </button>
        )}
        {cancellable && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t('customerReservations.cancel')}
            {of}
          </button>
        )}
        {canPay(r) && r.devis !== null && (
          <button type="button" className="btn btn-gold" disabled={busy} onClick={() => onPay(r)}>
            <CardIcon className="size-4" />
            {busy
              ? t('customerReservations.paying')
              : t('customerReservations.pay', { amount: format.euros(r.devis) })}
            {of}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? t('customerReservations.hideDetails') : t('customerReservations.showDetails')}
          {of}
        </button>
      </div>
      {open && <CustomerReservationDetails reservation={r} id={detailsId} />}
      <ConfirmDialog
        open={asking}
        title={t('customerReservations.cancelTitle')}
        text={[
          t('customerReservations.cancelQuestion', {
            date: day,
            time: r.heure,
            from: r.adresse_depart,
            to: r.adresse_arrivee,
          }),
          cancellation?.refund,
        ]
          .filter(Boolean)
          .join(' ')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDecide(r, 'annulé');
        }}
      />
    </article>
  );
};
