import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminChauffeurListSchema, type AdminChauffeur } from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AdminChauffeurs } from './AdminChauffeurs';

const paul: AdminChauffeur = {
  _id: 'c1',
  name: 'Paul Martin',
  email: 'paul@example.com',
  telephone: '+33612345678',
  carteVtcNumero: 'VTC-123',
  carteVtcExpireLe: '2020-01-01',
  active: true,
  invitationPending: true,
};

describe('admin chauffeurs page', () => {
  it('lists the chauffeurs, posts an invitation and shows the server refusal', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/admin/chauffeurs': () => schemaResponse(adminChauffeurListSchema, [paul]),
      'POST /api/admin/chauffeurs': async (request) => {
        bodies.push(await request.json());
        return apiErrorResponse(
          409,
          'CHAUFFEUR_ACCOUNT_EXISTS',
          'Cette adresse e-mail est déjà utilisée.',
        );
      },
    });
    renderWithProviders(
      <>
        <AdminChauffeurs />
        <Toaster />
      </>,
    );
    const table = within(await screen.findByRole('table'));
    expect(await table.findByText('Paul Martin')).toBeInTheDocument();
    expect(table.getByText('VTC-123')).toBeInTheDocument();
    expect(table.getByText('Expiré')).toBeInTheDocument();
    expect(table.getByText('Actif')).toBeInTheDocument();
    expect(table.getByText('Invitation envoyée')).toBeInTheDocument();
    expect(
      table.getByRole('button', { name: 'Renvoyer l’invitation à Paul Martin' }),
    ).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Inviter un chauffeur' }));
    await user.type(screen.getByLabelText('Nom'), 'Luc Bernard');
    await user.type(screen.getByLabelText('E-mail'), 'luc@example.com');
    await user.type(screen.getByLabelText('Téléphone'), '+33698765432');
    await user.type(screen.getByLabelText('N° de carte VTC'), 'VTC-456');
    await user.type(screen.getByLabelText('Expiration de la carte VTC'), '2030-06-30');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Luc Bernard',
        telephone: '+33698765432',
        carteVtcNumero: 'VTC-456',
        carteVtcExpireLe: '2030-06-30',
        email: 'luc@example.com',
      },
    ]);
  });
});
