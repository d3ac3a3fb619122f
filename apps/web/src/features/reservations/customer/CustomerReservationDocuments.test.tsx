import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerReservationListSchema,
  documentSummarySchema,
  parisToday,
  type CustomerReservation,
  type DocumentSummary,
} from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { CustomerReservations } from './CustomerReservations';
import { RESERVATION_ID, aCustomerReservation } from './test/customer-reservation-fixtures';

const LIST = '/api/reservations/myreservations';
const STATUT = `/api/reservations/${RESERVATION_ID}/statut`;

const aDocument = (overrides: Partial<DocumentSummary>): DocumentSummary =>
  documentSummarySchema.parse({
    _id: 'doc-1',
    kind: 'devis',
    number: 'D-2031-000001',
    issuedAt: '2031-05-01T09:00:00.000Z',
    validUntil: '2031-05-31',
    amountTtc: 180,
    superseded: false,
    url: `/api/documents/${overrides._id ?? 'doc-1'}`,
    ...overrides,
  });

const showList = (...reservations: CustomerReservation[]) =>
  mockFetch({
    [`GET ${LIST}`]: () => schemaResponse(customerReservationListSchema, reservations),
  });

const renderTab = () => renderWithProviders(<CustomerReservations />);

const card = async () =>
  within((await screen.findByRole('heading', { name: 'Transfert aéroport' })).closest('article')!);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the documents of a customer’s reservation', () => {
  it('links each current document to its PDF, and leaves a replaced devis out', async () => {
    showList(
      aCustomerReservation({
        statut: 'confirmé',
        paid: true,
        devisValideJusquAu: '2031-06-10',
        documents: [
          aDocument({ _id: 'doc-f', kind: 'facture', number: 'F-2031-000007', validUntil: null }),
          aDocument({ _id: 'doc-b', kind: 'bon', number: 'B-2031-000005', validUntil: null }),
          aDocument({ _id: 'doc-2', number: 'D-2031-000002', validUntil: '2031-06-10' }),
          aDocument({ superseded: true }),
        ],
      }),
    );
    renderTab();
    const article = await card();
    const links = article.getAllByRole('link').map((link) => ({
      name: link.textContent,
      href: link.getAttribute('href'),
      download: link.hasAttribute('download'),
    }));
    expect(links).toEqual([
      { name: 'Facture F-2031-000007 (PDF)', href: '/api/documents/doc-f', download: true },
      {
        name: 'Bon de réservation B-2031-000005 (PDF)',
        href: '/api/documents/doc-b',
        download: true,
      },
      { name: 'Devis D-2031-000002 (PDF)', href: '/api/documents/doc-2', download: true },
    ]);
    // accepted: its validity no longer matters
    expect(article.queryByText(/^Devis valable jusqu’au/)).not.toBeInTheDocument();
  });

  it('a devis waiting for an answer says until when it can be accepted', async () => {
    showList(aCustomerReservation({ documents: [aDocument({})] }));
    renderTab();
    const article = await card();
    expect(article.getByText('Devis valable jusqu’au 31/05/2031')).toBeInTheDocument();
    expect(article.getByRole('button', { name: /^Confirmer/ })).toBeEnabled();
  });

  it('an expired devis cannot be confirmed, says whom to ask, and can still be cancelled', async () => {
    showList(
      aCustomerReservation({
        devisValideJusquAu: '2026-01-31',
        documents: [aDocument({ number: 'D-2026-000001', validUntil: '2026-01-31' })],
      }),
    );
    renderTab();
    const article = await card();
    expect(
      article.getByText(
        'Ce devis était valable jusqu’au 31/01/2026 : contactez-nous pour qu’il soit renouvelé.',
      ),
    ).toBeInTheDocument();
    expect(article.queryByText(/^Devis valable jusqu’au/)).not.toBeInTheDocument();
    expect(article.queryByRole('button', { name: /^Confirmer/ })).not.toBeInTheDocument();
    expect(article.getByRole('button', { name: /^Annuler/ })).toBeEnabled();
    expect(article.getByRole('link', { name: 'Devis D-2026-000001 (PDF)' })).toBeInTheDocument();
  });

  it('a trip whose pick-up time has passed cannot be confirmed, says so, and can still be cancelled', async () => {
    // yesterday in Paris: the devis's own end date is still ahead, the pick-up is not
    const [year, month, day] = parisToday().split('-').map(Number);
    const yesterday = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) - 1))
      .toISOString()
      .slice(0, 10);
    showList(aCustomerReservation({ date: yesterday, heure: '23:59' }));
    renderTab();
    const article = await card();
    expect(
      article.getByText(
        'L’heure de prise en charge de ce trajet est passée : son devis ne peut plus être accepté.',
      ),
    ).toBeInTheDocument();
    expect(article.queryByText(/^Devis valable jusqu’au/)).not.toBeInTheDocument();
    expect(article.queryByRole('button', { name: /^Confirmer/ })).not.toBeInTheDocument();
    expect(article.getByRole('button', { name: /^Annuler/ })).toBeEnabled();
  });

  it('a devis the server finds expired meanwhile: its message is shown on the card', async () => {
    const message =
      'Ce devis était valable jusqu’au 01/06/2031 : contactez-nous pour qu’il soit renouvelé.';
    mockFetch({
      [`GET ${LIST}`]: () =>
        schemaResponse(customerReservationListSchema, [aCustomerReservation()]),
      [`PUT ${STATUT}`]: () => apiErrorResponse(409, 'DEVIS_EXPIRED', message),
    });
    renderTab();
    const article = await card();
    await userEvent.setup().click(article.getByRole('button', { name: /^Confirmer/ }));
    expect(await article.findByRole('alert')).toHaveTextContent(message);
  });
});
