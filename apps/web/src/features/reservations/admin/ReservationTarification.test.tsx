import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tariffPricing } from '../test/tariff-pricing';
import {
  PATH,
  openDetail,
  openEdit,
  renderPage,
  replace,
  reservationsServer,
  user,
} from './test/admin-reservations-fixtures';

/** A quote request the tariff priced at 85,00 € with the Mercedes Classe V, no devis yet. */
const PRICED_REQUEST = { prix_estime: 85, tarification: tariffPricing({ instant: false }) };
const HINT =
  'Prérempli avec le prix du tarif : enregistrez pour l’envoyer au client, ou modifiez-le.';

/** Saves the edit form, waits for the quote's toast, and answers the calls the save made. */
const saveQuote = async (
  dialog: ReturnType<typeof within>,
  server: ReturnType<typeof reservationsServer>,
) => {
  await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await screen.findByText('Devis mis à jour et email envoyé avec succès'),
  ).toBeInTheDocument();
  return server.writes().map(({ method, path, body }) => ({ method, path, body }));
};

describe('the price as the tariff gave it, in the back-office', () => {
  it('shows the Tarification block: the price, its version and vehicle, how it was booked, the breakdown and the cancellation terms', async () => {
    reservationsServer({
      initial: { prix_estime: 85, statut: 'confirmé', devis: 85, tarification: tariffPricing() },
    });
    renderPage();
    const dialog = await openDetail();
    const block = (await dialog.findByRole('heading', { name: 'Tarification' })).closest(
      'section',
    )!;
    const text = (block.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('Prix du tarif : 85,00 € TTC (version 3, Mercedes Classe V)');
    expect(within(block).getByText('Réservé au prix du tarif')).toBeInTheDocument();
    expect(within(block).getByText('Forfait Paris → Aéroport CDG')).toBeInTheDocument();
    expect(within(block).getByText('Bagages supplémentaires (2)')).toBeInTheDocument();
    expect(text).toContain('dont TVA 10 % : 7,73 €');
    expect(
      within(block).getByText(
        'Annulation gratuite jusqu’à 48 h avant la prise en charge, puis 30 % du prix retenus.',
      ),
    ).toBeInTheDocument();
  });

  it('says a quote request came with the tariff’s price as its estimate', async () => {
    reservationsServer({ initial: PRICED_REQUEST });
    renderPage();
    const dialog = await openDetail();
    expect(await dialog.findByText('Demande de devis avec estimation')).toBeInTheDocument();
    expect(dialog.queryByText('Réservé au prix du tarif')).not.toBeInTheDocument();
  });

  it('has no Tarification block for a reservation the tariff never priced', async () => {
    reservationsServer();
    renderPage();
    const dialog = await openDetail();
    await dialog.findByText('AF1234');
    expect(dialog.queryByRole('heading', { name: 'Tarification' })).not.toBeInTheDocument();
  });

  it('prefills the devis with the tariff’s price, says so, and saving sends it as the new devis', async () => {
    const server = reservationsServer({ initial: PRICED_REQUEST });
    renderPage();
    const dialog = within(await openEdit());
    const devis = dialog.getByLabelText('Devis (€)');
    expect(devis).toHaveValue(85);
    expect(devis).toHaveAccessibleDescription(HINT);
    // opening the form sends nothing
    expect(server.writes()).toEqual([]);
    expect(await saveQuote(dialog, server)).toEqual([
      { method: 'PUT', path: `${PATH}/devis`, body: { version: 3, devis: 85 } },
    ]);
  });

  it('sends the prefilled devis too when the administrator saves another field', async () => {
    const server = reservationsServer({ initial: PRICED_REQUEST });
    renderPage();
    const dialog = within(await openEdit());
    await replace(dialog.getByLabelText('Nom'), 'Lefebvre');
    expect(await saveQuote(dialog, server)).toEqual([
      { method: 'PUT', path: PATH, body: { version: 3, nom: 'Lefebvre' } },
      { method: 'PUT', path: `${PATH}/devis`, body: { version: 4, devis: 85 } },
    ]);
  });

  it('neither prefills nor hints for a request the tariff did not price', async () => {
    const server = reservationsServer();
    renderPage();
    const dialog = within(await openEdit());
    expect(dialog.getByLabelText('Devis (€)')).toHaveValue(null);
    expect(dialog.queryByText(HINT)).not.toBeInTheDocument();
    await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });
});
