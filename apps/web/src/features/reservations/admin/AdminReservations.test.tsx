import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adminDevisResultSchema } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { hrefOf } from '../../../test/links';
import {
  ID,
  PATH,
  elodie,
  openEdit,
  renderPage,
  replace,
  reservationsServer,
  user,
} from './test/admin-reservations-fixtures';

/** The first day of the current month as the filters send it (YYYY-MM-DD). */
const firstOfThisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
};

describe('admin reservations page', () => {
  it('asks the server for one page, then searches and filters on the server with the total it counts', async () => {
    const server = reservationsServer();
    renderPage();
    expect(await screen.findByText('41 résultats')).toBeInTheDocument();
    expect(screen.getByText('1–20 sur 41')).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Liste des réservations' }));
    expect(card.getByRole('heading', { name: 'Élodie Lefèvre' })).toBeInTheDocument();
    expect(card.getByText('Devis à fixer · Non payée')).toBeInTheDocument();
    expect(Object.fromEntries(server.lists()[0]?.query ?? [])).toEqual({
      when: 'upcoming',
      page: '1',
      pageSize: '20',
    });

    await user().type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'elodie');
    await waitFor(() =>
      expect(server.lists().some((call) => call.query.get('q') === 'elodie')).toBe(true),
    );

    await user().selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'confirmé');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Paiement' }), 'Payée');
    // the app's calendar, not the browser's date input: any day of the month, past ones too
    await user().click(screen.getByRole('button', { name: /^Trajet à partir du/ }));
    const calendar = within(screen.getByRole('dialog', { name: 'Choisir une date' }));
    // French and Monday-first whatever the browser's language
    expect(calendar.getAllByRole('columnheader')[0]).toHaveTextContent('Lunlundi');
    await user().click(calendar.getByRole('button', { name: /^1 / }));
    await waitFor(() =>
      expect(Object.fromEntries(server.lists().at(-1)?.query ?? [])).toEqual({
        q: 'elodie',
        statut: 'confirmé',
        paid: 'true',
        from: firstOfThisMonth(),
        when: 'upcoming',
        page: '1',
        pageSize: '20',
      }),
    );
    await user().click(screen.getByRole('button', { name: 'Effacer la date de début' }));
    await waitFor(() => expect(server.lists().at(-1)?.query.has('from')).toBe(false));
    expect(server.writes()).toEqual([]);
  });

  it('opens on the upcoming trips, with the past ones and all of them one filter away', async () => {
    const server = reservationsServer();
    renderPage();
    const trips = await screen.findByRole('combobox', { name: 'Trajets' });
    expect(trips).toHaveDisplayValue('À venir');
    expect(
      within(trips)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'À venir', 'Passés']);
    await waitFor(() => expect(server.lists().at(-1)?.query.get('when')).toBe('upcoming'));
    await user().selectOptions(trips, 'Passés');
    await waitFor(() => expect(server.lists().at(-1)?.query.get('when')).toBe('past'));
    await user().selectOptions(trips, 'Tous');
    await waitFor(() => expect(server.lists().at(-1)?.query.get('when')).toBe('all'));
  });

  it("opens searched for the reference of a company e-mail's link, over every trip date", async () => {
    const server = reservationsServer();
    renderPage('/admin/reservations?q=NP-2026-0042');
    expect(await screen.findByRole('searchbox', { name: 'Rechercher' })).toHaveValue(
      'NP-2026-0042',
    );
    expect(screen.getByRole('combobox', { name: 'Trajets' })).toHaveDisplayValue('Tous');
    await waitFor(() =>
      expect(Object.fromEntries(server.lists()[0]?.query ?? [])).toEqual({
        q: 'NP-2026-0042',
        when: 'all',
        page: '1',
        pageSize: '20',
      }),
    );
  });

  it('goes back to the last page when a delete empties the one shown', async () => {
    const server = reservationsServer({ total: 21 });
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(server.lists().at(-1)?.query.get('page')).toBe('2'));
    server.setTotal(20);
    await user().click(screen.getByRole('button', { name: /^Supprimer/ }));
    await user().click(screen.getByRole('button', { name: 'Oui' }));
    await screen.findByText('Réservation supprimée avec succès');
    await waitFor(() => expect(server.lists().at(-1)?.query.get('page')).toBe('1'));
    expect(await screen.findByText('1–20 sur 20')).toBeInTheDocument();
  });

  it('names the service in English in the English back-office, in the list and the detail', async () => {
    await i18next.changeLanguage('en');
    try {
      reservationsServer();
      renderPage();
      const list = await screen.findByRole('list', { name: 'Reservations' });
      await waitFor(() => expect(list).toHaveTextContent('Airport transfer'));
      expect(list).not.toHaveTextContent('Transfert aéroport');
      await user().click(
        screen.getByRole('button', { name: /^View details of the reservation of Élodie Lefèvre/ }),
      );
      const dialog = within(await screen.findByRole('dialog'));
      expect(await dialog.findByText('Airport transfer')).toBeInTheDocument();
      expect(dialog.queryByText('Transfert aéroport')).toBeNull();
    } finally {
      await i18next.changeLanguage('fr');
    }
  });

  it('shows every field of the reservation and who changed what, when', async () => {
    reservationsServer();
    renderPage();
    await user().click(
      await screen.findByRole('button', {
        name: "Voir le détail de la réservation d'Élodie Lefèvre",
      }),
    );
    // the list names each reservation by its short reference, never its internal id
    const list = screen.getByRole('list', { name: 'Liste des réservations' });
    expect(within(list).getByText('Réf. NP-2031-0007')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(ID);
    const dialog = within(
      await screen.findByRole('dialog', { name: "Réservation d'Élodie Lefèvre" }),
    );
    await dialog.findByText('AF1234');
    expect(dialog.getByText('Référence : NP-2031-0007')).toBeInTheDocument();
    for (const text of [
      'TGV 6203',
      'Jean Lefèvre',
      'Deux grandes valises.',
      'Transfert aéroport',
      'Demande sans compte',
      'Aéroport Charles de Gaulle, Terminal 2E',
      'Historique des modifications',
      'chef@navette.example',
    ]) {
      expect(dialog.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(dialog.getByText('Siège bébé').nextSibling).toHaveTextContent('Oui');
    // the customer and the main passenger are a tap away, their numbers grouped as read
    expect(hrefOf('06 12 34 56 78', dialog)).toBe('tel:0612345678');
    expect(hrefOf('06 98 76 54 32', dialog)).toBe('tel:0698765432');
    expect(hrefOf('elodie.lefevre@example.fr', dialog)).toBe('mailto:elodie.lefevre@example.fr');
    expect(dialog.getByText('Heure : 09:00 → 09:30')).toBeInTheDocument();
    // the customer's own decision is theirs, not a deleted administrator's
    const customerChange = dialog.getByText('Statut : en attente → annulé').closest('li');
    expect(customerChange).toHaveTextContent('Le client');
    expect(customerChange).not.toHaveTextContent('Administrateur supprimé');
  });

  it('writes the history’s amounts, days and yes/no as people read them, and no estimate as Aucune', async () => {
    const change = (id: string, field: string, oldValue: string | null, newValue: string) => ({
      _id: id,
      at: '2031-01-03T08:15:00.000Z',
      by: 'admin' as const,
      admin: { _id: 'adm1', email: 'chef@navette.example' },
      field,
      oldValue,
      newValue,
    });
    reservationsServer({
      initial: {
        prix_estime: 0,
        vehicule: null,
        duree_heures: null,
        tarification: null,
        history: [
          change('h1', 'devis', null, '120.00'),
          change('h2', 'date', '2026-12-09', '2026-12-10'),
          change('h3', 'paid', 'false', 'true'),
          change('h4', 'devis_valide_jusqu_au', '2026-12-01', '2026-12-31'),
        ],
      },
    });
    renderPage();
    await user().click(
      await screen.findByRole('button', {
        name: "Voir le détail de la réservation d'Élodie Lefèvre",
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: "Réservation d'Élodie Lefèvre" }),
    );
    const history = dialog.getByRole('list', { name: 'Modifications, la plus récente en premier' });
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.lastElementChild?.textContent?.replace(/\s/g, ' '));
    expect(lines).toEqual([
      'Devis (€) : aucun → 120,00 €',
      'Date : 9 déc. 2026 → 10 déc. 2026',
      'Payée : Non → Oui',
      "Devis valable jusqu'au : 1 déc. 2026 → 31 déc. 2026",
    ]);
    expect(dialog.getByText('Prix du tarif (€)').nextSibling).toHaveTextContent(/^Aucune$/);
  });

  it('sends only a changed quote, to its own endpoint with the version, and says the e-mail went', async () => {
    const server = reservationsServer();
    renderPage();
    const dialog = within(await openEdit());
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    // the app's pickers, in French, instead of the browser's date and time inputs
    expect(dialog.getByRole('button', { name: /^Date/ })).toHaveTextContent('samedi 14 juin 2031');
    expect(dialog.getByRole('button', { name: /^Heure/ })).toHaveTextContent('09:30');
    expect(dialog.getByLabelText('Nombre de personnes')).toHaveAttribute('type', 'number');
    expect(dialog.getByLabelText('Devis (€)')).toHaveAttribute('type', 'number');
    expect(
      within(dialog.getByLabelText('Statut'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['en attente', 'confirmé', 'annulé', 'terminé']);

    await replace(dialog.getByLabelText('Devis (€)'), '180.5');
    await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(
      await screen.findByText('Devis mis à jour et email envoyé avec succès'),
    ).toBeInTheDocument();
    expect(server.writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: `${PATH}/devis`, body: { version: 3, devis: 180.5 } },
    ]);
    expect(screen.queryByText('Réservation mise à jour avec succès')).not.toBeInTheDocument();
  });

  it('sends changed fields and status in their two calls, each with the version the last one answered', async () => {
    const server = reservationsServer();
    renderPage();
    const dialog = within(await openEdit());
    await replace(dialog.getByLabelText('Nom'), 'Lefebvre');
    await replace(dialog.getByLabelText('Nombre de personnes'), '4');
    await user().selectOptions(dialog.getByLabelText('Statut'), 'confirmé');
    await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Réservation mise à jour avec succès')).toBeInTheDocument();
    expect(server.writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: PATH, body: { version: 3, nom: 'Lefebvre', nombre_personnes: 4 } },
      { method: 'PUT', path: `${PATH}/statut`, body: { version: 4, statut: 'confirmé' } },
    ]);
    // back to the detail view
    expect(
      await screen.findByRole('dialog', { name: "Réservation d'Élodie Lefebvre" }),
    ).toBeInTheDocument();
  });

  it('warns when the quote was saved but its e-mail could not be queued', async () => {
    reservationsServer({ mailQueued: false });
    renderPage();
    const dialog = within(await openEdit());
    await replace(dialog.getByLabelText('Devis (€)'), '120');
    await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));
    const warning = await screen.findByText("Devis mis à jour mais échec d'envoi de l'email");
    expect(warning.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
  });

  it("reports a refused update with the server's message and keeps the form, saving nothing more", async () => {
    const server = reservationsServer({
      devis: () =>
        apiErrorResponse(400, 'VALIDATION_FAILED', 'Les données envoyées ne sont pas valides.', {
          devis: 'Le devis doit être un montant en euros de 0 à 100 000, au centime près.',
        }),
    });
    renderPage();
    const dialog = within(await openEdit());
    await replace(dialog.getByLabelText('Devis (€)'), '999999');
    await user().selectOptions(dialog.getByLabelText('Statut'), 'annulé');
    await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Erreur lors de la mise à jour: Les données envoyées ne sont pas valides.',
      ),
    ).toBeInTheDocument();
    expect(
      await dialog.findByText(
        'Le devis doit être un montant en euros de 0 à 100 000, au centime près.',
      ),
    ).toBeInTheDocument();
    // the status was not sent after the failed quote
    expect(server.writes().map((call) => call.path)).toEqual([`${PATH}/devis`]);
    expect(dialog.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('refuses to overwrite a reservation changed meanwhile and offers to reload it', async () => {
    const server = reservationsServer({ staleOnce: true });
    renderPage();
    const dialog = within(await openEdit());
    await user().click(dialog.getByRole('button', { name: /^Heure/ }));
    const clock = within(screen.getByRole('dialog', { name: 'Choisir une heure' }));
    await user().clear(clock.getByRole('spinbutton', { name: 'Heures' }));
    await user().type(clock.getByRole('spinbutton', { name: 'Heures' }), '10');
    await user().clear(clock.getByRole('spinbutton', { name: 'Minutes' }));
    await user().type(clock.getByRole('spinbutton', { name: 'Minutes' }), '15');
    await user().click(clock.getByRole('button', { name: 'Confirmer' }));
    await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));

    const banner = within(await dialog.findByRole('alert'));
    expect(banner.getByText('Cette réservation a changé entre-temps')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Erreur lors de la mise à jour: Cette réservation a été modifiée entre-temps. Rechargez-la avant d’enregistrer vos changements.',
      ),
    ).toBeInTheDocument();
    const detailsLoaded = server.sent.filter(
      (call) => call.method === 'GET' && call.path === PATH,
    ).length;
    await user().click(banner.getByRole('button', { name: 'Recharger la réservation' }));
    await waitFor(() =>
      expect(
        server.sent.filter((call) => call.method === 'GET' && call.path === PATH).length,
      ).toBeGreaterThan(detailsLoaded),
    );
    expect(
      await screen.findByRole('dialog', { name: "Réservation d'Élodie Lefèvre" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cette réservation a changé entre-temps')).not.toBeInTheDocument();
  });

  it("reads 'Enregistrement...' and cannot be pressed again while saving", async () => {
    let answer: (response: Response) => void = () => {};
    reservationsServer({
      devis: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderPage();
    const dialog = within(await openEdit());
    await replace(dialog.getByLabelText('Devis (€)'), '150');
    await user().click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    answer(
      schemaResponse(adminDevisResultSchema, {
        reservation: elodie({ devis: 150, version: 4 }),
        mailQueued: true,
      }),
    );
    expect(
      await screen.findByText('Devis mis à jour et email envoyé avec succès'),
    ).toBeInTheDocument();
  });

  it('leaves edit mode without saving on cancel', async () => {
    const server = reservationsServer();
    renderPage();
    const dialog = within(await openEdit());
    await replace(dialog.getByLabelText('Nom'), 'Autre');
    await user().click(dialog.getByRole('button', { name: 'Annuler' }));
    expect(
      await screen.findByRole('dialog', { name: "Réservation d'Élodie Lefèvre" }),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('deletes only once the confirmation is answered yes, naming the version it was shown', async () => {
    const server = reservationsServer();
    renderPage();
    const remove = await screen.findByRole('button', {
      name: "Supprimer de la réservation d'Élodie Lefèvre",
    });
    await user().click(remove);
    const question = within(
      screen.getByRole('alertdialog', {
        name: 'Êtes-vous sûr de vouloir supprimer cette réservation ?',
      }),
    );
    await user().click(question.getByRole('button', { name: 'Non' }));
    expect(server.writes()).toEqual([]);

    await user().click(remove);
    await user().click(screen.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Réservation supprimée avec succès')).toBeInTheDocument();
    const [call] = server.writes();
    expect(call?.method).toBe('DELETE');
    expect(call?.path).toBe(PATH);
    expect(call?.query.get('version')).toBe('3');
  });
});
