import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageResponseSchema } from '@navette/shared';
import { schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { AdminNav } from './AdminNav';

describe('admin navigation', () => {
  it('signing out POSTs /admin/logout (the cookie is the session) and opens /admin/login', async () => {
    let authorization: string | null = 'not sent';
    mockFetch({
      'POST /admin/logout': (request) => {
        authorization = request.headers.get('Authorization');
        return schemaResponse(messageResponseSchema, { message: 'Déconnecté.' });
      },
    });
    const { router } = renderWithProviders(<></>, {
      path: '/admin/dashboard',
      routes: [
        { path: '/admin/dashboard', element: <AdminNav /> },
        { path: '/admin/login', element: <h1>Connexion Admin</h1> },
      ],
    });
    const [logout] = screen.getAllByRole('button', { name: 'Se déconnecter', hidden: true });
    await userEvent.setup().click(logout!);
    expect(await screen.findByRole('heading', { name: 'Connexion Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(authorization).toBeNull();
  });
});
