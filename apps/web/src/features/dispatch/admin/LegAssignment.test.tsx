import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { legAssignmentResultSchema, legSuggestionsSchema } from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { INES, RESERVATION_ID, VAN, aLeg, suggestions } from '../test/dispatch-fixtures';
import { LegAssignment } from './LegAssignment';

const LEG_PATH = `/api/admin/reservations/${RESERVATION_ID}/legs/aller`;

const renderAssignment = () =>
  renderWithProviders(
    <>
      <LegAssignment reservationId={RESERVATION_ID} leg="aller" />
      <Toaster />
    </>,
  );

describe('a leg’s assignment', () => {
  it('offers the free chauffeurs and shows why the others are not', async () => {
    mockFetch({
      [`GET ${LEG_PATH}/suggestions`]: () => schemaResponse(legSuggestionsSchema, suggestions()),
    });
    renderAssignment();
    const chauffeur = await screen.findByLabelText('Chauffeur');
    expect(screen.getByRole('option', { name: 'Inès Morel' })).toBeEnabled();
    expect(
      screen.getByRole('option', { name: 'Karim Benali — Karim Benali est désactivé.' }),
    ).toBeDisabled();
    expect(chauffeur).toHaveValue('');
  });

  it('saves on the reservation’s version and says so', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      [`GET ${LEG_PATH}/suggestions`]: () => schemaResponse(legSuggestionsSchema, suggestions()),
      [`PUT ${LEG_PATH}/assignment`]: async (request) => {
        bodies.push(await request.json());
        return schemaResponse(legAssignmentResultSchema, {
          leg: aLeg({
            chauffeur: { _id: INES, name: 'Inès Morel', telephone: '0600000002' },
          }),
          version: 4,
        });
      },
    });
    renderAssignment();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Chauffeur'), INES);
    await user.selectOptions(screen.getByLabelText('Véhicule'), VAN);
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’affectation' }));
    expect(await screen.findByText('Affectation enregistrée.')).toBeInTheDocument();
    expect(bodies).toEqual([{ chauffeurId: INES, vehicleId: VAN, version: 3 }]);
  });

  it('shows the server’s refusal as it is', async () => {
    const refusal =
      'Inès Morel conduit déjà NP-2027-0041 de 13:00 à 14:10 (avec 30 min de battement).';
    mockFetch({
      [`GET ${LEG_PATH}/suggestions`]: () => schemaResponse(legSuggestionsSchema, suggestions()),
      [`PUT ${LEG_PATH}/assignment`]: () => apiErrorResponse(409, 'CHAUFFEUR_BUSY', refusal),
    });
    renderAssignment();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Chauffeur'), INES);
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’affectation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
  });
});
