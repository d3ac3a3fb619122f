import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationListSchema, messageResponseSchema, type Application } from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AdminApplications } from './AdminApplications';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Jean Dupont, then "Candidat 2" … "Candidat n", newest first. */
const applications = (count: number): Application[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: idOf(index + 1),
    nom: index === 0 ? 'Dupont' : `Candidat ${index + 1}`,
    prenom: index === 0 ? 'Jean' : 'Test',
    email: index === 0 ? 'jean.dupont@example.fr' : `c${index + 1}@example.org`,
    telephone: '06 12 34 56 78',
    cvUrl: `/api/recruitment/candidatures/${idOf(index + 1)}/cv`,
    // 14:05 in Paris (UTC+1 in November)
    date: '2026-11-23T13:05:00.000Z',
  }));

/** The applications API at the network boundary: searched and paged as the server does. */
const applicationsServer = (count: number) => {
  let stored = applications(count);
  const lists: URLSearchParams[] = [];
  const deletes: string[] = [];
  mockFetch({
    'GET /api/recruitment/candidatures': (request) => {
      const query = new URL(request.url).searchParams;
      lists.push(query);
      const q = (query.get('q') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? '1');
      const matching = stored.filter((a) =>
        `${a.nom} ${a.prenom} ${a.email}`.toLowerCase().includes(q),
      );
      const items = matching.slice((page - 1) * 25, page * 25);
      return schemaResponse(applicationListSchema, {
        items,
        total: matching.length,
        page,
        pageSize: 25,
      });
    },
    [`DELETE /api/recruitment/candidatures/${idOf(1)}`]: () => {
      deletes.push(idOf(1));
      stored = stored.filter((a) => a._id !== idOf(1));
      return schemaResponse(messageResponseSchema, {
        message: 'Candidature supprimée avec succès',
      });
    },
  });
  return { lists, deletes };
};

const renderPage = () =>
  renderWithProviders(
    <>
      <AdminApplications />
      <Toaster />
    </>,
  );
const user = () => userEvent.setup();
const table = () => within(screen.getByRole('table', { name: 'Liste des candidatures' }));

describe('admin applications page', () => {
  it('shows the count, the rows with initials, number, CV link and date, and pages of 25', async () => {
    const server = applicationsServer(73);
    renderPage();
    expect(screen.getAllByText('Chargement des candidatures…').length).toBeGreaterThan(0);
    expect(await screen.findByText('73 candidatures')).toBeInTheDocument();
    expect(screen.getByText('Affichage de 1 à 25 sur 73')).toBeInTheDocument();
    const row = within(table().getByText('Jean Dupont').closest('tr') as HTMLElement);
    expect(row.getByText('JD')).toBeInTheDocument();
    expect(row.getByText('n° 1')).toBeInTheDocument();
    expect(row.getByText('23/11/2026 14:05')).toBeInTheDocument();
    const cv = row.getByRole('link', { name: 'Voir CV de Jean Dupont (nouvel onglet)' });
    expect(cv).toHaveTextContent('Voir CV');
    expect(cv).toHaveAttribute('href', `/api/recruitment/candidatures/${idOf(1)}/cv`);
    expect(cv).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Affichage de 26 à 50 sur 73')).toBeInTheDocument();
    expect(table().getByText('n° 26')).toBeInTheDocument();
    expect(server.lists.at(-1)?.get('page')).toBe('2');
    await user().click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('Affichage de 51 à 73 sur 73')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Page précédente' }));
    expect(await screen.findByText('Affichage de 26 à 50 sur 73')).toBeInTheDocument();
  });

  it('searches on the server from the first page, and says when nothing matches', async () => {
    const server = applicationsServer(30);
    renderPage();
    await screen.findByText('30 candidatures');
    await user().click(screen.getByRole('button', { name: 'Page suivante' }));
    await screen.findByText('Affichage de 26 à 30 sur 30');
    await user().type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'dupont');
    expect(await screen.findByText('1 candidature')).toBeInTheDocument();
    expect(Object.fromEntries(server.lists.at(-1) ?? [])).toEqual({ q: 'dupont', page: '1' });
    expect(screen.getByText('Affichage de 1 à 1 sur 1')).toBeInTheDocument();

    await user().clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user().type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'personne{Enter}');
    expect(
      await screen.findByText('Aucune candidature ne correspond à votre recherche'),
    ).toBeInTheDocument();
    expect(screen.queryByText("Aucune candidature pour l'instant")).not.toBeInTheDocument();
  });

  it('says there is no application yet when there is none', async () => {
    applicationsServer(0);
    renderPage();
    expect(await screen.findByText("Aucune candidature pour l'instant")).toBeInTheDocument();
    expect(screen.getByText('Affichage de 0 à 0 sur 0')).toBeInTheDocument();
  });

  it('deletes an application only once the administrator says Oui', async () => {
    const server = applicationsServer(3);
    renderPage();
    await screen.findByText('3 candidatures');
    const remove = () =>
      table().getByRole('button', { name: 'Supprimer la candidature de Jean Dupont' });

    await user().click(remove());
    const question = 'Êtes-vous sûr de vouloir supprimer la candidature de Jean Dupont et son CV ?';
    expect(await screen.findByText(question)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Non' }));
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(server.deletes).toEqual([]);

    await user().click(remove());
    await user().click(await screen.findByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Candidature supprimée avec succès')).toBeInTheDocument();
    expect(server.deletes).toEqual([idOf(1)]);
    expect(await screen.findByText('2 candidatures')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Jean Dupont')).not.toBeInTheDocument());
  });
});
