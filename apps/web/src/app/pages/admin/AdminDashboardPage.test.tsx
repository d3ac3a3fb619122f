import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  DISPATCH_TODAY_KEYS,
  adminDevisResultSchema,
  dashboardSchema,
  messageResponseSchema,
  type Dashboard,
} from '@navette/shared';
import { getConfirmations, getToasts, toast } from '../../../components/toast-store';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import AdminDashboardPage from './AdminDashboardPage';

const months = (revenue: Record<number, number>) =>
  Array.from({ length: 12 }, (_, i) => ({ month: i + 1, revenue: revenue[i + 1] ?? 0 }));

const NEXT = {
  _id: 'res-1',
  reference: 'NP-2026-0001',
  nom: 'Martin',
  prenom: 'Camille',
  email: 'camille@example.fr',
  date: '2026-05-21',
  heure: '07:15',
  nombre_personnes: 2,
  adresse_depart: '12 rue de Rivoli, Paris',
  adresse_arrivee: 'Aéroport CDG',
  devis: null,
  statut: 'en attente' as const,
  paid: false,
  service: { name: 'Transfert aéroport', nameEn: 'Airport transfer' },
  version: 3,
};

/** The reservation as the admin reservation endpoints answer it, at `version`. */
const detail = (version: number) => ({
  _id: NEXT._id,
  reference: NEXT.reference,
  service: 'svc-1',
  date: NEXT.date,
  heure: NEXT.heure,
  adresse_depart: NEXT.adresse_depart,
  adresse_arrivee: NEXT.adresse_arrivee,
  arret_intermediaire: null,
  moyen_transport: 'aucun' as const,
  numero_train: null,
  numero_vol: null,
  nombre_passagers: null,
  nombre_bagages: null,
  retour: false,
  date_retour: null,
  heure_retour: null,
  adresse_depart_retour: null,
  adresse_arrivee_retour: null,
  moyen_transport_retour: 'aucun' as const,
  numero_train_retour: null,
  numero_vol_retour: null,
  nombre_passagers_retour: null,
  nombre_bagages_retour: null,
  nombre_personnes: NEXT.nombre_personnes,
  siege_bebe: false,
  rehausseurs: false,
  prix_estime: 0,
  vehicule: null,
  duree_heures: null,
  tarification: null,
  nom: NEXT.nom,
  prenom: NEXT.prenom,
  email: NEXT.email,
  telephone: '0612345678',
  est_passager_principal: true,
  nom_passager_principal: null,
  telephone_passager_principal: null,
  commentaire: null,
  isGuest: true,
  statut: NEXT.statut,
  devis: 120,
  paid: false,
  createdAt: '2026-05-01T08:00:00.000Z',
  serviceName: 'Transfert aéroport',
  serviceNameEn: 'Airport transfer',
  source: 'guest' as const,
  version,
  updatedAt: '2026-05-02T08:00:00.000Z',
  history: [],
  devisValideJusquAu: null,
  documents: [],
  payments: [],
});

const answer = (period: Dashboard['period']['name'], year: number): Dashboard => ({
  period: { name: period, from: '2026-05-01', to: '2026-05-31' },
  cards:
    period === 'month'
      ? {
          reservations: { value: 6, change: 200 },
          confirmed: { value: 2, change: 100 },
          revenue: { value: 430, change: -8 },
          confirmationRate: 33,
          popularService: 'Transfert aéroport',
          popularServiceEn: 'Airport transfer',
        }
      : {
          reservations: { value: 9, change: null },
          confirmed: { value: 4, change: null },
          revenue: { value: 880, change: null },
          confirmationRate: 44,
          popularService: null,
          popularServiceEn: null,
        },
  statusSplit: [
    { statut: 'en attente', count: 3 },
    { statut: 'confirmé', count: 2 },
    { statut: 'annulé', count: 1 },
  ],
  funnel: { requests: 6, quoted: 4, accepted: 2, paid: 1, paidRevenue: 100 },
  monthlyRevenue: {
    year,
    years: [2026, 2025, 2024, 2023, 2022],
    months: year === 2026 ? months({ 5: 300 }) : months({ 7: 500 }),
  },
  upcoming: [NEXT],
  footer: {
    activeServices: 5,
    vehicles: 2,
    nextReservation: period === 'month' ? { date: '2026-05-21', heure: '07:15' } : null,
  },
  vehicles: [
    {
      _id: 'v-1',
      nom: 'Mercedes Classe V',
      capacite_passagers: 8,
      capacite_bagages_min: 4,
      capacite_bagages_max: 8,
    },
  ],
  mails: { failed: 2, oldestFailureAt: '2026-05-10T08:00:00.000Z' },
  dispatch: {
    today: DISPATCH_TODAY_KEYS.map((key) => ({ key, count: key === 'assigned' ? 3 : 0 })),
    unassignedSoon: 1,
    noShows: 0,
    expiringDocuments: [],
  },
});

