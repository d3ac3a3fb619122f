import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { messageResponseSchema, sessionCheckSchema } from '@navette/shared';
import { Toaster } from '../../components/Toasts';
import { aCustomer, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import ProfilePage from './ProfilePage';

const renderProfile = () =>
  renderWithProviders(<></>, {
    path: '/profile',
    routes: [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/profile', element: <ProfilePage /> },
          { path: '/login', element: <h1>Connexion</h1> },
        ],
      },
    ],
  });

const signedInApi = () =>
  mockFetch({
    'GET /auth/check': () => schemaResponse(sessionCheckSchema, { user: aCustomer() }),
    'POST /auth/logout/all': () =>
      schemaResponse(messageResponseSchema, {
        message: 'Vous êtes déconnecté de tous vos appareils.',
      }),
  });

const sentLogoutAll = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/logout/all');

/** Clicks the button, then answers the confirmation toast. */
const signOutEverywhere = async (answer: 'Oui' | 'Non') => {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Se déconnecter de tous les appareils' }),
  );
  const question = await screen.findByRole('alertdialog');
  await user.click(within(question).getByRole('button', { name: answer }));
  return question;
};

describe('profile: sign out everywhere', () => {
  it('asks first, then signs every device out and goes to the sign-in page', async () => {
    const fetchMock = signedInApi();
    const { router } = renderProfile();
    const question = await signOutEverywhere('Oui');
    expect(question).toHaveTextContent(
      "Se déconnecter de tous les appareils ? Il faudra vous reconnecter sur chacun d'eux.",
    );
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByText('Vous êtes déconnecté de tous vos appareils.'),
    ).toBeInTheDocument();
    const [call] = sentLogoutAll(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
  });

  it('"Non" keeps every session', async () => {
    const fetchMock = signedInApi();
    const { router } = renderProfile();
    await signOutEverywhere('Non');
    expect(sentLogoutAll(fetchMock)).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('a failure says so and stays on the page', async () => {
    mockFetch({
      'POST /auth/logout/all': () =>
        new Response(JSON.stringify({ error: 'Erreur interne.', code: 'INTERNAL_ERROR' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    const { router } = renderProfile();
    await signOutEverywhere('Oui');
    expect(
      await screen.findByText('La déconnexion a échoué. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
