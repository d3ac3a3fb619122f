import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
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
        ],
      },
    ],
  });

const mainNav = () => screen.queryAllByRole('navigation', { name: 'Navigation principale' });

describe('public navigation bar', () => {
  it('is hidden on the sign-in screens but the WhatsApp button stays', async () => {
    mockFetch();
    renderPublicPage('/login');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(mainNav()).toHaveLength(0);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\d+$/),
    );
  });

  it('a visitor sees the links and the quote call to action, but no "Mon espace"', async () => {
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
  });

  it('a signed-in customer also gets the "Mon espace" link to /profile', async () => {
    mockFetch({ 'GET /auth/check': () => jsonResponse({ user: { _id: 'u1', name: 'Camille' } }) });
    renderPublicPage('/');
    const links = await screen.findAllByRole('link', { name: 'Mon espace' });
    expect(links[0]).toHaveAttribute('href', '/profile');
  });
});
