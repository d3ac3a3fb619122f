import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_CANCEL_REDIRECT_MS,
  customerReservationSchema,
  paymentStateSchema,
  sessionCheckSchema,
} from '@navette/shared';
import { aCustomer, apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import PaymentCancelledPage from './PaymentCancelledPage';
import PaymentSuccessPage from './PaymentSuccessPage';
import { aCustomerReservation } from '../../features/reservations/customer/test/customer-reservation-fixtures';
import { FACTURE_POLL_MS, FACTURE_POLL_TIMES } from '../../features/payments/payment-return';

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const PAY = `/api/reservations/${ID}/pay`;
const ONE = `/api/reservations/${ID}`;

const FACTURE = {
  _id: 'doc-f1',
  kind: 'facture' as const,
  number: 'F-2031-000042',
  issuedAt: '2031-05-02T10:00:00.000Z',
  validUntil: null,
  amountTtc: 180,
  superseded: false,
  url: '/api/documents/doc-f1',
};
const answerReservation =
  (documents: (typeof FACTURE)[] = [FACTURE]) =>
  () =>
    schemaResponse(
      customerReservationSchema,
      aCustomerReservation({ _id: ID, statut: 'confirmé', paid: true, devis: 180, documents }),
    );

const renderAt = (path: string) =>
  renderWithProviders(<></>, {
    path,
    routes: [
      { path: '/paiement/succes', element: <PaymentSuccessPage /> },
      { path: '/paiement/annule', element: <PaymentCancelledPage /> },
      { path: '/profile', element: <h1>Mon espace</h1> },
      { path: '/ma-reservation', element: <h1>Gérer ma réservation</h1> },
    ],
  });

/** The session check of a signed-in customer, and of a guest who paid from their link. */
const SIGNED_IN = {
  'GET /auth/check': () => schemaResponse(sessionCheckSchema, { user: aCustomer() }),
};
const GUEST = {
  'GET /auth/check': () =>
    schemaResponse(sessionCheckSchema, {
      error: "Vous n'êtes pas connecté.",
      code: 'NOT_SIGNED_IN',
    }),
};

const answerPaid = (paid: boolean) => () =>
  schemaResponse(paymentStateSchema, {
    reservationId: ID,
    paid,
    payment: paid ? 'paid' : 'pending',
    devis: 180,
  });

/** Lets the request and React settle, then moves the clock by `ms`. */
const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

/** Lets a request that follows another one answer too (its body is read over a few ticks). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await elapse(1);
};

/** The success page of a payment confirmed before its facture is issued, for `session`. */
const paidWithoutFactureYet = async (session: typeof SIGNED_IN) => {
  const fetchMock = mockFetch({
    ...session,
    [`PUT ${PAY}`]: answerPaid(true),
    [`GET ${ONE}`]: answerReservation([]),
  });
  renderAt(`/paiement/succes?reservationId=${ID}&session_id=cs_test_123`);
  await elapse(0);
  await settle();
  return fetchMock;
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment success page', () => {
  it('says it is paid as the heading, shows the reference, both legs, the amount and the facture, and stays', async () => {
    const fetchMock = mockFetch({
      ...SIGNED_IN,
      [`PUT ${PAY}`]: answerPaid(true),
      [`GET ${ONE}`]: answerReservation(),
    });
    const { router } = renderAt(`/paiement/succes?reservationId=${ID}&session_id=cs_test_123`);
    await elapse(0);
    expect(
      screen.getByRole('heading', { name: 'Votre paiement est confirmé. Merci !' }),
    ).toBeInTheDocument();
    const calls = fetchMock.mock.calls.filter(([url]) => String(url) === PAY);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ sessionId: 'cs_test_123' });

    await settle();
    const summary = screen.getByRole('region', { name: 'Votre réservation' });
    expect(summary).toHaveTextContent('RéférenceNP-2031-0042');
    expect(summary).toHaveTextContent('Aller');
    expect(summary).toHaveTextContent('samedi 14 juin 2031 à 09:30');
    expect(summary).toHaveTextContent(
      '12 rue de la Paix, Paris → Aéroport Charles de Gaulle, Terminal 2E',
    );
    expect(summary).toHaveTextContent('Retour');
    expect(summary).toHaveTextContent('samedi 21 juin 2031 à 18:00');
    expect(summary).toHaveTextContent(
      'Aéroport Charles de Gaulle, Terminal 2E → 12 rue de la Paix, Paris',
    );
    expect(summary).toHaveTextContent(/Montant payé180,00\s€/);
    expect(screen.getByRole('link', { name: 'Facture F-2031-000042 (PDF)' })).toHaveAttribute(
      'href',
      '/api/documents/doc-f1',
    );
    expect(summary).not.toHaveTextContent(ID);

    // no automatic return: a minute later the customer is still here, and goes on by the button
    await elapse(60_000);
    expect(router.state.location.pathname).toBe('/paiement/succes');
    expect(screen.queryByText('Retour à votre espace...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mon espace' })).toHaveAttribute(
      'href',
      '/profile?tab=reservations',
    );
  });

  it('a facture not issued yet is looked for again, then the page says where it will be', async () => {
    const fetchMock = await paidWithoutFactureYet(SIGNED_IN);
    expect(screen.getByText(/Votre facture est en cours d’émission/)).toBeInTheDocument();
    for (let i = 0; i < FACTURE_POLL_TIMES; i += 1) await elapse(FACTURE_POLL_MS);
    expect(
      screen.getByText(/vous la trouverez dans Mon espace, avec votre réservation/),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === ONE)).toHaveLength(
      FACTURE_POLL_TIMES,
    );
    expect(screen.queryByRole('link', { name: /Facture/ })).not.toBeInTheDocument();
  });

  it('a payment the provider has not confirmed yet is shown as being confirmed, with no amount paid', async () => {
    mockFetch({
      ...SIGNED_IN,
      [`PUT ${PAY}`]: answerPaid(false),
      [`GET ${ONE}`]: answerReservation([]),
    });
    renderAt(`/paiement/succes?reservationId=${ID}&session_id=cs_test_123`);
    await elapse(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Votre paiement est en cours de confirmation',
    );
    expect(screen.queryByText('Votre paiement est confirmé. Merci !')).not.toBeInTheDocument();
    await settle();
    expect(screen.getByText('NP-2031-0042')).toBeInTheDocument();
    expect(screen.queryByText('Montant payé')).not.toBeInTheDocument();
  });

  it('a refused check shows the server’s message and stays', async () => {
    mockFetch({
      ...SIGNED_IN,
      [`PUT ${PAY}`]: () =>
        apiErrorResponse(
          404,
          'RESERVATION_NOT_FOUND',
          'Cette réservation n’existe pas ou a été supprimée.',
        ),
    });
    const { router } = renderAt(`/paiement/succes?reservationId=${ID}&session_id=cs_x`);
    await elapse(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette réservation n’existe pas ou a été supprimée.',
    );
    await elapse(60_000);
    expect(router.state.location.pathname).toBe('/paiement/succes');
  });
});

