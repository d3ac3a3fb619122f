/** E-mails about a reservation: its request received, its quote, the customer's decision. */
import { toOneLine, type MailTemplates } from './mail-templates.kit';

export interface ReservationMailParams {
  /**
   * Sent to the address a visitor typed, proven or not: only the date (a checked calendar date)
   * is repeated, never a name or an address the visitor typed. `date` is `YYYY-MM-DD`.
   */
  quoteRequestReceived: { date: string };
  /**
   * An administrator set the quote of a reservation (docs/product/emails.md#quote-ready). Sent
   * only on an administrator's action, who has read the request: its trip summary may repeat
   * what the visitor typed. `amount` in euros; `date` YYYY-MM-DD; `url` the customer area.
   */
  quoteReady: {
    name: string;
    amount: number;
    date: string;
    heure: string;
    from: string;
    to: string;
    url: string;
    /** the customer had accepted the previous quote: the reservation awaits their answer again */
    replacesAccepted: boolean;
  };
  /**
   * The customer accepted the quote or cancelled the reservation from their account
   * (docs/product/emails.md#reservation-status). `amount` is the accepted quote in euros.
   */
  reservationStatus: {
    name: string;
    statut: 'confirmé' | 'annulé';
    amount: number;
    date: string;
    heure: string;
    from: string;
    to: string;
    url: string;
  };
}

export const reservationMailTemplates: MailTemplates<ReservationMailParams> = {
  quoteRequestReceived: ({ date }, { t, formatDate }) => ({
    subject: t('quoteRequestReceived.subject'),
    preheader: t('quoteRequestReceived.preheader', { date: formatDate(date) }),
    heading: t('quoteRequestReceived.heading'),
    greeting: t('layout.greetingAnonymous'),
    blocks: [
      { kind: 'paragraph', text: t('quoteRequestReceived.intro') },
      {
        kind: 'details',
        rows: [{ label: t('quoteRequestReceived.dateLabel'), value: formatDate(date) }],
      },
      { kind: 'paragraph', text: t('quoteRequestReceived.next') },
      { kind: 'paragraph', text: t('quoteRequestReceived.change') },
    ],
    signOff: true,
  }),

  quoteReady: (p, { t, formatDate, formatEuros }) => {
    const amount = formatEuros(p.amount);
    const date = formatDate(p.date);
    return {
      subject: t('quoteReady.subject', { amount }),
      preheader: t('quoteReady.preheader', { amount, date }),
      heading: t('quoteReady.heading'),
      greeting: t('layout.greeting', { name: p.name }),
      blocks: [
        { kind: 'paragraph', text: t('quoteReady.intro') },
        {
          kind: 'details',
          rows: [
            { label: t('quoteReady.amountLabel'), value: amount },
            { label: t('quoteReady.dateLabel'), value: `${date}, ${p.heure}` },
            { label: t('quoteReady.fromLabel'), value: toOneLine(p.from) },
            { label: t('quoteReady.toLabel'), value: toOneLine(p.to) },
          ],
        },
        ...(p.replacesAccepted
          ? [{ kind: 'paragraph' as const, text: t('quoteReady.replacesAccepted') }]
          : []),
        { kind: 'paragraph', text: t('quoteReady.accept', { url: p.url }) },
        { kind: 'paragraph', text: t('quoteReady.questions') },
      ],
      signOff: true,
    };
  },

  reservationStatus: (p, { t, formatDate, formatEuros }) => {
    const amount = formatEuros(p.amount);
    const date = formatDate(p.date);
    const confirmed = p.statut === 'confirmé';
    const kind = confirmed ? 'confirmed' : 'cancelled';
    const trip = [
      { label: t('reservationStatus.dateLabel'), value: `${date}, ${p.heure}` },
      { label: t('reservationStatus.fromLabel'), value: toOneLine(p.from) },
      { label: t('reservationStatus.toLabel'), value: toOneLine(p.to) },
    ];
    return {
      subject: t(`reservationStatus.${kind}Subject`, { amount, date }),
      preheader: t(`reservationStatus.${kind}Preheader`, { date }),
      heading: t(`reservationStatus.${kind}Heading`),
      greeting: t('layout.greeting', { name: p.name }),
      blocks: [
        { kind: 'paragraph', text: t(`reservationStatus.${kind}Intro`) },
        {
          kind: 'details',
          rows: confirmed
            ? [{ label: t('reservationStatus.amountLabel'), value: amount }, ...trip]
            : trip,
        },
        confirmed
          ? { kind: 'paragraph', text: t('reservationStatus.pay', { url: p.url }) }
          : { kind: 'paragraph', text: t('reservationStatus.rebook') },
        { kind: 'paragraph', text: t('reservationStatus.questions') },
      ],
      signOff: true,
    };
  },
};
