import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_CANCEL_REDIRECT_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  paymentStateSchema,
} from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import PaymentCancelledPage from './PaymentCancelledPage';
import PaymentSuccessPage from './PaymentSuccessPage';

const ID = 'c0ffee00-0000-4000-8000-000000000001';
const PAY = `/api/reservations/${ID}/pay`;

const renderAt = (path: string) =>
  renderWithProviders(<></>, {
    path,
    routes: [
      { path: '/paiement/succes', element: <PaymentSuccessPage /> },
      { path: '/paiement/annule', element: <PaymentCancelledPage /> },
      { path: '/profile', element: <h1>Mon espace</h1> },
    ],
  });

const answerPaid = (paid: boolean) => () =>
  schemaResponse(paymentStateSchema, {
    reservationId: ID,
    paid,
    payment: paid ? 'paid' : 'pending',
    devis: 180,
  });

/** Lets the request and React settle, then moves the clock by `ms`. */
const elapse = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment success page', () => {
  it('asks the server about the session, says it is paid, and returns to the reservations after 1 s', async () => {
    const fetchMock = mockFetch({ [`PUT ${PAY}`]: answerPaid(true) });
    const { router } = renderAt(`/paiement/succes?reservationId=${ID}&session_id=cs_test_123`);
    await elapse(0);
    expect(screen.getByRole('status')).toHaveTextContent('Votre paiement est confirmé. Merci !');
    const calls = fetchMock.mock.calls.filter(([url]) => String(url) === PAY);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ sessionId: 'cs_test_123' });

    await elapse(PAYMENT_SUCCESS_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/paiement/succes');
    await elapse(1);
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=reservations');
  });

  it('a payment the provider has not confirmed yet is shown as being confirmed', async () => {
    mockFetch({ [`PUT ${PAY}`]: answerPaid(false) });
    renderAt(`/paiement/succes?reservationId=${ID}&session_id=cs_test_123`);
    await elapse(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Votre paiement est en cours de confirmation',
    );
    expect(screen.queryByText('Votre paiement est confirmé. Merci !')).not.toBeInTheDocument();
  });

  it('a refused check shows the server’s message, then returns too', async () => {
    mockFetch({
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
    await elapse(PAYMENT_SUCCESS_REDIRECT_MS);
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('payment cancelled page', () => {
  it('returns to the reservations after 2 s', async () => {
    const fetchMock = mockFetch();
    const { router } = renderAt(`/paiement/annule?reservationId=${ID}`);
    await elapse(0);
    expect(screen.getByRole('heading', { name: 'Paiement annulé' })).toBeInTheDocument();
    await elapse(PAYMENT_CANCEL_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/paiement/annule');
    await elapse(1);
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=reservations');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
