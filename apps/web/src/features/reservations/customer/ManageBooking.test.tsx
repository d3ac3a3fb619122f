import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerReservationSchema, manageLinkSessionSchema } from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { MANAGE_BOOKING_STORAGE_KEY, ManageBooking } from './ManageBooking';
import { RESERVATION_ID, aCustomerReservation } from './test/customer-reservation-fixtures';

const EXCHANGE = 'POST /api/ma-reservation/session';
const READ = `GET /api/reservations/${RESERVATION_ID}`;
const TOKEN = 'a'.repeat(43);
const SESSION = { reservationId: RESERVATION_ID, email: 'guest@example.com' };
const UNASSIGNED = {
  leg: 'aller',
  state: null,
  stateAt: null,
  chauffeur: null,
  vehicule: null,
} as const;

const renderPage = () =>
  renderWithProviders(
    <>
      <ManageBooking />
      <Toaster />
    </>,
  );

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/ma-reservation');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the "Gérer ma réservation" page', () => {
  it('takes the token out of the address before any request, exchanges it, then shows the devis', async () => {
    window.history.replaceState(null, '', `/ma-reservation#${TOKEN}`);
    const seenAtFirstRequest: string[] = [];
    const fetchMock = mockFetch({
      [EXCHANGE]: async (request) => {
        seenAtFirstRequest.push(window.location.href);
        expect(await request.json()).toEqual({ token: TOKEN });
        return schemaResponse(manageLinkSessionSchema, SESSION);
      },
      [READ]: () =>
        schemaResponse(
          customerReservationSchema,
          aCustomerReservation({ statut: 'en attente', devis: 180 }),
        ),
    });
    renderPage();
    const article = (await screen.findByRole('heading', { name: 'Transfert aéroport' })).closest(
      'article',
    )!;
    expect(seenAtFirstRequest).toHaveLength(1);
    expect(seenAtFirstRequest[0]).not.toContain(TOKEN);
    expect(window.location.href).not.toContain('#');
    expect(within(article).getByText(/180,00/)).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: /^Confirmer/ })).toBeEnabled();
    // the right is the cookie; the tab keeps only which reservation it opens
    expect(JSON.parse(window.sessionStorage.getItem(MANAGE_BOOKING_STORAGE_KEY)!)).toEqual(SESSION);
    expect(JSON.stringify(window.sessionStorage)).not.toContain(TOKEN);
    // the offer of an account with the same address
    expect(screen.getByRole('link', { name: 'Créer mon compte' })).toHaveAttribute(
      'href',
      '/register?email=guest%40example.com',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      expect.stringContaining(TOKEN),
    );
  });

  it('confirms the quote from the link', async () => {
    window.history.replaceState(null, '', `/ma-reservation#${TOKEN}`);
    const fetchMock = mockFetch({
      [EXCHANGE]: () => schemaResponse(manageLinkSessionSchema, SESSION),
      [READ]: () =>
        schemaResponse(
          customerReservationSchema,
          aCustomerReservation({ statut: 'en attente', devis: 180 }),
        ),
      // a confirmed reservation comes with its trip, no chauffeur given yet
      [`PUT /api/reservations/${RESERVATION_ID}/statut`]: () =>
        schemaResponse(
          customerReservationSchema,
          aCustomerReservation({ statut: 'confirmé', devis: 180, trajet: [UNASSIGNED] }),
        ),
    });
    renderPage();
    const article = (await screen.findByRole('heading', { name: 'Transfert aéroport' })).closest(
      'article',
    )!;
    await userEvent.setup().click(within(article).getByRole('button', { name: /^Confirmer/ }));
    await waitFor(() =>
      expect(within(article).getByRole('button', { name: /^Payer/ })).toBeInTheDocument(),
    );
    expect(within(article).getByText('Chauffeur pas encore attribué')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ statut: 'confirmé', devis: 180 });
  });

  it.each([
    ['MANAGE_LINK_REVOKED', 'Ce lien de réservation a été désactivé par nos soins.'],
    ['MANAGE_LINK_EXPIRED', 'Ce lien de réservation a expiré.'],
    ['MANAGE_LINK_INVALID', 'Ce lien de réservation n’est pas valable.'],
  ])('a refused link (%s) says why and offers a way forward', async (code, message) => {
    window.history.replaceState(null, '', `/ma-reservation#${TOKEN}`);
    mockFetch({ [EXCHANGE]: () => apiErrorResponse(401, code, message) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(window.location.href).not.toContain(TOKEN);
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Faire une nouvelle demande' })).toBeInTheDocument();
  });

  it('reloaded without the fragment, it opens the reservation this tab opened', async () => {
    window.sessionStorage.setItem(MANAGE_BOOKING_STORAGE_KEY, JSON.stringify(SESSION));
    const fetchMock = mockFetch({
      [READ]: () => schemaResponse(customerReservationSchema, aCustomerReservation({ devis: 180 })),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Transfert aéroport' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('once the two-hour access has ended, it says to use the e-mail again', async () => {
    window.sessionStorage.setItem(MANAGE_BOOKING_STORAGE_KEY, JSON.stringify(SESSION));
    mockFetch({ [READ]: () => apiErrorResponse(401, 'UNAUTHORIZED', 'Non authentifié.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre accès à cette réservation a pris fin.',
    );
    expect(window.sessionStorage.getItem(MANAGE_BOOKING_STORAGE_KEY)).toBeNull();
  });

  it('opened without a link, it says where to find one', async () => {
    mockFetch({});
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ouvrez cette page avec le bouton « Gérer ma réservation » de votre dernier e-mail.',
    );
  });
});
