import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client';
import { translatorFor } from '../../lib/i18n';
import type { TripVehicle } from '../mail';

/*
 * The text message of `en route` and `sur place` (docs/product/dispatch.md#messages): the
 * e-mail's first sentence, to the passenger's phone, when the company sends text messages.
 */

/**
 * A phone number as the provider needs it (E.164), from what a French customer types:
 * `06 12 34 56 78`, `+33 6 12…`, `0033 6…`, `+44 20…`. Undefined when it cannot be one.
 */
export const toE164 = (typed: string): string | undefined => {
  const compact = typed.replace(/[\s.\-()]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const e164 = /^0[1-9]\d{8}$/.test(international) ? `+33${international.slice(1)}` : international;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : undefined;
};

const vehicleText = (vehicle: TripVehicle): string =>
  [vehicle.couleur ? `${vehicle.nom} ${vehicle.couleur}` : vehicle.nom, vehicle.plaque]
    .filter(Boolean)
    .join(', ');

export const enqueueTripSms = async (
  app: FastifyInstance,
  db: Queryable,
  sms: {
    phone: string;
    state: 'en route' | 'sur place';
    chauffeurFirstName: string;
    vehicle: TripVehicle;
    reference: string;
    dedupeKey: string;
  },
  language: 'fr' | 'en' = 'fr',
): Promise<void> => {
  if (!app.config.sms.enabled) return;
  const to = toE164(sms.phone);
  if (!to) {
    app.log.warn({ reference: sms.reference }, 'no text message: the phone number is not one');
    return;
  }
  const key = sms.state === 'en route' ? 'enRoute' : 'onSite';
  const text = translatorFor(language)(`mail.trips.${key}.sms`, {
    chauffeur: sms.chauffeurFirstName,
    vehicle: vehicleText(sms.vehicle),
  });
  await app.mail.enqueueSms(db, { to, text, language, dedupeKey: sms.dedupeKey });
};
