import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES, chauffeurCheckSchema, messageResponseSchema } from '@navette/shared';
import { schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ChauffeurPage } from './ChauffeurPage';

afterEach(() => localStorage.clear());

describe('the chauffeur’s page', () => {
  it('signs the chauffeur out and forgets the run sheet kept for offline reading', async () => {
    localStorage.setItem('navette.runSheet.me', '{"days":[]}');
    localStorage.setItem('navette.runSheet.c-1', '{"days":[]}');
    localStorage.setItem('navette.language', 'fr');
    let signedOut = false;
    mockFetch({
      'GET /api/chauffeur/check': () =>
        schemaResponse(chauffeurCheckSchema, {
          chauffeur: signedOut
            ? null
            : { name: 'Karim Benali', email: 'karim@example.fr', secondFactor: false },
        }),
      'POST /api/chauffeur/logout': () => {
        signedOut = true;
        return schemaResponse(messageResponseSchema, { message: 'Déconnecté.' });
      },
    });
    const { router } = renderWithProviders(
      <ChauffeurPage name="chauffeurRunSheet">
        <p>Courses</p>
      </ChauffeurPage>,
      { path: ROUTES.chauffeurRunSheet },
    );
    expect(await screen.findByText('Karim Benali')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.chauffeurLogin));
    expect(signedOut).toBe(true);
    expect(Object.keys(localStorage)).toEqual(['navette.language']);
  });
});
