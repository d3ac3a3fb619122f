import { parisToday } from '@navette/shared';
import { expect } from 'vitest';
import { editReservationThroughApi } from './admin';

/** The request the helpers send: its id, and the short reference a person reads. */
export interface SentRequest {
  id: string;
  reference: string;
}

/**
 * A guest's quote request sent as the site's form sends it: the XSRF cookie echoed, in
 * `language` (the language of its e-mails), the trip in ten days.
 */
export const sendGuestRequest = async (
  baseUrl: string,
  person: { prenom: string; nom: string; email: string },
  language: 'fr' | 'en' = 'fr',
): Promise<SentRequest> => {
  const health = await fetch(`${baseUrl}/api/health`);
  const cookie = health.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const xsrf = cookie?.split(';')[0]?.split('=')[1] ?? '';
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${baseUrl}/api/reservations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({
      service: await firstServiceId(baseUrl),
      date: inTenDays,
      heure: '09:00',
      adresse_depart: '1 avenue des Champs-Élysées, Paris',
      adresse_arrivee: 'Aéroport Charles-de-Gaulle',
      telephone: '0612345678',
      isGuest: true,
      ...person,
    }),
  });
  expect(response.status).toBe(201);
  const { _id, reference } = (await response.json()) as { _id: string; reference: string };
  return { id: _id, reference };
};

const firstServiceId = async (baseUrl: string): Promise<string> => {
  const [service] = (await (await fetch(`${baseUrl}/api/services`)).json()) as {
    _id: string;
  }[];
  if (!service) throw new Error('the seed has no service');
  return service._id;
};

/**
 * Gives the person who registers next with `person.email` a completed trip, as the product allows
 * (docs/product/public-site.md#testimonials): a guest request with that address, which the
 * account takes once its address is verified, moved by the administrator to yesterday and
 * marked as driven (`terminé`). Call it before the registration; answers the trip's month (YYYY-MM).
 */
export const giveCompletedTrip = async (
  baseUrl: string,
  person: { prenom: string; nom: string; email: string },
): Promise<string> => {
  const { id } = await sendGuestRequest(baseUrl, person);
  const [year = 0, month = 1, day = 1] = parisToday().split('-').map(Number);
  const yesterday = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
  await editReservationThroughApi(baseUrl, id, { date: yesterday }, { statut: 'terminé' });
  return yesterday.slice(0, 7);
};
