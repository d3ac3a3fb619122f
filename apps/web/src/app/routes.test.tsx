import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@navette/shared';
import { i18next } from '../lib/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render';
import { routes } from './routes';

const signedInEverywhere = () =>
  mockFetch({
    'GET /auth/check': () => jsonResponse({ user: { _id: 'u1' } }),
    'GET /admin/check': () => jsonResponse({ isAdmin: true }),
    'GET /api/services': () => jsonResponse([]),
  });

describe('route table', () => {
  it.each(ROUTE_TABLE.map((route) => [route.path, route] as const))(
    '%s shows its translated heading and introduction, and names the tab',
    async (path, route) => {
      signedInEverywhere();
      renderWithProviders(<></>, { path, routes });
      const title = i18next.t(route.titleKey);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByText(i18next.t(`pages.${route.name}.intro`)).length).toBeGreaterThan(0);
      await waitFor(() => expect(document.title).toBe(`${title} | Navette Prestige`));
    },
  );

  it('an unknown path leads to the home page', async () => {
    signedInEverywhere();
    const { router } = renderWithProviders(<></>, { path: '/nimporte-quoi', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: i18next.t('pages.home.title') }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
