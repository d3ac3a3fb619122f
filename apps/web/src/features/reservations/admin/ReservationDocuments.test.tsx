import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parisToday } from '@navette/shared';
import {
  PATH,
  aDocument,
  openDetail,
  renderPage,
  reservationsServer,
  user,
} from './test/admin-reservations-fixtures';

/** A reservation waiting for the customer's answer to a devis that expired on 31/01/2026. */
const expiredDevis = {
  devis: 150,
  devisValideJusquAu: '2026-01-31',
  documents: [aDocument()],
};

describe('a reservation’s documents in the back-office', () => {
  it('lists every document with its issue date, a replaced one marked, and the devis’s validity', async () => {
    reservationsServer({
      initial: {
        devis: 150,
        devisValideJusquAu: '2031-06-30',
        documents: [
          aDocument({
            _id: 'doc-bon',
            kind: 'bon',
            number: 'B-2026-000004',
            issuedAt: '2026-03-02T16:30:00.000Z',
            validUntil: null,
          }),
          aDocument({ _id: 'doc-2', number: 'D-2026-000002', validUntil: '2031-06-30' }),
          aDocument({ superseded: true }),
        ],
      },
    });
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(dialog.getByText('Devis valable jusqu’au 30/06/2031')).toBeInTheDocument();
    const bon = dialog.getByRole('link', { name: 'Bon de réservation B-2026-000004 (PDF)' });
    expect(bon).toHaveAttribute('href', '/api/documents/doc-bon');
    expect(bon).toHaveAttribute('download');
    expect(bon.closest('li')).toHaveTextContent('émis le 02/03/2026 17:30');
    const replaced = dialog.getByRole('link', { name: 'Devis D-2026-000001 (PDF)' });
    expect(replaced.closest('li')).toHaveTextContent('Remplacé');
    const current = dialog.getByRole('link', { name: 'Devis D-2026-000002 (PDF)' });
    expect(current.closest('li')).not.toHaveTextContent('Remplacé');
    // valid for years yet: renewing would only send the same quote again
    expect(dialog.queryByRole('button', { name: 'Renouveler le devis' })).not.toBeInTheDocument();
  });

  it('offers to renew a devis whose last day is within a week', async () => {
    const today = parisToday();
    const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
    const inDays = (days: number) =>
      new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
    reservationsServer({ initial: { ...expiredDevis, devisValideJusquAu: inDays(7) } });
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByRole('button', { name: 'Renouveler le devis' })).toBeEnabled();
  });

  it('says when none was issued yet', async () => {
    reservationsServer();
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByText('Aucun document émis pour l’instant.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Renouveler le devis' })).not.toBeInTheDocument();
  });

  it('renews an expired devis with the version shown, then shows the new one', async () => {
    const server = reservationsServer({ initial: expiredDevis });
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByText('Devis valable jusqu’au 31/01/2026 : expiré')).toBeInTheDocument();
    await user().click(dialog.getByRole('button', { name: 'Renouveler le devis' }));

    expect(await screen.findByText('Devis renouvelé et envoyé au client')).toBeInTheDocument();
    expect(server.writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: `${PATH}/devis/renouvellement`, body: { version: 3 } },
    ]);
    expect(await dialog.findByText('Devis valable jusqu’au 01/07/2031')).toBeInTheDocument();
    expect(
      dialog.getByRole('link', { name: 'Devis D-2026-000001 (PDF)' }).closest('li'),
    ).toHaveTextContent('Remplacé');
    expect(dialog.getByRole('link', { name: 'Devis D-2031-000002 (PDF)' })).toHaveAttribute(
      'href',
      '/api/documents/doc-renewed',
    );
  });

  it('warns when the devis was renewed but its e-mail could not be queued', async () => {
    reservationsServer({ initial: expiredDevis, mailQueued: false });
    renderPage();
    await user().click((await openDetail()).getByRole('button', { name: 'Renouveler le devis' }));
    const warning = await screen.findByText('Devis renouvelé mais échec d’envoi de l’e-mail');
    expect(warning.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
  });

  it('a reservation changed meanwhile: the error toast and the offer to reload it', async () => {
    reservationsServer({ initial: expiredDevis, staleOnce: true });
    renderPage();
    const dialog = await openDetail();
    await user().click(dialog.getByRole('button', { name: 'Renouveler le devis' }));
    expect(
      await screen.findByText(
        'Erreur lors de la mise à jour: Cette réservation a été modifiée entre-temps. Rechargez-la avant d’enregistrer vos changements.',
      ),
    ).toBeInTheDocument();
    const banner = within(await dialog.findByRole('alert'));
    expect(banner.getByText('Cette réservation a changé entre-temps')).toBeInTheDocument();
  });

  it.each([
    ['a paid one', { paid: true }],
    ['a cancelled one', { statut: 'annulé' as const }],
    ['a confirmed one', { statut: 'confirmé' as const }],
    ['one without a devis', { devis: null, devisValideJusquAu: null, documents: [] }],
  ])('offers no renewal on %s', async (_, overrides) => {
    reservationsServer({ initial: { ...expiredDevis, ...overrides } });
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Renouveler le devis' })).not.toBeInTheDocument();
  });

  it('once the customer answered, keeps the devis but no longer speaks of its validity', async () => {
    reservationsServer({ initial: { ...expiredDevis, statut: 'confirmé' } });
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByRole('link', { name: 'Devis D-2026-000001 (PDF)' })).toBeInTheDocument();
    expect(dialog.queryByText(/^Devis (expiré|valable)/)).not.toBeInTheDocument();
  });
});
