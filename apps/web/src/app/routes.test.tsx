import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, adminCheckSchema, sessionCheckSchema } from '@navette/shared';
import { i18next } from '../lib/i18n';
import { aCustomer, schemaResponse } from '../test/api-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render';
import { hrefOf } from '../test/links';
import { routes } from './routes';
import { dynamicKey, textOf } from '../lib/translation-key';

/**
 * Signed in as a customer, and as an admin on the back-office pages (an admin who opens
 * /admin/login is sent on to the dashboard, so there the visitor is not one).
 */
const signedInEverywhere = (isAdmin = true, isCustomer = true, isChauffeur = true) =>
  mockFetch({
    'GET /api/chauffeur/check': () =>
      jsonResponse({
        chauffeur: isChauffeur
          ? { name: 'Karim Benali', email: 'karim@navette.test', secondFactor: false }
          : null,
      }),
    'GET /api/chauffeur/courses': () =>
      jsonResponse({ generatedAt: new Date().toISOString(), noShowWaitMinutes: 30, days: [] }),
    'GET /api/chauffeur/invitation': () =>
      jsonResponse({ name: 'Karim Benali', email: 'karim@navette.test' }),
    'GET /auth/check': () =>
      schemaResponse(
        sessionCheckSchema,
        isCustomer ? { user: aCustomer() } : { error: 'Non connecté.', code: 'UNAUTHENTICATED' },
      ),
    'GET /admin/check': () => schemaResponse(adminCheckSchema, { isAdmin }),
    'GET /api/services': () => jsonResponse([]),
  });

describe('route table', () => {
  it.each(ROUTE_TABLE.map((route) => [route.path, route] as const))(
    '%s shows its translated heading and introduction, and names the tab',
    async (path, route) => {
      // a customer who opens /demande-devis is sent on to /reservation (docs/product/booking.md#quote-entry), so there not one
      // a signed-in chauffeur who opens /chauffeur/login is sent on to the run sheet, likewise
      signedInEverywhere(
        route.name !== 'adminLogin',
        route.name !== 'quoteEntry',
        route.name !== 'chauffeurLogin',
      );
      renderWithProviders(<></>, { path, routes });
      const title = textOf(i18next.t, route.titleKey);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(
        screen.getAllByText(i18next.t(dynamicKey(`pages.${route.name}.intro`))).length,
      ).toBeGreaterThan(0);
      await waitFor(() => expect(document.title).toBe(`${title} | Navette Prestige`));
    },
  );

  it('an unknown path shows the page-not-found page, with the ways back, and stays there', async () => {
    signedInEverywhere();
    const { router } = renderWithProviders(<></>, { path: '/nimporte-quoi', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeInTheDocument();
    expect(hrefOf("Retour à l'accueil")).toBe('/');
    expect(hrefOf('Demander un devis')).toBe('/demande-devis');
    expect(hrefOf('Nous contacter')).toBe('/contact');
    expect(router.state.location.pathname).toBe('/nimporte-quoi');
    await waitFor(() => expect(document.title).toBe('Page introuvable | Navette Prestige'));
  });
});
