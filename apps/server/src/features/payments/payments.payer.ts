import { formatLongDate, inLanguage } from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import { holderOf } from '../auth';
import type { PayableReservation } from './payments.repository';
import type { Payer } from './payments.service';

const DATE_LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;

/** Who pays, from the request: its holder, its language, the checkout line in that language. */
export const payerOf = (request: FastifyRequest): Payer => ({
  holder: holderOf(request),
  language: request.language,
  describe: (reservation: PayableReservation) =>
    request.t('testCheckout.productName', {
      service:
        reservation.serviceName === null
          ? request.t('testCheckout.defaultService')
          : inLanguage(request.language, reservation.serviceName, reservation.serviceNameEn),
      date: formatLongDate(reservation.date, DATE_LOCALES[request.language]),
      heure: reservation.heure,
      from: reservation.adresseDepart,
      to: reservation.adresseArrivee,
      interpolation: { escapeValue: false },
    }),
});
