import { expect } from 'vitest';

/** A guest's quote request sent as the site's form sends it: the XSRF cookie echoed. */
export const sendGuestRequest = async (
  baseUrl: string,
  person: { prenom: string; nom: string; email: string },
): Promise<void> => {
  const health = await fetch(`${baseUrl}/api/health`);
  const cookie = health.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const xsrf = cookie?.split(';')[0]?.split('=')[1] ?? '';
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${baseUrl}/api/reservations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
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
};

const firstServiceId = async (baseUrl: string): Promise<string> => {
  const [service] = (await (await fetch(`${baseUrl}/api/services`)).json()) as {
    _id: string;
  }[];
  if (!service) throw new Error('the seed has no service');
  return service._id;
};
