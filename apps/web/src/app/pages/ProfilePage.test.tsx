import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import {
  customerReservationListSchema,
  messageResponseSchema,
  sessionCheckSchema,
  profileSchema,
} from '@navette/shared';
import { Toaster } from '../../components/Toasts';
import {
  aCustomer,
  apiErrorResponse,
  endableSession,
  schemaResponse,
} from '../../test/api-fixtures';
import { aCustomerReservation } from '../../features/reservations/customer/test/customer-reservation-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { UserGuard } from '../guards/UserGuard';
import { PublicLayout } from '../layouts/PublicLayout';
import ProfilePage from './ProfilePage';

const renderProfile = (path = '/profile') =>
  renderWithProviders(<></>, {
    path,
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
          { path: '/', element: <h1>Accueil</h1> },
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

const LIST = '/api/reservations/myreservations';

/** GET /auth/profile's answer, through the server's schema (the profile's e-mail language included). */
const profileAnswer = () => {
  const profile = { ...aCustomer(), language: 'fr' as const, hasPassword: true };
  return schemaResponse(profileSchema, profile);
};

/** The banner of the page's failures, told apart from other alerts by its title. */
const failureBanner = async () =>
  (await screen.findByText("L'opération n'a pas abouti")).closest<HTMLElement>('[role="alert"]')!;

const customerApi = (handlers: Parameters<typeof mockFetch>[0] = {}) =>
  mockFetch({
    'GET /auth/profile': profileAnswer,
    [`GET ${LIST}`]: () =>
      schemaResponse(customerReservationListSchema, [aCustomerReservation({ statut: 'confirmé' })]),
    ...handlers,
  });

describe('profile: the tabs', () => {
  it('opens on the profile, and the arrow keys, Home and End move between the tabs', async () => {
    customerApi();
    const { router } = renderProfile();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mon espace' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Bonjour Camille Martin')).toBeInTheDocument();
    const profileTab = screen.getByRole('tab', { name: 'Profil' });
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
    // the panel's contents are the Profil tab's own (its tests say what it shows); they arrive
    // once the page has been painted: the keys are pressed when they are in
    const profilePanel = screen.getByRole('tabpanel', { name: 'Profil' });
    await waitFor(() =>
      expect(within(profilePanel).queryByRole('status', { name: 'Chargement...' })).toBeNull(),
    );

    const user = userEvent.setup();
    profileTab.focus();
    await user.keyboard('{ArrowRight}');
    const reservationsTab = screen.getByRole('tab', { name: 'Réservations' });
    expect(reservationsTab).toHaveFocus();
    expect(reservationsTab).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(screen.getByRole('tabpanel', { name: 'Réservations' })).findByRole('heading', {
        name: 'Transfert aéroport',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=reservations');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Mes données' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(profileTab).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mes données' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Home}');
    expect(profileTab).toHaveAttribute('aria-selected', 'true');
  });

  it('a link with ?tab=reservations opens the reservations', async () => {
    customerApi();
    renderProfile('/profile?tab=reservations');
    expect(await screen.findByRole('tab', { name: 'Réservations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Transfert aéroport' })).toBeInTheDocument();
  });

  it('a profile that fails to load shows the server’s message, else a generic one', async () => {
    customerApi({
      'GET /auth/profile': () =>
        apiErrorResponse(503, 'SERVICE_UNAVAILABLE', 'Service indisponible.'),
    });
    renderProfile();
    expect(await screen.findByText('Service indisponible.')).toBeInTheDocument();
  });

  it('without a readable answer, the profile’s load error is the generic one', async () => {
    customerApi({ 'GET /auth/profile': () => new Response('oops', { status: 502 }) });
    renderProfile();
    expect(
      await screen.findByText("Votre profil n'a pas pu être chargé. Veuillez réessayer."),
    ).toBeInTheDocument();
  });
});

describe('profile: sign-out and the error banner', () => {
  it('signs out with GET /auth/logout, then goes home', async () => {
    const fetchMock = customerApi({
      'GET /auth/logout': () => schemaResponse(messageResponseSchema, { message: 'Déconnecté.' }),
    });
    const { router } = renderProfile();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth/logout')).toBe(true);
  });

  it('from the page itself: home, and the navigation bar learns the customer is signed out', async () => {
    customerApi(endableSession());
    const { router } = renderWithProviders(<></>, {
      path: '/profile',
      routes: [
        {
          element: <PublicLayout />,
          children: [
            { path: '/', element: <h1>Accueil</h1> },
            { path: '/login', element: <h1>Connexion</h1> },
            { element: <UserGuard />, children: [{ path: '/profile', element: <ProfilePage /> }] },
          ],
        },
      ],
    });
    const main = within(await screen.findByRole('main'));
    await userEvent.setup().click(await main.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Mon espace' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('a failed sign-out shows a banner the customer can dismiss, and stays', async () => {
    customerApi({ 'GET /auth/logout': () => new Response('', { status: 502 }) });
    const { router } = renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    const banner = await failureBanner();
    expect(banner).toHaveTextContent('La déconnexion a échoué. Veuillez réessayer.');
    expect(router.state.location.pathname).toBe('/profile');
    await user.click(within(banner).getByRole('button', { name: "Fermer le message d'erreur" }));
    expect(screen.queryByText("L'opération n'a pas abouti")).not.toBeInTheDocument();
  });

  it('a payment that cannot start is reported in the banner', async () => {
    const message = 'Cette réservation est déjà payée.';
    customerApi({
      'POST /api/payment/create-checkout-session': () =>
        apiErrorResponse(409, 'PAYMENT_ALREADY_DONE', message),
    });
    renderProfile('/profile?tab=reservations');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Payer/ }));
    expect(await failureBanner()).toHaveTextContent(message);
  });
});
