import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminDevisResultSchema,
  adminDevisUpdateSchema,
  adminReservationDetailSchema,
  adminReservationPageSchema,
  adminReservationUpdateSchema,
  adminStatutUpdateSchema,
  messageResponseSchema,
  type AdminReservationDetail,
} from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { toast } from '../../../components/toast-store';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AdminReservations } from './AdminReservations';

const ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const PATH = `/api/reservations/${ID}`;

// through the real schema, so that the fixture cannot drift from the API
const elodie = (overrides: Partial<AdminReservationDetail> = {}): AdminReservationDetail =>
  adminReservationDetailSchema.parse({
    _id: ID,
    service: 'svc-airport',
    serviceName: 'Transfert aéroport',
    date: '2031-06-14',
    heure: '09:30',
    adresse_depart: '12 rue de la Paix, Paris',
    adresse_arrivee: 'Aéroport Charles de Gaulle, Terminal 2E',
    arret_intermediaire: null,
    moyen_transport: 'avion',
    numero_train: null,
    numero_vol: 'AF1234',
    nombre_passagers: 3,
    nombre_bagages: 4,
    retour: true,
    date_retour: '2031-06-21',
    heure_retour: '18:00',
    adresse_depart_retour: 'Aéroport Charles de Gaulle, Terminal 2E',
    adresse_arrivee_retour: '12 rue de la Paix, Paris',
    moyen_transport_retour: 'train',
    numero_train_retour: 'TGV 6203',
    numero_vol_retour: null,
    nombre_passagers_retour: 3,
    nombre_bagages_retour: 2,
    nombre_personnes: 3,
    siege_bebe: true,
    rehausseurs: false,
    prix_estime: 95,
    nom: 'Lefèvre',
    prenom: 'Élodie',
    email: 'elodie.lefevre@example.fr',
    telephone: '0612345678',
    est_passager_principal: false,
    nom_passager_principal: 'Jean Lefèvre',
    telephone_passager_principal: '0698765432',
    commentaire: 'Deux grandes valises.',
    isGuest: true,
    source: 'guest',
    statut: 'en attente',
    devis: null,
    paid: false,
    createdAt: '2031-01-02T10:00:00.000Z',
    updatedAt: '2031-01-02T10:00:00.000Z',
    version: 3,
    history: [
      {
        _id: 'h1',
        at: '2031-01-03T08:15:00.000Z',
        admin: { _id: 'adm1', email: 'chef@navette.example' },
        field: 'heure',
        oldValue: '09:00',
        newValue: '09:30',
      },
    ],
    ...overrides,
  });

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * The admin reservations API at the network boundary: bodies go through the server's schemas,
 * each edit needs the current version and bumps it, as the server does.
 */
const reservationsServer = (
  options: {
    mailQueued?: boolean;
    devis?: () => Response | Promise<Response>;
    staleOnce?: boolean;
  } = {},
) => {
  let stored = elodie();
  let staleOnce = options.staleOnce ?? false;
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    sent.push(entry);
    return entry;
  };
  const edit = async (
    request: Request,
    parse: (body: unknown) => { version: number } & Partial<AdminReservationDetail>,
  ) => {
    const { body } = await record(request);
    const { version, ...changes } = parse(body);
    if (staleOnce || version !== stored.version) {
      staleOnce = false;
      return apiErrorResponse(
        409,
        'RESERVATION_STALE',
        'Cette réservation a été modifiée entre-temps. Rechargez-la avant d’enregistrer vos changements.',
      );
    }
    stored = elodie({ ...stored, ...changes, version: stored.version + 1 });
    return undefined;
  };
  const fetchMock = mockFetch({
    'GET /api/reservations': async (request) => {
      await record(request);
      return schemaResponse(adminReservationPageSchema, {
        items: [stored],
        total: 41,
        page: 1,
        pageSize: 20,
      });
    },
    [`GET ${PATH}`]: async (request) => {
      await record(request);
      return schemaResponse(adminReservationDetailSchema, stored);
    },
    [`PUT ${PATH}`]: async (request) =>
      (await edit(request, (body) => adminReservationUpdateSchema.parse(body))) ??
      schemaResponse(adminReservationDetailSchema, stored),
    [`PUT ${PATH}/devis`]: async (request) => {
      if (options.devis) {
        await record(request);
        return options.devis();
      }
      return (
        (await edit(request, (body) => adminDevisUpdateSchema.parse(body))) ??
        schemaResponse(adminDevisResultSchema, {
          reservation: stored,
          mailQueued: options.mailQueued ?? true,
        })
      );
    },
    [`PUT ${PATH}/statut`]: async (request) =>
      (await edit(request, (body) => adminStatutUpdateSchema.parse(body))) ??
      schemaResponse(adminReservationDetailSchema, stored),
    [`DELETE ${PATH}`]: async (request) => {
      await record(request);
      return schemaResponse(messageResponseSchema, { message: 'Réservation supprimée.' });
    },
  });
  const writes = () => sent.filter((call) => call.method !== 'GET');
  const lists = () =>
    sent.filter((call) => call.method === 'GET' && call.path === '/api/reservations');
  return { fetchMock, sent, writes, lists };
};

