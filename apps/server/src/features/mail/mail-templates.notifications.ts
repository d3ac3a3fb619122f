/**
 * What the company's own inbox is told of a reservation (docs/product/emails.md#company-notices):
 * a new quote request, a customer's acceptance, a payment received, a customer's cancellation.
 * Always in French, the company's language; sent only to COMPANY_EMAIL, never to an address a
 * visitor typed. The names and addresses a visitor typed are escaped by the layout, like every
 * value.
 */
import { formatPhone } from '@navette/shared';
import type { CompanyNotificationEvent } from '../../config-values';
import {
  toOneLine,
  tripRows,
  type MailTemplates,
  type MailTripLeg,
  type TripLegLabels,
} from './mail-templates.kit';

/** One leg of the trip: `date` YYYY-MM-DD, `heure` HH:MM. */
export type NoticeLeg = MailTripLeg;

/** `companyNotice.<prefix>DateLabel`, `…FromLabel`, `…ToLabel`. */
const legLabels = (prefix: 'one' | 'outbound' | 'return'): TripLegLabels => ({
  date: `companyNotice.${prefix}DateLabel`,
  from: `companyNotice.${prefix}FromLabel`,
  to: `companyNotice.${prefix}ToLabel`,
});
const NOTICE_TRIP_LABELS = {
  one: legLabels('one'),
  outbound: legLabels('outbound'),
  back: legLabels('return'),
};

export interface NotificationMailParams {
  companyNotice: {
    event: CompanyNotificationEvent;
    /** the reservation's reference, NP-2026-0042 */
    reference: string;
    name: string;
    email: string;
    telephone: string;
    /** made without an account */
    guest: boolean;
    outbound: NoticeLeg;
    /** a round trip's return leg; null one-way */
    back: NoticeLeg | null;
    /** euros: the devis accepted, the payment received; the customer's estimate for a request */
    amount: number | null;
    /** the reservation in the back-office, an absolute address */
    url: string;
  };
}

export const notificationMailTemplates: MailTemplates<NotificationMailParams> = {
  companyNotice: (p, context) => {
    const { t, formatDate, formatEuros } = context;
    const key = (name: string) => `companyNotice.${p.event}.${name}`;
    const values = { name: p.name, reference: p.reference, date: formatDate(p.outbound.date) };
    return {
      subject: t(key('subject'), values),
      preheader: t(key('preheader'), values),
      heading: t(key('heading')),
      blocks: [
        { kind: 'paragraph', text: t(key('intro'), values) },
        {
          kind: 'details',
          rows: [
            { label: t('layout.referenceLabel'), value: p.reference },
            {
              label: t('companyNotice.customerLabel'),
              value: toOneLine(p.guest ? t('companyNotice.guest', { name: p.name }) : p.name),
            },
            { label: t('companyNotice.emailLabel'), value: toOneLine(p.email) },
            { label: t('companyNotice.phoneLabel'), value: formatPhone(toOneLine(p.telephone)) },
            ...tripRows(p, NOTICE_TRIP_LABELS, context),
            ...(p.amount === null || p.amount <= 0
              ? []
              : [{ label: t(key('amountLabel')), value: formatEuros(p.amount) }]),
          ],
        },
        { kind: 'paragraph', text: t('companyNotice.open', { url: p.url }) },
      ],
      signOff: false,
    };
  },
};
