import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutRedirectSchema,
  testCheckoutSchema,
  type TestCheckout as Session,
} from '@navette/shared';
import { i18next } from '../../../lib/i18n';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { leaveTo } from '../../../lib/leave-to';
import { TestCheckout } from './TestCheckout';

vi.mock('../../../lib/leave-to', () => ({ leaveTo: vi.fn() }));

const SESSION = 'cs_test_navette_0123456789abcdef';
const aSession = (overrides: Partial<Session> = {}): Session => ({
  sessionId: SESSION,
  reservationId: '6a1f7d52-9f7e-4a51-8c1b-2f0d3c4b5a69',
  reference: 'NP-2025-0042',
  amount: 150,
  currency: 'eur',
  description: 'Transfert aéroport — samedi 14 juin 2025 à 05:40 : Paris → Orly',
  state: 'pending',
  ...overrides,
});

const serve = (
  session: Session,
  pay = vi.fn(() =>
    schemaResponse(checkoutRedirectSchema, {
      url: '/paiement/succes?reservationId=r&session_id=s',
    }),
  ),
) => {
  const fetchMock = mockFetch({
    [`GET /api/payment/test-checkout/${SESSION}`]: () =>
      schemaResponse(testCheckoutSchema, session),
    [`POST /api/payment/test-checkout/${SESSION}/pay`]: pay,
    [`POST /api/payment/test-checkout/${SESSION}/cancel`]: () =>
      schemaResponse(checkoutRedirectSchema, { url: '/paiement/annule?reservationId=r' }),
  });
  renderWithProviders(<TestCheckout />, { path: `/paiement/test?session=${SESSION}` });
  return fetchMock;
};

afterEach(() => {
  vi.mocked(leaveTo).mockReset();
  void i18next.changeLanguage('fr');
});

describe('the test checkout', () => {
  it('says plainly that nothing is charged, and shows the amount and the trip from the server', async () => {
    serve(aSession());
    expect(
      await screen.findByText('Paiement de test — aucun montant ne sera débité'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Transfert aéroport — samedi 14 juin 2025/)).toBeInTheDocument();
    expect(screen.getByText(/^150,00\s€$/)).toBeInTheDocument();
    // the reference the customer reads on the bon, the e-mails and the account, not the id
    expect(screen.getByText('Référence')).toBeInTheDocument();
    expect(screen.getByText('NP-2025-0042')).toBeInTheDocument();
    expect(screen.queryByText(/6a1f7d52/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Payer 150,00\s€$/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeEnabled();
  });

  it('Pay asks the server, then goes where the server says', async () => {
    const fetchMock = serve(aSession());
    fireEvent.click(await screen.findByRole('button', { name: /^Payer/ }));
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('/paiement/succes?reservationId=r&session_id=s'),
    );
    const posted = fetchMock.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`,
    );
    expect(posted).toContain(`POST /api/payment/test-checkout/${SESSION}/pay`);
  });

  it('Cancel goes to the cancelled page', async () => {
    serve(aSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/paiement/annule?reservationId=r'));
  });

  it("shows the server's message when Pay is refused, and stays on the page", async () => {
    serve(
      aSession(),
      vi.fn(() =>
        apiErrorResponse(409, 'CHECKOUT_SESSION_EXPIRED', 'Cette session de paiement a expiré.'),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Payer/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette session de paiement a expiré.',
    );
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('offers no button on a session already paid or expired', async () => {
    serve(aSession({ state: 'expired' }));
    expect(
      await screen.findByText(/Cette session de paiement a expiré ou a été annulée/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mon espace' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('speaks English too', async () => {
    await i18next.changeLanguage('en');
    serve(aSession());
    expect(await screen.findByText('Test payment — no amount will be charged')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay €150.00' })).toBeInTheDocument();
  });
});