const renderPage = () =>
  renderWithProviders(
    <>
      <AdminReservations />
      <Toaster />
    </>,
  );

const user = () => userEvent.setup();

const openEdit = async () => {
  await user().click(
    await screen.findByRole('button', { name: 'Modifier de la réservation de Élodie Lefèvre' }),
  );
  return screen.findByRole('dialog', { name: 'Modifier la réservation de Élodie Lefèvre' });
};

const replace = async (field: HTMLElement, value: string) => {
  await user().clear(field);
  await user().type(field, value);
};

afterEach(() => toast.clear());

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
      page: '1',
      pageSize: '20',
    });

    await user().type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'elodie');
    await waitFor(() =>
      expect(server.lists().some((call) => call.query.get('q') === 'elodie')).toBe(true),
    );

    await user().selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'confirmé');
    await user().selectOptions(screen.getByRole('combobox', { name: 'Paiement' }), 'Payée');
    await user().type(screen.getByLabelText('Trajet à partir du'), '2031-06-01');
    await waitFor(() =>
      expect(Object.fromEntries(server.lists().at(-1)?.query ?? [])).toEqual({
        q: 'elodie',
        statut: 'confirmé',
        paid: 'true',
        from: '2031-06-01',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(server.writes()).toEqual([]);
  });

  it('shows every field of the reservation and who changed what, when', async () => {
    reservationsServer();
    renderPage();
    await user().click(
      await screen.findByRole('button', {
        name: 'Voir le détail de la réservation de Élodie Lefèvre',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Réservation de Élodie Lefèvre' }),
    );
    await dialog.findByText('AF1234');
    for (const text of [
      'TGV 6203',
      'Jean Lefèvre',
      '0698765432',
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
    expect(dialog.getByText(/09:00 → 09:30/)).toBeInTheDocument();
  });

  it('sends only a changed quote, to its own endpoint with the version, and says the e-mail went', async () => {
    const server = reservationsServer();
    renderPage();
    const dialog = within(await openEdit());
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(dialog.getByLabelText('Heure')).toHaveAttribute('type', 'time');
    expect(dialog.getByLabelText('Nombre de personnes')).toHaveAttribute('type', 'number');
    expect(dialog.getByLabelText('Devis (€)')).toHaveAttribute('type', 'number');
    expect(
      within(dialog.getByLabelText('Statut'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['en attente', 'confirmé', 'annulé']);

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
      await screen.findByRole('dialog', { name: 'Réservation de Élodie Lefebvre' }),
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
    await replace(dialog.getByLabelText('Heure'), '10:15');
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
      await screen.findByRole('dialog', { name: 'Réservation de Élodie Lefèvre' }),
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
      await screen.findByRole('dialog', { name: 'Réservation de Élodie Lefèvre' }),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('deletes only once the confirmation is answered yes, naming the version it was shown', async () => {
    const server = reservationsServer();
    renderPage();
    const remove = await screen.findByRole('button', {
      name: 'Supprimer de la réservation de Élodie Lefèvre',
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
