import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY, messageResponseSchema } from '@navette/shared';
import { schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { AdminNav } from './AdminNav';

describe('admin navigation', () => {
  it('signing out POSTs /admin/logout with the token, forgets it and opens /admin/login', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'jeton-admin');
    let authorization: string | null = null;
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
    expect(authorization).toBe('Bearer jeton-admin');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
