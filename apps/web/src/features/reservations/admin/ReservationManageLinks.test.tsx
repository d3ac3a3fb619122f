import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATH, renderPage, reservationsServer, user } from './test/admin-reservations-fixtures';

const openDetail = async () => {
  await user().click(
    await screen.findByRole('button', {
      name: /^Voir le détail de la réservation d.+Élodie Lefèvre$/,
    }),
  );
  return within(await screen.findByRole('dialog', { name: /Élodie Lefèvre/ }));
};

describe('the "Gérer ma réservation" links in the back-office', () => {
  it('switches the links off after the Oui/Non toast, and says how many', async () => {
    const server = reservationsServer();
    renderPage();
    const dialog = await openDetail();
    await user().click(dialog.getByRole('button', { name: 'Désactiver les liens envoyés' }));
    expect(
      await screen.findByText(
        'Désactiver tous les liens « Gérer ma réservation » déjà envoyés pour cette réservation ?',
      ),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('2 liens désactivés.')).toBeInTheDocument();
    expect(server.writes().map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST ${PATH}/manage-links/revoke`,
    ]);
  });

  it('"Non" switches nothing off', async () => {
    const server = reservationsServer();
    renderPage();
    const dialog = await openDetail();
    await user().click(dialog.getByRole('button', { name: 'Désactiver les liens envoyés' }));
    await user().click(await screen.findByRole('button', { name: 'Non' }));
    expect(server.writes()).toEqual([]);
  });
});
