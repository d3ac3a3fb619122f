import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerReservationListSchema,
  customerReservationSchema,
  type CustomerReservation,
} from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { schemaResponse } from '../../../test/api-fixtures';
import { initTestI18n } from '../../../test/i18n';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { FREE_CANCELLATION_END, tariffPricing } from '../test/tariff-pricing';
import { CustomerReservations } from './CustomerReservations';
import { RESERVATION_ID, aCustomerReservation } from './test/customer-reservation-fixtures';

const LIST = '/api/reservations/myreservations';
const STATUT = `/api/reservations/${RESERVATION_ID}/statut`;

/** Booked at the tariff's price, 85,00 €, confirmed; its pick-up: 14 June 2031, 09:30 Paris. */
const booked = (overrides: Partial<CustomerReservation> = {}) =>
  aCustomerReservation({
    statut: 'confirmé',
    devis: 85,
    prix_estime: 85,
    tarification: tariffPricing(),
    annulationGratuiteJusquAu: FREE_CANCELLATION_END,
    ...overrides,
  });

/** The browser's clock (Date only: the page's timers run as usual). */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const BEFORE_LIMIT = '2031-06-01T10:00:00.000Z';
const AFTER_LIMIT = '2031-06-13T10:00:00.000Z';

const renderWith = (reservation: CustomerReservation) => {
  const fetchMock = mockFetch({
    [`GET ${LIST}`]: () => schemaResponse(customerReservationListSchema, [reservation]),
    [`PUT ${STATUT}`]: () =>
      schemaResponse(customerReservationSchema, { ...reservation, statut: 'annulé', version: 4 }),
  });
  renderWithProviders(
    <>
      <CustomerReservations />
      <Toaster />
    </>,
  );
  return fetchMock;
};

const card = async () =>
  (await screen.findByRole('heading', { name: 'Transfert aéroport' })).closest('article')!;

/** The card's text with every space (the formats' no-break ones too) a plain one. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');

const QUESTION =
  'Votre réservation du samedi 14 juin 2031 à 09:30, 12 rue de la Paix, Paris → Aéroport Charles de Gaulle, Terminal 2E, sera annulée. Cette action est définitive.';

/** What the dialog says, with every space a plain one. */
const said = (dialog: HTMLElement) => plain(within(dialog).getByText(/sera annulée/));

const askToCancel = async () => {
  await userEvent.setup().click(within(await card()).getByRole('button', { name: /^Annuler/ }));
  return screen.findByRole('dialog', { name: 'Annuler ce trajet ?' });
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  initTestI18n('fr');
});

describe('cancelling a trip priced by the tariff, under its terms', () => {
  it('a paid trip before the limit: free cancellation stated, refunded in full, the PUT sent with the amount and version shown', async () => {
    at(BEFORE_LIMIT);
    const fetchMock = renderWith(booked({ paid: true }));
    const article = await card();
    expect(plain(article)).toContain('Annulation gratuite jusqu’au jeudi 12 juin 2031 à 09:30.');
    const dialog = await askToCancel();
    expect(said(dialog)).toBe(
      `${QUESTION} Vous serez remboursé intégralement (85,00 €) sur votre carte.`,
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Réservation annulée.')).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === STATUT && init?.method === 'PUT',
    );
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({
      statut: 'annulé',
      devis: 85,
      version: 3,
    });
  });

  it('a paid trip after the limit: the fee kept and the refund, to the cent, on the card and in the dialog', async () => {
    at(AFTER_LIMIT);
    renderWith(booked({ paid: true }));
    const article = await card();
    expect(plain(article)).toContain(
      'Annulation : 30 % du prix retenus (25,50 €), 59,50 € remboursés.',
    );
    expect(plain(article)).not.toContain('Annulation gratuite');
    const dialog = await askToCancel();
    expect(said(dialog)).toBe(`${QUESTION} Vous serez remboursé de 59,50 € sur votre carte.`);
  });

  it('a whole price kept says nothing will be refunded', async () => {
    at(AFTER_LIMIT);
    renderWith(
      booked({
        paid: true,
        tarification: tariffPricing({ cancellation: { freeUntilHours: 48, feePercent: 100 } }),
      }),
    );
    const dialog = await askToCancel();
    expect(said(dialog)).toBe(
      `${QUESTION} Le prix payé est retenu en entier : rien ne vous sera remboursé.`,
    );
  });

  it('an unpaid confirmed trip after the limit: cancelled without charge online, beside Pay, no refund sentence', async () => {
    at(AFTER_LIMIT);
    renderWith(booked({ paid: false }));
    const article = await card();
    expect(plain(article)).toContain(
      'Annulation sans frais en ligne : le trajet n’est pas encore payé.',
    );
    expect(within(article).getByRole('button', { name: /^Payer 85,00\s€/ })).toBeEnabled();
    const dialog = await askToCancel();
    expect(said(dialog)).toBe(QUESTION);
  });

  it.each([
    [
      'a paid trip without terms, before its pick-up',
      BEFORE_LIMIT,
      { tarification: null, prix_estime: 0, annulationGratuiteJusquAu: null },
    ],
    // 10:00 in Paris on the pick-up day
    ['a trip with terms once its pick-up has come', '2031-06-14T08:00:00.000Z', {}],
  ] as const)('offers no Cancel on %s, nor states terms', async (_case, now, overrides) => {
    at(now);
    renderWith(booked({ paid: true, ...overrides }));
    const article = await card();
    expect(within(article).queryByRole('button', { name: /^Annuler/ })).not.toBeInTheDocument();
    expect(plain(article)).not.toContain('Annulation');
  });

  it('tells an English reader the same terms', async () => {
    initTestI18n('en');
    at(AFTER_LIMIT);
    renderWith(booked({ paid: true }));
    const article = (await screen.findByRole('heading', { name: 'Airport transfer' })).closest(
      'article',
    )!;
    expect(plain(article)).toContain(
      'Cancellation: 30% of the price kept (€25.50), €59.50 refunded.',
    );
  });

  it('details the price line by line with the vehicle class, and says when the devis differs', async () => {
    at(BEFORE_LIMIT);
    renderWith(booked({ devis: 90 }));
    const article = await card();
    await userEvent.setup().click(within(article).getByRole('button', { name: /^Voir le détail/ }));
    const section = within(article)
      .getByRole('heading', { name: 'Détail du prix' })
      .closest('section')!;
    expect(within(section).getByText('Véhicule : Mercedes Classe V')).toBeInTheDocument();
    expect(within(section).getByText('Forfait Paris → Aéroport CDG')).toBeInTheDocument();
    expect(plain(section)).toContain('Total85,00 €');
    expect(plain(section)).toContain(
      'Votre devis (90,00 €) diffère de ce prix calculé : c’est le devis qui s’applique.',
    );
  });

  it('shows no price breakdown for a trip the tariff never priced', async () => {
    renderWith(aCustomerReservation());
    const article = await card();
    await userEvent.setup().click(within(article).getByRole('button', { name: /^Voir le détail/ }));
    expect(within(article).getByText('Deux valises en soute')).toBeInTheDocument();
    expect(
      within(article).queryByRole('heading', { name: 'Détail du prix' }),
    ).not.toBeInTheDocument();
  });
});
