import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionCheckSchema } from '@navette/shared';
import { aCustomer, endableSession, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import { UserGuard } from '../guards/UserGuard';
import { PublicLayout } from './PublicLayout';

const renderPublicPage = (path: string) =>
  renderWithProviders(<></>, {
    path,
    routes: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <h1>Accueil</h1> },
          { path: '/login', element: <h1>Connexion</h1> },
          { path: '/verify', element: <h1>Vérification</h1> },
          { path: '/chauffeur/login', element: <h1>Espace chauffeur</h1> },
          { element: <UserGuard />, children: [{ path: '/profile', element: <h1>Profil</h1> }] },
        ],
      },
    ],
  });

const mainNav = () => screen.queryAllByRole('navigation', { name: 'Navigation principale' });

describe('public navigation bar', () => {
  it('is hidden on the sign-in screens, and so is the WhatsApp button that covered their button on phones', async () => {
    mockFetch();
    renderPublicPage('/login');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(mainNav()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('leaves the WhatsApp button out of the chauffeurs’ space', async () => {
    mockFetch();
    renderPublicPage('/chauffeur/login');
    expect(await screen.findByRole('heading', { name: 'Espace chauffeur' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('keeps the WhatsApp button on the pages that are not forms', async () => {
    mockFetch();
    renderPublicPage('/');
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /WhatsApp/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('a visitor sees the links, the quote call to action and "Se connecter", but no "Mon espace"', async () => {
    const fetchMock = mockFetch();
    renderPublicPage('/');
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    const [desktop] = mainNav();
    expect(desktop).toBeDefined();
    const nav = within(desktop!);
    expect(nav.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/tarifs');
    expect(nav.getByRole('link', { name: 'Visites & excursions' })).toHaveAttribute(
      'href',
      '/visites-excursions',
    );
    expect(screen.getAllByRole('link', { name: 'Demander un devis' })[0]).toHaveAttribute(
      'href',
      '/demande-devis',
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Mon espace' })).not.toBeInTheDocument();
    // where a returning customer signs in: the bar, the phone menu and the footer
    expect(screen.getAllByRole('link', { name: 'Se connecter' })[0]).toHaveAttribute(
      'href',
      '/login',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const [, phoneMenu] = mainNav();
    expect(within(phoneMenu!).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login',
    );
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('a signed-in customer also gets the "Mon espace" link to /profile', async () => {
    mockFetch({
      'GET /auth/check': () => schemaResponse(sessionCheckSchema, { user: aCustomer() }),
    });
    renderPublicPage('/');
    const links = await screen.findAllByRole('link', { name: 'Mon espace' });
    expect(links[0]).toHaveAttribute('href', '/profile');
    expect(
      within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Mon espace' }),
    ).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('a customer signs out from a protected page: GET /auth/logout, then home (not /login), and Mon espace goes', async () => {
    const fetchMock = mockFetch(endableSession());
    const { router } = renderPublicPage('/profile');
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    const [signOut] = await screen.findAllByRole('button', { name: 'Se déconnecter' });
    await userEvent.setup().click(signOut!);
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Mon espace' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth/logout')).toBe(true);
  });

  it('a visitor has no sign-out button', async () => {
    const fetchMock = mockFetch();
    renderPublicPage('/');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).not.toBeInTheDocument();
  });
});
