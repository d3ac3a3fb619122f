/** E-mails about a reservation: its request received, its quote, the customer's decision. */
import { tripLegRows, tripRows, type MailTemplates, type MailTripLeg } from './mail-templates.kit';

const QUOTE_TRIP_LABELS = {
  one: { date: 'quoteReady.dateLabel', from: 'quoteReady.fromLabel', to: 'quoteReady.toLabel' },
  outbound: {
    date: 'quoteReady.outboundDateLabel',
    from: 'quoteReady.fromLabel',
    to: 'quoteReady.toLabel',
  },
  back: {
    date: 'quoteReady.returnDateLabel',
    from: 'quoteReady.returnFromLabel',
    to: 'quoteReady.returnToLabel',
  },
};

const STATUS_LEG_LABELS = {
  date: 'reservationStatus.dateLabel',
  from: 'reservationStatus.fromLabel',
  to: 'reservationStatus.toLabel',
};

export interface ReservationMailParams {
  /**
   * Sent to the address a visitor typed, proven or not: only the date (a checked calendar date)
   * is repeated, never a name or an address the visitor typed. `date` is `YYYY-MM-DD`.
   */
  quoteRequestReceived: {
    date: string;
    /**
     * booked at the tariff's price (docs/product/pricing.md): its reference and amount (euros),
     * both the server's, and the e-mail asks for the payment; null for a quote request
     */
    booked?: { reference: string; amount: number } | null;
  };
  /**
   * An administrator set the quote of a reservation (docs/product/emails.md#quote-ready). Sent
   * only on an administrator's action, who has read the request: its trip summary may repeat
   * what the visitor typed. `amount` in euros; `date` YYYY-MM-DD; `url` the customer area.
   */
  quoteReady: {
    name: string;
    /** the reservation's reference, NP-2026-0042 */
    reference: string;
    amount: number;
    date: string;
    heure: string;
    from: string;
    to: string;
    url: string;
    /** the customer had accepted the previous quote: the reservation awaits their answer again */
    replacesAccepted: boolean;
    /** the devis attached (docs/product/documents.md): its number and last day (YYYY-MM-DD) */
    devis: { number: string; validUntil: string };
    /** the same amount sent again with a new validity, the previous devis having expired */
    renewed: boolean;
    /** a round trip's return leg, which the devis covers too; null one-way */
    back?: MailTripLeg | null;
  };
  /**
   * The customer accepted the quote or cancelled the reservation from their account, or an
   * administrator confirmed it (docs/product/emails.md#reservation-status). `amount` is the
   * agreed quote in euros, null when the reservation has none.
   */
  reservationStatus: {
    name: string;
    reference: string;
    statut: 'confirmé' | 'annulé';
    /** who made the change: the customer's own decision, or the company's */
    by: 'customer' | 'company';
    amount: number | null;
    /**
     * the customer's own estimate in euros, 0 when none: shown as an estimate when the company
     * confirms a reservation that has no devis the customer accepted
     */
    estimate?: number;
    /** already paid: the e-mail does not ask for the payment */
    paid: boolean;
    /** the bon de réservation attached, when confirmed */
    bonNumber: string | null;
    date: string;
    heure: string;
    from: string;
    to: string;
    url: string;
  };
}

