import { useTranslation } from 'react-i18next';
import { cancellationTerms, parisMoment, type CustomerReservation } from '@navette/shared';
import { useCustomerFormat } from '../../../entities/reservation/use-customer-format';

/*
 * What cancelling a trip priced by the tariff does now, in the customer's words
 * (docs/product/customer-area.md#confirm-and-cancel): free until `annulationGratuiteJusquAu`;
 * later, `feePercent` % of a paid price is kept and the rest refunded on the card, and an unpaid
 * trip is simply cancelled (nothing is charged online). Worked out here only to tell the
 * customer, with the rule the server applies (cancellationTerms): the server decides.
 */

export interface CancellationWords {
  /** the terms, written under the price */
  terms: string;
  /** what a paid trip's cancellation gives back, added to the cancel dialog; null when unpaid */
  refund: string | null;
}

/** The words of the reservation's cancellation terms at `now`; null when it has none. */
export const useCancellationWords = (
  reservation: CustomerReservation,
  now: Date = new Date(),
): CancellationWords | null => {
  const { t } = useTranslation('account');
  const format = useCustomerFormat();
  const policy = reservation.tarification?.cancellation;
  const freeUntil = reservation.annulationGratuiteJusquAu;
  if (!policy || freeUntil === null || reservation.devis === null) return null;

  const priceCents = Math.round(reservation.devis * 100);
  const { free, feeCents, refundCents } = cancellationTerms(
    policy,
    priceCents,
    { date: reservation.date, time: reservation.heure },
    now,
  );
  const euros = (cents: number) => format.euros(cents / 100);
  const refund = euros(refundCents);
  // the end of free cancellation as the company's clock reads it, like the pick-up time
  const limit = parisMoment(new Date(freeUntil));

  const terms = free
    ? t('customerReservations.terms.free', { date: format.day(limit.day), time: limit.time })
    : reservation.paid
      ? t('customerReservations.terms.fee', {
          percent: policy.feePercent,
          fee: euros(feeCents),
          refund,
        })
      : t('customerReservations.terms.unpaid');

  if (!reservation.paid) return { terms, refund: null };
  if (free) return { terms, refund: t('customerReservations.terms.refundFull', { refund }) };
  return {
    terms,
    refund:
      refundCents === 0
        ? t('customerReservations.terms.noRefund')
        : t('customerReservations.terms.refund', { refund }),
  };
};
