import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import {
  addressSuggestionListSchema,
  bookingResultSchema,
  guestReservationSchema,
  priceAnswerSchema,
  quoteRequestMailResponseSchema,
  quoteRequestMailSchema,
  reservationSchema,
  serviceListSchema,
  signedInReservationSchema,
} from '@navette/shared';
import type { PriceAnswer, PublicTariff, Reservation } from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import type { ReactElement } from 'react';

// fixtures go through the real schemas so that they cannot drift from the API
export const services = serviceListSchema.parse([
  {
    _id: 'svc-airport',
    name: 'Transfert aéroport',
    description: 'Accueil personnalisé à votre arrivée.',
    image: 'airport.webp',
    nameEn: 'Airport transfer',
    descriptionEn: 'A personal welcome on arrival.',
    vatRate: 10,
    dureeMinutes: 60,
  },
  {
    _id: 'svc-van',
    name: 'Mise à disposition',
    description: '',
    image: 'van.webp',
    nameEn: null,
    descriptionEn: null,
    vatRate: 20,
    dureeMinutes: 60,
  },
]);

/** Dates after TODAY (below), in its month. */
export const FUTURE_DATE = '2031-06-14';
export const FUTURE_RETURN_DATE = '2031-06-21';

/**
 * What the server would answer: the request goes through the server's own schema for its
 * audience (so a request the server would refuse fails the test), then gets the stored fields.
 */
export const storedReservation = (body: unknown): Reservation => {
  const isGuest =
    typeof body === 'object' && body !== null && 'isGuest' in body && body.isGuest === true;
  const input = (isGuest ? guestReservationSchema : signedInReservationSchema).parse(body);
  return reservationSchema.parse({
    ...input,
    _id: 'c3d7a1e0-2b4f-4c6a-9d8e-1f2a3b4c5d6e',
    reference: 'NP-2031-0001',
    isGuest,
    statut: 'en attente',
    devis: null,
    paid: false,
    // the price as priced: none here (the server's own tests price reservations)
    tarification: null,
    createdAt: '2031-01-02T10:00:00.000Z',
  });
};

export interface BookingApiCalls {
  reservations: { body: unknown; idempotencyKey: string | null }[];
  mails: unknown[];
  prices: unknown[];
}

/** The company has no tariff yet: no trip is priced, no service has hire packages. */
const NO_TARIFF: PublicTariff = { tariffVersion: null, services: [], cancellation: null };

/**
 * The booking API at the network boundary. `reservation`, `mail` and `price` may answer
 * differently (a failure, a pending promise); by default the first two succeed and no trip is
 * priced (no tariff), as before instant prices.
 */
export const mockBookingApi = (
  options: {
    reservation?: (body: unknown) => Response | Promise<Response>;
    mail?: (body: unknown) => Response | Promise<Response>;
    price?: (body: unknown) => PriceAnswer | Response | Promise<Response>;
    tariff?: PublicTariff;
    extra?: Parameters<typeof mockFetch>[0];
  } = {},
) => {
  const calls: BookingApiCalls = { reservations: [], mails: [], prices: [] };
  const fetchMock = mockFetch({
    'GET /api/services': () => schemaResponse(serviceListSchema, services),
    'GET /api/tarifs': () => jsonResponse(options.tariff ?? NO_TARIFF),
    'POST /api/prices': async (request) => {
      const body: unknown = await request.json();
      calls.prices.push(body);
      const answer = options.price?.(body) ?? { outcome: 'quote', reason: 'no_tariff' };
      return answer instanceof Response || answer instanceof Promise
        ? answer
        : schemaResponse(priceAnswerSchema, answer);
    },
    // the address input searches as the person types; nothing found: the typed text is used
    'GET /api/geocode': () => schemaResponse(addressSuggestionListSchema, []),
    'POST /api/reservations': async (request) => {
      const body: unknown = await request.json();
      calls.reservations.push({ body, idempotencyKey: request.headers.get('Idempotency-Key') });
      return options.reservation ? options.reservation(body) : createdReservation(body);
    },
    'POST /api/mail/confirmationDemandeDevis': async (request) => {
      const body: unknown = await request.json();
      calls.mails.push(quoteRequestMailSchema.parse(body));
      return options.mail
        ? options.mail(body)
        : schemaResponse(quoteRequestMailResponseSchema, { message: 'E-mail envoyé' });
    },
    ...options.extra,
  });
  return { calls, fetchMock };
};

/** The server's answer to a reservation it records; `checkoutUrl` when booked at the price. */
export const createdReservation = (body: unknown, checkoutUrl: string | null = null) =>
  schemaResponse(bookingResultSchema, { ...storedReservation(body), checkoutUrl }, 201);

