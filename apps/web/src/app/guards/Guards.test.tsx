import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { adminCheckSchema, sessionCheckSchema } from '@navette/shared';
import { aCustomer, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { AdminGuard } from './AdminGuard';
import { UserGuard } from './UserGuard';

const LoginProbe = () => {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <h1>Connexion depuis {from}</h1>;
};

const userRoutes = [
  { element: <UserGuard />, children: [{ path: '/profile', element: <h1>Mon espace</h1> }] },
  { path: '/login', element: <LoginProbe /> },
];

const adminRoutes = [
  {
    element: <AdminGuard />,
    children: [{ path: '/admin/dashboard', element: <h1>Tableau de bord</h1> }],
  },
  { path: '/admin/login', element: <h1>Connexion Admin</h1> },
];

describe('user guard', () => {
  it('says it is checking, then shows the page to a signed-in customer', async () => {
    mockFetch({
      'GET /auth/check': () => schemaResponse(sessionCheckSchema, { user: aCustomer() }),
    });
    renderWithProviders(<></>, { path: '/profile', routes: userRoutes });
    expect(screen.getByRole('status')).toHaveTextContent("Vérification de l'authentification...");
    expect(await screen.findByRole('heading', { name: 'Mon espace' })).toBeInTheDocument();
  });

  it('sends a visitor to /login remembering where they were going (404 = signed out)', async () => {
    mockFetch();
    renderWithProviders(<></>, { path: '/profile', routes: userRoutes });
    expect(
      await screen.findByRole('heading', { name: 'Connexion depuis /profile' }),
    ).toBeInTheDocument();
  });

  it('treats an answer with an error as signed out', async () => {
    mockFetch({
      'GET /auth/check': () =>
        schemaResponse(sessionCheckSchema, {
          error: "Vous n'êtes pas connecté.",
          code: 'NOT_SIGNED_IN',
        }),
    });
    renderWithProviders(<></>, { path: '/profile', routes: userRoutes });
    expect(await screen.findByRole('heading', { name: /Connexion depuis/ })).toBeInTheDocument();
  });
});

describe('admin guard', () => {
  it('shows the back-office to an admin, whose session is the cookie alone', async () => {
    const fetchMock = mockFetch({
      'GET /admin/check': (request) =>
        schemaResponse(adminCheckSchema, {
          isAdmin: !request.headers.has('Authorization'),
        }),
    });
    renderWithProviders(<></>, { path: '/admin/dashboard', routes: adminRoutes });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends anyone else to /admin/login', async () => {
    mockFetch();
    renderWithProviders(<></>, { path: '/admin/dashboard', routes: adminRoutes });
    expect(await screen.findByRole('heading', { name: 'Connexion Admin' })).toBeInTheDocument();
  });
});
