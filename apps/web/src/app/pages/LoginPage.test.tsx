import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { authOptionsSchema, loginResponseSchema, sessionCheckSchema } from '@navette/shared';
import { NavBar } from '../layouts/NavBar';
import { aCustomer, apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import LoginPage from './LoginPage';

const Probe = ({ name }: { name: string }) => {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email;
  return (
    <>
      <NavBar />
      <h1>{name}</h1>
      {email && <p>e-mail transmis : {email}</p>}
    </>
  );
};

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/reservation', element: <Probe name="Page de réservation" /> },
  { path: '/profile', element: <Probe name="Page du profil" /> },
  { path: '/verify', element: <Probe name="Page de vérification" /> },
];

const signedOut = () =>
  schemaResponse(sessionCheckSchema, { error: "Vous n'êtes pas connecté.", code: 'NOT_SIGNED_IN' });

const googleOn = {
  'GET /api/auth/options': () => schemaResponse(authOptionsSchema, { google: true }),
};

const renderLogin = () => renderWithProviders(<></>, { path: '/login', routes });

const fillAndSubmit = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Adresse e-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return user;
};

describe('login page', () => {
  it('welcomes the visitor with the form, Google, the way to register and the heading', async () => {
    mockFetch({ 'GET /auth/login/success': signedOut, ...googleOn });
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Bienvenue')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(
      await screen.findByRole('button', { name: 'Continuer avec Google' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('a visitor who is already signed in goes straight to Mon espace', async () => {
    mockFetch({
      'GET /auth/login/success': () => schemaResponse(sessionCheckSchema, { user: aCustomer() }),
    });
    const { router } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Page du profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('checks the e-mail and the password before sending anything, in that order', async () => {
    const fetchMock = mockFetch({ 'GET /auth/login/success': signedOut });
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText("L'email doit être valide.")).not.toHaveLength(0);
    expect(screen.getAllByText('Le mot de passe est requis.')).not.toHaveLength(0);
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      "L'email doit être valide.",
    );
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url !== '/api/auth/options')).toEqual(['/auth/login/success']);
  });

  it('after signing in, goes back to the page the user guard stopped, and the nav shows Mon espace', async () => {
    let loginBody: unknown;
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/login': async (request) => {
        loginBody = await request.json();
        return schemaResponse(loginResponseSchema, { user: aCustomer() });
      },
    });
    // the user guard's redirect: state.from is the location it stopped
    const { router } = renderWithProviders(<></>, {
      path: '/login',
      routes,
      state: { from: { pathname: '/profile', search: '?onglet=avis', hash: '' } },
    });
    await screen.findByLabelText('Adresse e-mail');
    await fillAndSubmit(' Camille.Martin@Example.fr ', 'un-mot-de-passe');
    expect(await screen.findByRole('heading', { name: 'Page du profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?onglet=avis');
    expect(loginBody).toEqual({ email: 'camille.martin@example.fr', password: 'un-mot-de-passe' });
    // the session query now says signed in, without another round trip
    expect(screen.getAllByRole('link', { name: 'Mon espace' })[0]).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('without an origin, a successful sign-in leads to Mon espace, not the booking form', async () => {
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/login': () => schemaResponse(loginResponseSchema, { user: aCustomer() }),
    });
    const { router } = renderLogin();
    await screen.findByLabelText('Adresse e-mail');
    await fillAndSubmit('camille.martin@example.fr', 'un-mot-de-passe');
    expect(await screen.findByRole('heading', { name: 'Page du profil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('follows the ?next= path a link carried, with its query', async () => {
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/login': () => schemaResponse(loginResponseSchema, { user: aCustomer() }),
    });
    const { router } = renderWithProviders(<></>, {
      path: '/login?next=%2Freservation%3Fservice%3Dvip',
      routes,
    });
    await screen.findByLabelText('Adresse e-mail');
    await fillAndSubmit('camille.martin@example.fr', 'un-mot-de-passe');
    expect(await screen.findByRole('heading', { name: 'Page de réservation' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?service=vip');
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example'])(
    'never leaves the site for ?next=%s: lands on Mon espace',
    async (next) => {
      mockFetch({
        'GET /auth/login/success': signedOut,
        'POST /auth/login': () => schemaResponse(loginResponseSchema, { user: aCustomer() }),
      });
      const { router } = renderWithProviders(<></>, {
        path: `/login?next=${encodeURIComponent(next)}`,
        routes,
      });
      await screen.findByLabelText('Adresse e-mail');
      await fillAndSubmit('camille.martin@example.fr', 'un-mot-de-passe');
      expect(await screen.findByRole('heading', { name: 'Page du profil' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
    },
  );

  it("shows the server's error and keeps the button disabled while the request runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderLogin();
    await screen.findByLabelText('Adresse e-mail');
    await fillAndSubmit('camille.martin@example.fr', 'mauvais');
    expect(await screen.findByRole('button', { name: 'Connexion...' })).toBeDisabled();
    answer(apiErrorResponse(401, 'INVALID_CREDENTIALS', 'Identifiants invalides'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides');
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });

  it("a 2xx answer without a user reads 'Identifiants invalides'", async () => {
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/login': () => jsonResponse({ message: 'ok' }),
    });
    renderLogin();
    await screen.findByLabelText('Adresse e-mail');
    await fillAndSubmit('camille.martin@example.fr', 'un-mot-de-passe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides');
  });

  it("an answer without an error field (a proxy's 502) reads 'Erreur de connexion'", async () => {
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/login': () => new Response('Bad Gateway', { status: 502 }),
    });
    renderLogin();
    await screen.findByLabelText('Adresse e-mail');
    await fillAndSubmit('camille.martin@example.fr', 'un-mot-de-passe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de connexion');
  });

  it('an unverified account is offered the way to /verify, with its e-mail', async () => {
    const message =
      "Votre adresse e-mail n'est pas encore vérifiée. Saisissez le code reçu par e-mail pour activer votre compte.";
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/login': () => apiErrorResponse(403, 'EMAIL_NOT_VERIFIED', message),
    });
    const { router } = renderLogin();
    await screen.findByLabelText('Adresse e-mail');
    const user = await fillAndSubmit('Camille.Martin@example.fr', 'un-mot-de-passe');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('link', { name: 'Saisir mon code de vérification' }));
    expect(router.state.location.pathname).toBe('/verify');
    expect(screen.getByText('e-mail transmis : camille.martin@example.fr')).toBeInTheDocument();
  });

  it('offers no Google button, nor its "or", when the server has no Google sign-in', async () => {
    mockFetch({
      'GET /auth/login/success': signedOut,
      'GET /api/auth/options': () => schemaResponse(authOptionsSchema, { google: false }),
    });
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
        '/api/auth/options',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull();
    expect(screen.queryByText('ou')).toBeNull();
  });

  it('the Google button leaves the app for the server, naming the page to come back to', async () => {
    mockFetch({ 'GET /auth/login/success': signedOut, ...googleOn });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderWithProviders(<></>, {
      path: '/login',
      routes,
      state: { from: { pathname: '/profile', search: '?onglet=avis', hash: '' } },
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continuer avec Google' }));
    expect(assign).toHaveBeenCalledWith('/auth/google?next=%2Fprofile%3Fonglet%3Davis');
  });
});