describe('payment cancelled page', () => {
  it('returns to the reservations after 2 s', async () => {
    const fetchMock = mockFetch(SIGNED_IN);
    const { router } = renderAt(`/paiement/annule?reservationId=${ID}`);
    await elapse(0);
    expect(screen.getByRole('heading', { name: 'Paiement annulé' })).toBeInTheDocument();
    await elapse(PAYMENT_CANCEL_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/paiement/annule');
    await elapse(1);
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=reservations');
    // the session check only: nothing about the payment is asked
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/auth/check']);
  });

  it('takes a guest who paid from their manage-booking link back to that page, not to a sign-in', async () => {
    mockFetch(GUEST);
    const { router } = renderAt(`/paiement/annule?reservationId=${ID}`);
    await elapse(0);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Retour à votre réservation...');
    expect(screen.getByRole('link', { name: 'Retour à ma réservation' })).toHaveAttribute(
      'href',
      '/ma-reservation',
    );
    await elapse(PAYMENT_CANCEL_REDIRECT_MS);
    expect(router.state.location.pathname).toBe('/ma-reservation');
  });
});

describe('payment success page, for a guest', () => {
  it('leads back to the reservation’s page and says the facture will be there', async () => {
    await paidWithoutFactureYet(GUEST);
    expect(screen.getByRole('link', { name: 'Ma réservation' })).toHaveAttribute(
      'href',
      '/ma-reservation',
    );
    expect(screen.queryByRole('link', { name: 'Mon espace' })).not.toBeInTheDocument();
    for (let i = 0; i < FACTURE_POLL_TIMES; i += 1) await elapse(FACTURE_POLL_MS);
    expect(
      screen.getByText(/vous la trouverez sur la page de votre réservation/),
    ).toBeInTheDocument();
  });
});
