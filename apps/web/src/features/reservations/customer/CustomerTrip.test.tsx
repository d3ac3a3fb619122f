import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customerReservationListSchema,
  customerReservationSchema,
  type CustomerTripLeg,
} from '@navette/shared';
import { schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { CustomerReservations } from './CustomerReservations';
import { isTripFollowed } from './customer-reservations-api';
import { MANAGE_BOOKING_STORAGE_KEY, ManageBooking } from './ManageBooking';
import { RESERVATION_ID, aCustomerReservation } from './test/customer-reservation-fixtures';

/*
 * The trip as the customer follows it (docs/product/dispatch.md#the-customer-follows-the-trip):
 * each leg's latest state with its time, the chauffeur's first name and phone, the vehicle.
 */

const LIST = 'GET /api/reservations/myreservations';
const READ = `GET /api/reservations/${RESERVATION_ID}`;

/** A confirmed round trip: the outbound's chauffeur on the spot since 09:58 (Paris), the return not given yet. */
const dispatched = aCustomerReservation({
  statut: 'confirmé',
  retour: true,
  trajet: [
    {
      leg: 'aller',
      state: 'sur place',
      stateAt: '2031-06-14T07:58:00.000Z',
      chauffeur: { prenom: 'Karim', telephone: '0698765432' },
      vehicule: { modele: 'Mercedes Classe V', couleur: 'noire', plaque: 'GA-123-BC' },
    },
    { leg: 'retour', state: null, stateAt: null, chauffeur: null, vehicule: null },
  ],
});

const tripSection = async () => within(await screen.findByRole('region', { name: 'Votre trajet' }));

const expectDispatched = async () => {
  const trip = await tripSection();
  expect(trip.getByText('Aller')).toBeInTheDocument();
  expect(trip.getByText('Sur place à 09:58')).toBeInTheDocument();
  expect(trip.getByText(/Votre chauffeur : Karim/)).toBeInTheDocument();
  expect(trip.getByRole('link', { name: '06 98 76 54 32' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^tel:/),
  );
  expect(trip.getByText('Véhicule : Mercedes Classe V noire · GA-123-BC')).toBeInTheDocument();
  expect(trip.getByText('Retour')).toBeInTheDocument();
  expect(trip.getByText('Chauffeur pas encore attribué')).toBeInTheDocument();
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the trip on the customer’s reservation', () => {
  it('shows the signed-in customer who is coming, in what, and where the chauffeur is', async () => {
    const { trajet: _trajet, ...listed } = dispatched;
    mockFetch({
      [LIST]: () => schemaResponse(customerReservationListSchema, [listed]),
      [READ]: () => schemaResponse(customerReservationSchema, dispatched),
    });
    renderWithProviders(<CustomerReservations />);
    await expectDispatched();
  });

  it('shows the same on the "Gérer ma réservation" page', async () => {
    window.history.replaceState(null, '', '/ma-reservation');
    window.sessionStorage.setItem(
      MANAGE_BOOKING_STORAGE_KEY,
      JSON.stringify({ reservationId: RESERVATION_ID, email: 'guest@example.com' }),
    );
    mockFetch({ [READ]: () => schemaResponse(customerReservationSchema, dispatched) });
    renderWithProviders(<ManageBooking />);
    await expectDispatched();
  });

  it('says nothing of a trip while the request waits for its quote', async () => {
    const fetchMock = mockFetch({
      [LIST]: () =>
        schemaResponse(customerReservationListSchema, [
          aCustomerReservation({ statut: 'en attente' }),
        ]),
    });
    renderWithProviders(<CustomerReservations />);
    await screen.findByRole('heading', { name: 'Transfert aéroport' });
    expect(screen.queryByRole('region', { name: 'Votre trajet' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/reservations/myreservations',
    ]);
  });
});

describe('following the trip', () => {
  const leg = (state: CustomerTripLeg['state'], chauffeur = true): CustomerTripLeg => ({
    leg: 'aller',
    state,
    stateAt: state ? '2031-03-10T08:58:00.000Z' : null,
    chauffeur: chauffeur ? { prenom: 'Karim', telephone: '06 11 22 33 44' } : null,
    vehicule: null,
  });
  const TODAY = '2031-03-10';

  it('reads the trip again while it is under way, or assigned for today; not once ended', () => {
    const followed = (date: string, trajet?: CustomerTripLeg[]) =>
      isTripFollowed({ date, trajet }, TODAY);
    expect(followed(TODAY, [leg('en route')])).toBe(true);
    expect(followed(TODAY, [leg('à bord')])).toBe(true);
    expect(followed(TODAY, [leg(null)])).toBe(true);
    expect(followed('2031-03-11', [leg(null)])).toBe(false);
    expect(followed(TODAY, [leg(null, false)])).toBe(false);
    expect(followed(TODAY, [leg('terminé')])).toBe(false);
    expect(followed(TODAY, [leg('client absent')])).toBe(false);
    expect(followed(TODAY, [leg('terminé'), { ...leg(null), leg: 'retour' }])).toBe(true);
    expect(followed(TODAY)).toBe(false);
  });
});