export const reservationMailTemplates: MailTemplates<ReservationMailParams> = {
  quoteRequestReceived: ({ date, booked }, { t, formatDate, formatEuros }) => {
    const dateRow = { label: t('quoteRequestReceived.dateLabel'), value: formatDate(date) };
    if (!booked) {
      return {
        subject: t('quoteRequestReceived.subject'),
        preheader: t('quoteRequestReceived.preheader', { date: formatDate(date) }),
        heading: t('quoteRequestReceived.heading'),
        greeting: t('layout.greetingAnonymous'),
        blocks: [
          { kind: 'paragraph', text: t('quoteRequestReceived.intro') },
          { kind: 'details', rows: [dateRow] },
          { kind: 'paragraph', text: t('quoteRequestReceived.next') },
          { kind: 'paragraph', text: t('quoteRequestReceived.change') },
        ],
        signOff: true,
      };
    }
    const amount = formatEuros(booked.amount);
    return {
      subject: t('bookingReceived.subject', { reference: booked.reference }),
      preheader: t('bookingReceived.preheader', { date: formatDate(date), amount }),
      heading: t('bookingReceived.heading'),
      greeting: t('layout.greetingAnonymous'),
      blocks: [
        { kind: 'paragraph', text: t('bookingReceived.intro') },
        {
          kind: 'details',
          rows: [
            { label: t('layout.referenceLabel'), value: booked.reference },
            dateRow,
            { label: t('bookingReceived.amountLabel'), value: amount },
          ],
        },
        { kind: 'paragraph', text: t('bookingReceived.pay') },
        { kind: 'paragraph', text: t('quoteRequestReceived.change') },
      ],
      signOff: true,
    };
  },

  quoteReady: (p, context) => {
    const { t, formatDate, formatEuros } = context;
    const amount = formatEuros(p.amount);
    const date = formatDate(p.date);
    return {
      subject: t('quoteReady.subject', { amount, reference: p.reference }),
      preheader: t('quoteReady.preheader', { amount, date }),
      heading: t('quoteReady.heading'),
      greeting: t('layout.greeting', { name: p.name }),
      blocks: [
        { kind: 'paragraph', text: t('quoteReady.intro') },
        {
          kind: 'details',
          rows: [
            { label: t('layout.referenceLabel'), value: p.reference },
            { label: t('quoteReady.amountLabel'), value: amount },
            // the devis covers both legs: the return is quoted too (docs/product/emails.md)
            ...tripRows({ outbound: p, back: p.back }, QUOTE_TRIP_LABELS, context),
          ],
        },
        ...(p.replacesAccepted
          ? [{ kind: 'paragraph' as const, text: t('quoteReady.replacesAccepted') }]
          : []),
        ...(p.renewed ? [{ kind: 'paragraph' as const, text: t('quoteReady.renewed') }] : []),
        {
          kind: 'paragraph',
          text: t('quoteReady.validity', {
            number: p.devis.number,
            date: formatDate(p.devis.validUntil),
          }),
        },
        { kind: 'paragraph', text: t('quoteReady.accept', { url: p.url }) },
        { kind: 'paragraph', text: t('quoteReady.questions') },
      ],
      signOff: true,
    };
  },

  reservationStatus: (p, context) => {
    const { t, formatDate, formatEuros } = context;
    const date = formatDate(p.date);
    const trip = [
      { label: t('layout.referenceLabel'), value: p.reference },
      ...tripLegRows(p, STATUS_LEG_LABELS, context),
    ];
    if (p.statut === 'annulé') {
      return {
        subject: t('reservationStatus.cancelledSubject', { date, reference: p.reference }),
        preheader: t('reservationStatus.cancelledPreheader', { date }),
        heading: t('reservationStatus.cancelledHeading'),
        greeting: t('layout.greeting', { name: p.name }),
        blocks: [
          { kind: 'paragraph', text: t('reservationStatus.cancelledIntro') },
          { kind: 'details', rows: trip },
          { kind: 'paragraph', text: t('reservationStatus.rebook') },
          { kind: 'paragraph', text: t('reservationStatus.questions') },
        ],
        signOff: true,
      };
    }
    const amount = p.amount === null ? null : formatEuros(p.amount);
    // the payment is asked for only when there is an amount still to pay
    const toPay = amount !== null && !p.paid;
    // "accepted" only when the customer accepted it; a company's confirmation names the devis,
    // or, without one, the customer's own estimate as an estimate (docs/product/emails.md)
    const amountRow = amount
      ? {
          label: t(
            p.by === 'customer'
              ? 'reservationStatus.amountLabel'
              : 'reservationStatus.devisAmountLabel',
          ),
          value: amount,
        }
      : p.estimate
        ? { label: t('reservationStatus.estimateLabel'), value: formatEuros(p.estimate) }
        : null;
    const [referenceRow, ...tripRows] = trip;
    return {
      subject: amount
        ? t('reservationStatus.confirmedSubject', { amount, reference: p.reference })
        : t('reservationStatus.confirmedSubjectTrip', { date, reference: p.reference }),
      preheader: toPay
        ? t('reservationStatus.confirmedPreheader', { date })
        : t('reservationStatus.confirmedPreheaderDone', { date }),
      heading: t('reservationStatus.confirmedHeading'),
      greeting: t('layout.greeting', { name: p.name }),
      blocks: [
        {
          kind: 'paragraph',
          text: t(
            p.by === 'customer'
              ? 'reservationStatus.confirmedIntro'
              : 'reservationStatus.confirmedByUsIntro',
          ),
        },
        {
          kind: 'details',
          rows: referenceRow && amountRow ? [referenceRow, amountRow, ...tripRows] : trip,
        },
        ...(p.bonNumber
          ? [
              {
                kind: 'paragraph' as const,
                text: t('reservationStatus.bon', { number: p.bonNumber }),
              },
            ]
          : []),
        toPay
          ? { kind: 'paragraph', text: t('reservationStatus.pay', { url: p.url }) }
          : { kind: 'paragraph', text: t('reservationStatus.view', { url: p.url }) },
        { kind: 'paragraph', text: t('reservationStatus.questions') },
      ],
      signOff: true,
    };
  },
};
