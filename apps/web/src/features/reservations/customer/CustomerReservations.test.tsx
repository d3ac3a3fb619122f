import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutSessionSchema,
  customerReservationListSchema,
  customerReservationSchema,
  type CustomerReservation,
} from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { CustomerReservations } from './CustomerReservations';
import { RESERVATION_ID, aCustomerReservation } from './test/customer-reservation-fixtures';

const LIST = '/api/reservations/myreservations';
const STATUT = `/api/reservations/${RESERVATION_ID}/statut`;

const renderTab = () =>
  renderWithProviders(
    <>
      <CustomerReservations />
      <Toaster />
    </>,
  );

/** The list answers each reservation set in turn (the last one from then on). */
const listAnswers = (...lists: CustomerReservation[][]) => {
  let call = 0;
  return () => {
    const list = lists[Math.min(call, lists.length - 1)] ?? [];
    call += 1;
    return schemaResponse(customerReservationListSchema, list);
  };
};

const sent = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );

const card = async () =>
  (await screen.findByRole('heading', { name: 'Transfert aéroport' })).closest('article')!;

/** The card, read now (for use inside waitFor). */
const card0 = () => screen.getByRole('heading', { name: 'Transfert aéroport' }).closest('article')!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reservations tab', () => {
  it.each([
    ['en attente', 180, true],
    ['en attente', null, false],
    ['confirmé', 180, false],
    ['annulé', 180, false],
    ['annulé', null, false],
  ] as const)(
    'with statut %s and devis %s, Confirm and Cancel are offered: %s (a spent action is not shown greyed)',
    async (statut, devis, offered) => {
      mockFetch({ [`GET ${LIST}`]: listAnswers([aCustomerReservation({ statut, devis })]) });
      renderTab();
      const article = await card();
      for (const name of [/^Confirmer/, /^Annuler/]) {
        const button = within(article).queryByRole('button', { name });
        if (offered) expect(button).toBeEnabled();
        else expect(button).not.toBeInTheDocument();
      }
    },
  );

  it('a quote waiting for the customer reads "Devis reçu — à confirmer", a request waiting for the company "En attente"', async () => {
    mockFetch({
      [`GET ${LIST}`]: listAnswers([
        aCustomerReservation(),
        aCustomerReservation({
          _id: 'c0ffee00-0000-4000-8000-000000000002',
          service: { _id: 'svc-gare', name: 'Transfert gare', nameEn: null },
          devis: null,
        }),
      ]),
    });
    renderTab();
    expect(await card()).toHaveTextContent('Devis reçu — à confirmer');
    const waiting = (await screen.findByRole('heading', { name: 'Transfert gare' })).closest(
      'article',
    )!;
    expect(waiting).toHaveTextContent('En attente');
    expect(waiting).not.toHaveTextContent('Devis reçu');
  });

  it('a paid reservation offers neither Confirm, Cancel nor Pay any more', async () => {
    mockFetch({
      [`GET ${LIST}`]: listAnswers([aCustomerReservation({ statut: 'confirmé', paid: true })]),
    });
    renderTab();
    const article = await card();
    expect(
      within(article)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/^Voir le détail/)]);
  });

  it('shows the trip, the quote in euros, the statut and, on demand, everything the customer gave', async () => {
    mockFetch({ [`GET ${LIST}`]: listAnswers([aCustomerReservation()]) });
    renderTab();
    const article = await card();
    expect(article).toHaveTextContent('samedi 14 juin 2031 à 09:30');
    expect(article).toHaveTextContent('12 rue de la Paix, Paris → Aéroport Charles de Gaulle');
    expect(article).toHaveTextContent('3 passagers');
    expect(article).toHaveTextContent(/Devis : 180,00\s€/);
    expect(article).toHaveTextContent('Devis reçu — à confirmer');
    expect(article).not.toHaveTextContent('Gare du Nord');
    expect(within(article).getByText('Réf. NP-2031-0042')).toBeInTheDocument();

    const toggle = within(article).getByRole('button', { name: /^Voir le détail/ });
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const text of ['Gare du Nord', 'AF1234', 'samedi 21 juin 2031', 'Deux valises en soute']) {
      expect(article).toHaveTextContent(text);
    }
    // the customer reads the short reference, never the reservation's internal id
    expect(article).not.toHaveTextContent(RESERVATION_ID);
  });

  it('says the quote is being prepared until the company sets it', async () => {
    mockFetch({ [`GET ${LIST}`]: listAnswers([aCustomerReservation({ devis: null })]) });
    renderTab();
    expect(await card()).toHaveTextContent('Devis en préparation');
  });

  it('confirming sends the statut with the amount and the version shown, then shows the new statut', async () => {
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: listAnswers([aCustomerReservation()]),
      [`PUT ${STATUT}`]: () =>
        schemaResponse(
          customerReservationSchema,
          aCustomerReservation({ statut: 'confirmé', version: 4 }),
        ),
    });
    renderTab();
    await userEvent.setup().click(within(await card()).getByRole('button', { name: /^Confirmer/ }));
    expect(
      await screen.findByText('Réservation confirmée. Vous pouvez maintenant la régler par carte.'),
    ).toBeInTheDocument();
    const [call] = sent(fetchMock, 'PUT', STATUT);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      statut: 'confirmé',
      devis: 180,
      version: 3,
    });
    const article = await card();
    expect(within(article).getByText('Confirmé')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: /^Payer 180,00\s€/ })).toBeEnabled();
    // the answer is given: Confirm and Cancel are gone, not greyed
    expect(within(article).queryByRole('button', { name: /^Confirmer/ })).not.toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /^Annuler/ })).not.toBeInTheDocument();
  });

  it('cancelling asks first in a dialog naming the trip, and "Non" sends nothing', async () => {
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: listAnswers([aCustomerReservation()]),
      [`PUT ${STATUT}`]: () =>
        schemaResponse(customerReservationSchema, aCustomerReservation({ statut: 'annulé' })),
    });
    renderTab();
    const user = userEvent.setup();
    await user.click(within(await card()).getByRole('button', { name: /^Annuler/ }));
    let question = await screen.findByRole('dialog', { name: 'Annuler ce trajet ?' });
    expect(question).toHaveTextContent(
      'Votre réservation du samedi 14 juin 2031 à 09:30, 12 rue de la Paix, Paris → Aéroport Charles de Gaulle, Terminal 2E, sera annulée. Cette action est définitive.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Non' }));
    expect(sent(fetchMock, 'PUT', STATUT)).toHaveLength(0);

    await user.click(within(await card()).getByRole('button', { name: /^Annuler/ }));
    question = await screen.findByRole('dialog', { name: 'Annuler ce trajet ?' });
    await user.click(within(question).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Réservation annulée.')).toBeInTheDocument();
    const [call] = sent(fetchMock, 'PUT', STATUT);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      statut: 'annulé',
      devis: 180,
      version: 3,
    });
    const article = await card();
    expect(article).toHaveTextContent('Annulé');
    expect(within(article).queryByRole('button', { name: /^Annuler/ })).not.toBeInTheDocument();
  });

  it('a quote changed meanwhile: the server’s message is shown on the card, by the focused button, with the new amount', async () => {
    const message =
      'Le devis de cette réservation a changé : il est maintenant de 210,00 €. Vérifiez-le avant de confirmer.';
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: listAnswers(
        [aCustomerReservation()],
        [aCustomerReservation({ devis: 210 })],
      ),
      [`PUT ${STATUT}`]: () => apiErrorResponse(409, 'DEVIS_CHANGED', message),
    });
    renderTab();
    const confirm = within(await card()).getByRole('button', { name: /^Confirmer/ });
    await userEvent.setup().click(confirm);
    await waitFor(() => expect(within(card0()).getByRole('alert')).toHaveTextContent(message));
    expect(card0()).toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(screen.getByText(/Devis : 210,00\s€/)).toBeInTheDocument());
    expect(sent(fetchMock, 'GET', LIST)).toHaveLength(2);
  });

  it('a trip the company changed meanwhile: the server’s message is shown on the card and the trip is shown again as it now is', async () => {
    const message =
      'Cette réservation a été modifiée depuis l’affichage de la page (date, heure, adresses ou devis) : vérifiez-la à nouveau avant de décider.';
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: listAnswers(
        [aCustomerReservation({ version: 3 })],
        [aCustomerReservation({ version: 4, heure: '11:15', adresse_depart: '3 quai Branly' })],
      ),
      [`PUT ${STATUT}`]: () => apiErrorResponse(409, 'RESERVATION_CHANGED', message),
    });
    renderTab();
    await userEvent.setup().click(within(await card()).getByRole('button', { name: /^Confirmer/ }));
    await waitFor(() => expect(within(card0()).getByRole('alert')).toHaveTextContent(message));
    const [call] = sent(fetchMock, 'PUT', STATUT);
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ version: 3 });
    await waitFor(() =>
      expect(screen.getByText('samedi 14 juin 2031 à 11:15')).toBeInTheDocument(),
    );
    expect(await card()).toHaveTextContent('3 quai Branly → Aéroport Charles de Gaulle');
    expect(sent(fetchMock, 'GET', LIST)).toHaveLength(2);
    // the buttons are offered again, for a decision on the trip as it now is
    expect(within(await card()).getByRole('button', { name: /^Confirmer/ })).toBeEnabled();
  });

  it('Pay opens a checkout session and sends the browser to its page', async () => {
    const assign = vi.fn();
    const { origin, href } = window.location;
    vi.stubGlobal('location', { origin, href, assign });
    const url = 'http://localhost/paiement/test?session=test_abc';
    const fetchMock = mockFetch({
      [`GET ${LIST}`]: listAnswers([aCustomerReservation({ statut: 'confirmé' })]),
      'POST /api/payment/create-checkout-session': () =>
        schemaResponse(checkoutSessionSchema, { sessionId: 'test_abc', url }),
    });
    renderTab();
    await userEvent
      .setup()
      .click(within(await card()).getByRole('button', { name: /^Payer 180,00\s€/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    const [call] = sent(fetchMock, 'POST', '/api/payment/create-checkout-session');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ reservationId: RESERVATION_ID });
  });

  it('a paid reservation shows "Paiement effectué" and no Pay button', async () => {
    mockFetch({
      [`GET ${LIST}`]: listAnswers([aCustomerReservation({ statut: 'confirmé', paid: true })]),
    });
    renderTab();
    const article = await card();
    expect(article).toHaveTextContent('Paiement effectué');
    expect(within(article).queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
  });

  it('a cancelled, refunded reservation reads "Remboursé", not "Paiement effectué"', async () => {
    mockFetch({
      [`GET ${LIST}`]: listAnswers([
        aCustomerReservation({
          statut: 'annulé',
          paid: false,
          refund: {
            status: 'done',
            reason: 'cancelled-by-company',
            amount: 180,
            refundedAt: '2031-05-02T10:00:00.000Z',
          },
        }),
      ]),
    });
    renderTab();
    const article = await card();
    expect(article).toHaveTextContent('Annulé');
    expect(article).toHaveTextContent('Remboursé');
    expect(article).not.toHaveTextContent('Paiement effectué');
    expect(within(article).queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
  });

  it('a refund the provider has not confirmed yet reads "Remboursement en cours"', async () => {
    mockFetch({
      [`GET ${LIST}`]: listAnswers([
        aCustomerReservation({
          statut: 'annulé',
          refund: { status: 'due', reason: 'cancelled-by-company', amount: 180, refundedAt: null },
        }),
      ]),
    });
    renderTab();
    expect(await card()).toHaveTextContent('Remboursement en cours');
  });

  it('a payment that cannot start is reported on its card', async () => {
    const message =
      'Le paiement en ligne est momentanément indisponible. Réessayez dans quelques instants.';
    mockFetch({
      [`GET ${LIST}`]: listAnswers([aCustomerReservation({ statut: 'confirmé' })]),
      'POST /api/payment/create-checkout-session': () =>
        apiErrorResponse(503, 'PAYMENT_PROVIDER_UNAVAILABLE', message),
    });
    renderTab();
    await userEvent.setup().click(within(await card()).getByRole('button', { name: /^Payer/ }));
    await waitFor(() => expect(within(card0()).getByRole('alert')).toHaveTextContent(message));
  });

  it('without reservations, invites to ask for a quote', async () => {
    mockFetch({ [`GET ${LIST}`]: listAnswers([]) });
    renderTab();
    expect(await screen.findByText('Aucune réservation pour le moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute(
      'href',
      '/demande-devis',
    );
  });

  it('a list that fails to load says so with the server’s message, and can be tried again', async () => {
    mockFetch({
      [`GET ${LIST}`]: () => apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service indisponible.'),
    });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
