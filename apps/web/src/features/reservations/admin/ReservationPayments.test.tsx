import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PATH,
  openDetail,
  renderPage,
  reservationsServer,
  user,
} from './test/admin-reservations-fixtures';

describe('a reservation’s payments in the back-office', () => {
  it('shows a refunded payment with its amount and reason', async () => {
    reservationsServer({
      initial: {
        statut: 'annulé',
        devis: 240,
        payments: [
          {
            _id: 'pay-1',
            provider: 'stripe',
            method: 'card',
            status: 'paid',
            amount: 240,
            createdAt: '2031-06-01T08:00:00.000Z',
            paidAt: '2031-06-01T08:05:00.000Z',
            refund: {
              status: 'done',
              reason: 'cancelled-by-company',
              amount: 240,
              refundedAt: '2031-06-02T09:00:00.000Z',
            },
          },
        ],
      },
    });
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByRole('heading', { name: 'Paiements' })).toBeInTheDocument();
    const line = dialog.getByText(/carte en ligne \(Stripe\)/).closest('li');
    expect(line).toHaveTextContent(/240,00\s€ · carte en ligne \(Stripe\) · payé/);
    expect(line).toHaveTextContent(
      /Remboursé : 240,00\s€ le .+ — réservation annulée par l’entreprise/,
    );
    expect(
      dialog.queryByRole('form', { name: 'Enregistrer un paiement à bord' }),
    ).not.toBeInTheDocument();
  });

  it('records a payment taken on board on the version shown', async () => {
    const server = reservationsServer({ initial: { statut: 'confirmé', devis: 150 } });
    renderPage();
    const dialog = await openDetail();
    expect(dialog.getByText('Aucun paiement pour l’instant.')).toBeInTheDocument();
    const form = within(dialog.getByRole('form', { name: 'Enregistrer un paiement à bord' }));
    expect(form.getByLabelText('Montant encaissé (€)')).toHaveValue('150');
    // the moment in the app's pickers, in French: yesterday at 18:05
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    const day = form.getByRole('button', { name: /^Jour/ });
    await user().click(day);
    const calendar = within(screen.getByRole('dialog', { name: 'Choisir une date' }));
    expect(calendar.getAllByRole('columnheader')[0]).toHaveTextContent('Lunlundi');
    if (yesterday.getMonth() !== new Date().getMonth()) {
      await user().click(calendar.getByRole('button', { name: 'Mois précédent' }));
    }
    await user().click(
      calendar.getByRole('button', { name: new RegExp(`^${yesterday.getDate()} `) }),
    );
    await user().click(form.getByRole('button', { name: /^Heure/ }));
    const clock = within(screen.getByRole('dialog', { name: 'Choisir une heure' }));
    await user().clear(clock.getByRole('spinbutton', { name: 'Heures' }));
    await user().type(clock.getByRole('spinbutton', { name: 'Heures' }), '18');
    await user().clear(clock.getByRole('spinbutton', { name: 'Minutes' }));
    await user().type(clock.getByRole('spinbutton', { name: 'Minutes' }), '5');
    await user().click(clock.getByRole('button', { name: 'Confirmer' }));
    await user().click(form.getByRole('radio', { name: 'espèces à bord' }));
    await user().click(form.getByRole('button', { name: 'Enregistrer le paiement' }));

    expect(
      await screen.findByText('Paiement à bord enregistré : la facture est envoyée au client'),
    ).toBeInTheDocument();
    const [write] = server.writes();
    expect(write).toMatchObject({
      method: 'POST',
      path: `${PATH}/payments`,
      body: { version: 3, method: 'cash', amount: 150 },
    });
    yesterday.setHours(18, 5, 0, 0);
    expect((write?.body as { paidAt: string }).paidAt).toBe(yesterday.toISOString());
    const recorded = await dialog.findByText(/espèces à bord · payé/);
    expect(recorded.closest('li')).toHaveTextContent(/150,00\s€ · espèces à bord · payé/);
  });

  it('refuses an amount that is not one', async () => {
    const server = reservationsServer({ initial: { statut: 'confirmé', devis: 150 } });
    renderPage();
    const dialog = await openDetail();
    const form = within(dialog.getByRole('form', { name: 'Enregistrer un paiement à bord' }));
    await user().clear(form.getByLabelText('Montant encaissé (€)'));
    await user().type(form.getByLabelText('Montant encaissé (€)'), 'abc');
    await user().click(form.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await form.findByText(
        'Le montant doit être un montant en euros de 0 à 100 000, au centime près.',
      ),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });
});