export const serverError = () =>
  apiErrorResponse(500, 'INTERNAL_ERROR', 'Une erreur interne est survenue.');

/** The flow with the toasts, as the app mounts them. */
export const renderFlow = (ui: ReactElement, path = '/reservation-guest') =>
  renderWithProviders(
    <>
      {ui}
      <Toaster />
    </>,
    { path },
  );

/** Chooses a service and continues to step 1. */
export const chooseService = async (user: UserEvent, name = 'Transfert aéroport') => {
  await user.click(await screen.findByRole('radio', { name: new RegExp(name) }));
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  // the steps' chunk was imported before the tests (pinCalendar)
  await screen.findByRole('heading', { level: 2, name: /Détails/ });
};

export const continueStep = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Continuer' }));

/** Continues and waits for the next step, known by its heading. */
export const continueTo = async (user: UserEvent, heading: RegExp) => {
  await continueStep(user);
  await screen.findByRole('heading', { level: 2, name: heading });
};

export const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' });

/** "Today" for the booking tests: every date below is in this month and ahead of it. */
export const TODAY = new Date(2031, 5, 2, 9, 0);

/** Pins the calendar (the pickers and the schemas' "not in the past") to TODAY. */
export const pinCalendar = () => {
  // The steps are their own chunk, fetched once a service is chosen; in a test its first import
  // is transformed on the spot, which takes many seconds on a busy machine: it is done here,
  // before the tests, under the hook's bound, so that no test's wait includes it.
  beforeAll(() => import('../components/steps'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => vi.useRealTimers());
};

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Picks a day of TODAY's month in the date picker labelled `label`. */
export const setDate = async (user: UserEvent, label: string, isoDay: string) => {
  await user.click(screen.getByRole('button', { name: startsWith(label) }));
  const calendar = screen.getByRole('dialog', { name: 'Choisir une date' });
  const day = String(Number(isoDay.slice(8, 10)));
  await user.click(within(calendar).getByRole('button', { name: startsWith(`${day} `) }));
};

/** Types hours and minutes into the time picker labelled `label` and confirms. */
export const setTime = async (user: UserEvent, label: string, time: string) => {
  const [hours = '', minutes = ''] = time.split(':');
  await user.click(screen.getByRole('button', { name: startsWith(label) }));
  const picker = screen.getByRole('dialog', { name: 'Choisir une heure' });
  await user.clear(within(picker).getByRole('spinbutton', { name: 'Heures' }));
  await user.type(within(picker).getByRole('spinbutton', { name: 'Heures' }), hours);
  await user.clear(within(picker).getByRole('spinbutton', { name: 'Minutes' }));
  await user.type(within(picker).getByRole('spinbutton', { name: 'Minutes' }), minutes);
  await user.click(within(picker).getByRole('button', { name: 'Confirmer' }));
};

export const fillOutbound = async (
  user: UserEvent,
  trip: { date?: string; time?: string; from?: string; to?: string } = {},
) => {
  await setDate(user, 'Date de prise en charge', trip.date ?? FUTURE_DATE);
  await setTime(user, 'Heure de prise en charge', trip.time ?? '07:30');
  await user.type(field('Adresse de départ'), trip.from ?? '12 rue de Rivoli, 75001 Paris');
  await user.type(field("Adresse d'arrivée"), trip.to ?? 'Aéroport Paris-Charles de Gaulle');
};

export const fillContact = async (
  user: UserEvent,
  contact: { nom?: string; prenom?: string; email?: string; telephone?: string } = {},
) => {
  await user.type(field('Nom'), contact.nom ?? 'Martin');
  await user.type(field('Prénom'), contact.prenom ?? 'Camille');
  await user.type(field('E-mail'), contact.email ?? 'camille.martin@example.fr');
  await user.type(field('Téléphone'), contact.telephone ?? '06 12 34 56 78');
};

/** The texts under the fields, in page order. */
export const fieldErrors = () =>
  [...document.querySelectorAll('p[id$="-error"], fieldset > p.text-error-600')]
    .map((node) => node.textContent ?? '')
    .filter(Boolean);

/** The toasts on screen as "type: message" (without the hidden "Erreur :" prefix). */
export const toastTexts = () =>
  [...document.querySelectorAll('[data-type]')].map((item) => {
    const message = [...(item.querySelector('p')?.childNodes ?? [])]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
    return `${item.getAttribute('data-type')}: ${message}`;
  });

/** Validation runs asynchronously after a click: wait for the messages under the fields. */
export const expectFieldErrors = (messages: readonly string[]) =>
  waitFor(() => expect(fieldErrors()).toEqual(messages));

export const expectToasts = (messages: readonly string[]) =>
  waitFor(() => expect(toastTexts()).toEqual(messages));
