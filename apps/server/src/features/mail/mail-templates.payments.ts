/** E-mails about a card payment (docs/product/emails.md). */
import type { RefundReason } from '@navette/shared';
import {
  toOneLine,
  tripLegRows,
  type MailTemplateContext,
  type MailTemplates,
} from './mail-templates.kit';

const PAYMENT_LEG_LABELS = {
  date: 'paymentReceived.dateLabel',
  from: 'paymentReceived.fromLabel',
  to: 'paymentReceived.toLabel',
};

/** The reservation a payment is for, as its e-mails show it. `date` YYYY-MM-DD; `url` the customer area. */
interface PaidReservation {
  name: string;
  /** the reservation's reference, NP-2026-0042 */
  reference: string;
  /** in euros */
  amount: number;
  /** the service's name, when the reservation still names one */
  service: string | null;
  date: string;
  heure: string;
  from: string;
  to: string;
  url: string;
}

export interface PaymentMailParams {
  /**
   * The provider confirmed the payment of a reservation's quote (docs/decisions/0028-card-payments.md).
   * Sent only after a real payment, to the reservation's address: its trip summary may repeat
   * what the customer typed.
   */
  paymentReceived: PaidReservation & {
    /** the invoice attached (docs/product/documents.md) */
    invoiceNumber: string;
    /** the bon de réservation attached with it, for a trip booked at the tariff's price */
    bonNumber?: string | null;
  };
  /**
   * The provider confirmed a refund (docs/decisions/0042-payments-follow-the-reservation.md):
   * the reservation was cancelled after it was paid, or a session was paid that the reservation
   * could no longer take. `amount` as refunded.
   */
  paymentRefunded: PaidReservation & { reason: RefundReason };
}

/**
 * What a receipt and a refund share: subject, preheader, heading and greeting under the e-mail's
 * own keys, and the details of the reservation paid for (the receipt's labels, but the amount's).
 */
const paymentMail = (
  key: 'paymentReceived' | 'paymentRefunded',
  p: PaidReservation,
  context: MailTemplateContext,
) => {
  const { t, formatDate, formatEuros } = context;
  const amount = formatEuros(p.amount);
  const date = formatDate(p.date);
  return {
    amount,
    head: {
      subject: t(`${key}.subject`, { amount, reference: p.reference }),
      preheader: t(`${key}.preheader`, { amount, date }),
      heading: t(`${key}.heading`),
      greeting: t('layout.greeting', { name: p.name }),
    },
    details: {
      kind: 'details' as const,
      rows: [
        { label: t('layout.referenceLabel'), value: p.reference },
        { label: t(`${key}.amountLabel`), value: amount },
        ...(p.service
          ? [{ label: t('paymentReceived.serviceLabel'), value: toOneLine(p.service) }]
          : []),
        ...tripLegRows(p, PAYMENT_LEG_LABELS, context),
      ],
    },
  };
};

export const paymentMailTemplates: MailTemplates<PaymentMailParams> = {
  paymentReceived: (p, context) => {
    const { t } = context;
    const { head, details } = paymentMail('paymentReceived', p, context);
    return {
      ...head,
      blocks: [
        { kind: 'paragraph', text: t('paymentReceived.intro') },
        details,
        { kind: 'paragraph', text: t('paymentReceived.invoice', { number: p.invoiceNumber }) },
        ...(p.bonNumber
          ? [
              {
                kind: 'paragraph' as const,
                text: t('paymentReceived.bon', { number: p.bonNumber }),
              },
            ]
          : []),
        { kind: 'paragraph', text: t('paymentReceived.next', { url: p.url }) },
        { kind: 'paragraph', text: t('paymentReceived.thanks') },
      ],
      signOff: true,
    };
  },
  paymentRefunded: (p, context) => {
    const { t } = context;
    const { amount, head, details } = paymentMail('paymentRefunded', p, context);
    return {
      ...head,
      blocks: [
        { kind: 'paragraph', text: t('paymentRefunded.intro', { amount }) },
        { kind: 'paragraph', text: t(`paymentRefunded.reasons.${p.reason}`) },
        details,
        { kind: 'paragraph', text: t('paymentRefunded.delay') },
        { kind: 'paragraph', text: t('paymentRefunded.next', { url: p.url }) },
      ],
      signOff: true,
    };
  },
};
