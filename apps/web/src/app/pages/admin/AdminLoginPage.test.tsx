import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import {
  ADMIN_TOKEN_STORAGE_KEY,
  adminCheckSchema,
  adminLoginResponseSchema,
} from '@navette/shared';
import { AdminGuard } from '../../guards/AdminGuard';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import AdminLoginPage from './AdminLoginPage';

const routes: RouteObject[] = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  {
    element: <AdminGuard />,
    children: [{ path: '/admin/dashboard', element: <h1>Tableau de bord</h1> }],
  },
];

const FAILED = 'Échec de la connexion. Vérifiez vos identifiants.';

/** The admin check answers yes only to the bearer token the sign-in handed out. */
const adminServer = (loginAnswer: (request: Request) => Response | Promise<Response>) =>
  mockFetch({
    'GET /admin/check': (request) =>
      schemaResponse(adminCheckSchema, {
        isAdmin: request.headers.get('Authorization') === 'Bearer jeton-admin',
      }),
    'POST /admin/login': loginAnswer,
  });

const signIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
};

describe('admin login page', () => {
  it("is titled 'Connexion Admin' and checks both fields before sending", async () => {
    const fetchMock = adminServer(() => schemaResponse(adminLoginResponseSchema, { token: 'x' }));
    renderWithProviders(<></>, { path: '/admin/login', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeInTheDocument();
    await signIn('', '');
    expect(await screen.findAllByText("L'email doit être valide.")).not.toHaveLength(0);
    expect(screen.getAllByText('Le mot de passe est requis.')).not.toHaveLength(0);
    await signIn('pas-un-email', 'secret');
    expect(screen.getAllByText("L'email doit être valide.")).not.toHaveLength(0);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/admin/check']);
  });

  it('keeps the token in localStorage and opens the dashboard', async () => {
    let sent: unknown;
    adminServer(async (request) => {
      sent = await request.json();
      return schemaResponse(adminLoginResponseSchema, { token: 'jeton-admin' });
    });
    const { router } = renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('Admin@Navette.test', 'admin-password');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('jeton-admin');
    expect(sent).toEqual({ email: 'admin@navette.test', password: 'admin-password' });
  });

  it('a refusal reads the product message and stays on the page', async () => {
    adminServer(() => apiErrorResponse(401, 'ADMIN_INVALID_CREDENTIALS', FAILED));
    const { router } = renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('client@example.fr', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('even an answer without an error field reads the product message', async () => {
    adminServer(() => new Response('', { status: 503 }));
    renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('admin@navette.test', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('an admin who is already signed in goes straight to the dashboard', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'jeton-admin');
    adminServer(() => apiErrorResponse(500, 'INTERNAL_ERROR', 'non appelé'));
    const { router } = renderWithProviders(<></>, { path: '/admin/login', routes });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
