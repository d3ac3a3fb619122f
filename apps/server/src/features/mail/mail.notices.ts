/**
 * The company told of a reservation's events at COMPANY_EMAIL (docs/product/emails.md#company-notices):
 * a new quote request, a customer's acceptance, a payment received online, a customer's
 * cancellation. Written to the outbox through the caller's transaction, like every e-mail: the
 * notice exists if and only if the change was committed. Each event can be switched off
 * (COMPANY_NOTIFICATIONS). The recipient is only ever the company's own address.
 */
import { DEFAULT_LANGUAGE, returnLegOf, ROUTES } from '@navette/shared';
import type { AppConfig } from '../../config';
import type { CompanyNotificationEvent } from '../../config-values';
import type { Queryable } from '../../db/client';
import type { ReservationRow } from '../../db/schema';
import type { EnqueueMail } from './mail.outbox';

/** What a notice says of the reservation. */
export type NoticeReservation = Pick<
  ReservationRow,
  | 'id'
  | 'reference'
  | 'userId'
  | 'prenom'
  | 'nom'
  | 'email'
  | 'telephone'
  | 'date'
  | 'heure'
  | 'adresseDepart'
  | 'adresseArrivee'
  | 'retour'
  | 'dateRetour'
  | 'heureRetour'
  | 'adresseDepartRetour'
  | 'adresseArriveeRetour'
>;

export interface CompanyNotice {
  event: CompanyNotificationEvent;
  reservation: NoticeReservation;
  /** the amount the event is about, in cents; null when none */
  amountCents: number | null;
  /** names the event, so that a retried request or a replayed webhook tells the company once */
  dedupeKey: string;
}

/** `app.mail.notifyCompany`: queues the notice, unless its event is switched off. */
export type NotifyCompany = (db: Queryable, notice: CompanyNotice) => Promise<void>;

/**
 * The back-office's reservations page searched for the reference: an absolute address, from the
 * configured public origin, that a mail client can open.
 */
export const backOfficeReservationUrl = (publicUrl: string, reference: string): string =>
  `${publicUrl}${ROUTES.adminReservations}?q=${encodeURIComponent(reference)}`;

export const createNotifyCompany =
  (
    config: Pick<AppConfig, 'company' | 'companyNotifications' | 'publicUrl'>,
    enqueue: EnqueueMail,
  ): NotifyCompany =>
  async (db, { event, reservation: r, amountCents, dedupeKey }) => {
    if (!config.companyNotifications.includes(event)) return;
    await enqueue(db, {
      to: config.company.email,
      // the company reads its inbox in the site's own language
      language: DEFAULT_LANGUAGE,
      template: 'companyNotice',
      dedupeKey,
      params: {
        event,
        reference: r.reference,
        name: `${r.prenom} ${r.nom}`,
        email: r.email,
        telephone: r.telephone,
        guest: r.userId === null,
        outbound: { date: r.date, heure: r.heure, from: r.adresseDepart, to: r.adresseArrivee },
        back: returnLegOf(r),
        amount: amountCents === null ? null : amountCents / 100,
        url: backOfficeReservationUrl(config.publicUrl, r.reference),
      },
    });
  };