const server = (extra: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /api/admin/dashboard': (request) => {
      const query = new URL(request.url).searchParams;
      const period = (query.get('period') ?? 'month') as Dashboard['period']['name'];
      return schemaResponse(dashboardSchema, answer(period, Number(query.get('year') ?? 2026)));
    },
    'GET /api/services': () => jsonResponse([]),
    ...extra,
  });

const dashboardRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/admin/dashboard')
    .map((url) => url.search);

const card = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

describe('the admin dashboard', () => {
  it('shows this month’s cards, their change against last month and the footer', async () => {
    server();
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByText('Total réservations')).toBeInTheDocument();
    expect(card('Total réservations')).toHaveTextContent(
      /^Total réservations6\+200 % par rapport au mois précédent$/,
    );
    expect(card('Confirmées')).toHaveTextContent('+100 % par rapport au mois précédent');
    // the sum of every devis is named for what it is, with its cents, beside its hint
    const issued = card('Montant des devis émis');
    expect(issued).toHaveTextContent(/430,00\s€/);
    expect(issued).toHaveTextContent(
      'Tous les devis des trajets de la période, quel que soit leur statut.',
    );
    expect(issued).toHaveTextContent('-8 % par rapport au mois précédent');
    expect(issued).toHaveTextContent('Taux de confirmation : 33 %');
    expect(
      screen.getByRole('heading', { name: "Chiffre d'affaires confirmé par mois" }),
    ).toBeInTheDocument();
    expect(screen.getByText('Trajets du 01/05/2026 au 31/05/2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Une réservation compte dans la période de la date de son trajet, pas du jour de la demande.',
      ),
    ).toBeInTheDocument();
    expect(card('Service populaire')).toHaveTextContent('Transfert aéroport');
    expect(card('Prochaine réservation')).toHaveTextContent('21/05/2026 à 07:15');
    expect(card('Services actifs')).toHaveTextContent('5');
    // the pie's alternative for screen readers
    const split = screen.getByRole('table', { name: 'Nombre de réservations par statut' });
    expect(within(split).getByRole('row', { name: 'en attente 3' })).toBeInTheDocument();
    expect(screen.getByText(/^Encaissé : 100,00\s€$/)).toBeInTheDocument();
    expect(screen.getByText("Devis des réservations payées : l'argent reçu.")).toBeInTheDocument();
  });

  it('names the services in English in the English back-office', async () => {
    await i18next.changeLanguage('en');
    try {
      server();
      renderWithProviders(<AdminDashboardPage />);
      expect(await screen.findByText('Most popular service')).toBeInTheDocument();
      expect(card('Most popular service')).toHaveTextContent('Airport transfer');
      await waitFor(() =>
        expect(screen.getAllByText('Airport transfer').length).toBeGreaterThan(1),
      );
      expect(screen.queryByText('Transfert aéroport')).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('fr');
    }
  });

  it('asks the server for the chosen period and shows N/A, no change and Aucune', async () => {
    const fetchMock = server();
    renderWithProviders(<AdminDashboardPage />);
    await screen.findByText('Total réservations');
    await userEvent.selectOptions(screen.getByLabelText('Période'), 'Ce trimestre');
    await waitFor(() => expect(card('Total réservations')).toHaveTextContent('9'));
    expect(dashboardRequests(fetchMock)).toEqual(['?period=month', '?period=quarter']);
    expect(card('Service populaire')).toHaveTextContent('N/A');
    expect(card('Total réservations')).toHaveTextContent(
      'Rien à comparer sur la période précédente',
    );
    expect(card('Prochaine réservation')).toHaveTextContent('Aucune');
  });

  it('says the period has no reservation instead of drawing an empty pie', async () => {
    server({
      'GET /api/admin/dashboard': () =>
        schemaResponse(dashboardSchema, {
          ...answer('month', 2026),
          statusSplit: [
            { statut: 'en attente', count: 0 },
            { statut: 'confirmé', count: 0 },
            { statut: 'annulé', count: 0 },
          ],
        }),
    });
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByText('Aucune réservation sur cette période.')).toBeInTheDocument();
  });

  it('changes the monthly revenue with the year selector', async () => {
    const fetchMock = server();
    renderWithProviders(<AdminDashboardPage />);
    await screen.findByRole('table', { name: /par mois, 2026/ });
    expect(screen.getByRole('row', { name: /^mai 300,00\s€$/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Année'), '2025');
    const table = await screen.findByRole('table', { name: /par mois, 2025/ });
    expect(within(table).getByRole('row', { name: /^juillet 500,00\s€$/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^mai 0,00\s€$/ })).toBeInTheDocument();
    expect(dashboardRequests(fetchMock).at(-1)).toBe('?period=month&year=2025');
  });

  it('names each next trip by the reference the customer reads, also while the row is edited', async () => {
    server();
    renderWithProviders(<AdminDashboardPage />);
    expect((await screen.findAllByText('Réf. NP-2026-0001')).length).toBeGreaterThan(0);
    const edit = (
      await screen.findAllByRole('button', { name: 'Modifier la réservation de Camille Martin' })
    )[0];
    await userEvent.click(edit as HTMLElement);
    expect(screen.getAllByLabelText('Devis (€)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Réf. NP-2026-0001').length).toBeGreaterThan(0);
  });

  it('sends only a changed quote, on the version shown, and says the e-mail left', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = server({
      'PUT /api/reservations/res-1/devis': async (request) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return schemaResponse(adminDevisResultSchema, { reservation: detail(4), mailQueued: true });
      },
    });
    renderWithProviders(<AdminDashboardPage />);
    const edit = (
      await screen.findAllByRole('button', { name: 'Modifier la réservation de Camille Martin' })
    )[0];
    await userEvent.click(edit as HTMLElement);
    const [devis] = screen.getAllByLabelText('Devis (€)');
    await userEvent.type(devis as HTMLElement, '120');
    await userEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'Devis mis à jour et email envoyé avec succès',
      ),
    );
    expect(bodies).toEqual([{ devis: 120, version: 3 }]);
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toHaveLength(1);
  });

  it('deletes a reservation once the administrator says Oui', async () => {
    const deleted: string[] = [];
    server({
      'DELETE /api/reservations/res-1': (request) => {
        deleted.push(new URL(request.url).search);
        return schemaResponse(messageResponseSchema, { message: 'ok' });
      },
    });
    renderWithProviders(<AdminDashboardPage />);
    const remove = (
      await screen.findAllByRole('button', { name: 'Supprimer la réservation de Camille Martin' })
    )[0];
    await userEvent.click(remove as HTMLElement);
    const [question] = getConfirmations();
    expect(question?.message).toBe('Êtes-vous sûr de vouloir supprimer cette réservation ?');
    expect(deleted).toEqual([]);
    toast.answer(question?.id ?? 0, true);
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain('Réservation supprimée avec succès'),
    );
    expect(deleted).toEqual(['?version=3']);
  });

  it('moves between the tabs with the arrow keys and lists the catalogue read-only', async () => {
    server({
      'GET /api/services': () =>
        jsonResponse([
          { _id: 's-1', name: 'Transfert aéroport', description: 'Orly et CDG', image: 'a.jpg' },
        ]),
    });
    renderWithProviders(<AdminDashboardPage />);
    const reservations = await screen.findByRole('tab', { name: 'Réservations' });
    expect(reservations).toHaveAttribute('aria-selected', 'true');
    reservations.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Services' })).toHaveFocus();
    const services = await screen.findByRole('table', { name: 'Services du catalogue' });
    expect(
      within(services).getByRole('row', { name: 'Transfert aéroport Orly et CDG' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    const vehicles = screen.getByRole('table', { name: 'Véhicules de la flotte' });
    expect(
      within(vehicles).getByRole('row', { name: 'Mercedes Classe V 8 4–8' }),
    ).toBeInTheDocument();
    expect(within(vehicles).queryByRole('button')).toBeNull();
  });

  it('says why an edit made on a stale copy was refused, and sends only the status', async () => {
    const bodies: unknown[] = [];
    const stale =
      'Cette réservation a été modifiée entre-temps. Rechargez-la avant d’enregistrer vos changements.';
    server({
      'PUT /api/reservations/res-1/statut': async (request) => {
        bodies.push(await request.json());
        return apiErrorResponse(409, 'RESERVATION_STALE', stale);
      },
    });
    renderWithProviders(<AdminDashboardPage />);
    const edit = await screen.findAllByRole('button', {
      name: 'Modifier la réservation de Camille Martin',
    });
    await userEvent.click(edit[0] as HTMLElement);
    const [statut] = screen.getAllByLabelText('Statut');
    await userEvent.selectOptions(statut as HTMLElement, 'confirmé');
    await userEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0] as HTMLElement);
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        `Erreur lors de la mise à jour: ${stale}`,
      ),
    );
    expect(bodies).toEqual([{ statut: 'confirmé', version: 3 }]);
    // the row stays in edit mode, the values kept
    expect(screen.getAllByRole('button', { name: 'Annuler' }).length).toBeGreaterThan(0);
  });
});
