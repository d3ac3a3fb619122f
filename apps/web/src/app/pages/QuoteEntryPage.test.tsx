import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROUTES, sessionCheckSchema } from '@navette/shared';
import { aCustomer, apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import QuoteEntryPage from './QuoteEntryPage';

const routes = [
  { path: ROUTES.home, element: <h1>Accueil</h1> },
  { path: ROUTES.quoteEntry, element: <QuoteEntryPage /> },
  { path: ROUTES.reservation, element: <h1>Réservation</h1> },
  { path: ROUTES.guestReservation, element: <h1>Formulaire invité</h1> },
  { path: ROUTES.login, element: <h1>Connexion</h1> },
  { path: '/tarifs', element: <h1>Tarifs</h1> },
];

const signedOut = () =>
  mockFetch({
    'GET /auth/check': () => apiErrorResponse(401, 'UNAUTHENTICATED', 'Non connecté.'),
  });

describe('quote entry (/demande-devis)', () => {
  it('shows "Vérification..." while the session is checked, then sends a customer to /reservation', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      'GET /auth/check': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { router } = renderWithProviders(<></>, { path: ROUTES.quoteEntry, routes });
    expect(await screen.findByRole('status')).toHaveTextContent('Vérification...');
    expect(screen.getByText('Vérification...', { selector: 'p' })).toBeVisible();

    answer(schemaResponse(sessionCheckSchema, { user: aCustomer() }));
    expect(await screen.findByRole('heading', { name: 'Réservation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.reservation);
  });

  it('keeps the prefill of a price button when it sends a customer to /reservation', async () => {
    mockFetch({
      'GET /auth/check': () => schemaResponse(sessionCheckSchema, { user: aCustomer() }),
    });
    const { router } = renderWithProviders(<></>, {
      path: `${ROUTES.quoteEntry}?service=chauffeur&forfait=3`,
      routes,
    });
    expect(await screen.findByRole('heading', { name: 'Réservation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.reservation);
    expect(router.state.location.search).toBe('?service=chauffeur&forfait=3');
  });

  it('offers a signed-out visitor the guest form or signing in, and says the quote comes by e-mail', async () => {
    const user = userEvent.setup();
    signedOut();
    const { router } = renderWithProviders(<></>, {
      path: `${ROUTES.quoteEntry}?service=aeroport`,
      routes,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Demander un devis' });
    expect(
      within(dialog).getByText('Dans les deux cas, vous recevez votre devis par e-mail.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Se connecter/ })).toHaveAttribute(
      'href',
      ROUTES.login,
    );

    await user.click(within(dialog).getByRole('link', { name: /Continuer sans compte/ }));
    expect(await screen.findByRole('heading', { name: 'Formulaire invité' })).toBeInTheDocument();
    // the preset travels on to the guest form
    expect(router.state.location.search).toBe('?service=aeroport');
  });

  it('a failed session check counts as signed out', async () => {
    mockFetch({ 'GET /auth/check': () => Response.error() });
    renderWithProviders(<></>, { path: ROUTES.quoteEntry, routes });
    expect(await screen.findByRole('dialog', { name: 'Demander un devis' })).toBeInTheDocument();
  });

  it('cancelling goes back to the previous page', async () => {
    const user = userEvent.setup();
    signedOut();
    const { router } = renderWithProviders(<></>, { path: '/tarifs', routes });
    await router.navigate(ROUTES.quoteEntry);
    const dialog = await screen.findByRole('dialog', { name: 'Demander un devis' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(await screen.findByRole('heading', { name: 'Tarifs' })).toBeInTheDocument();
  });

  it('closing without any page before goes home', async () => {
    const user = userEvent.setup();
    signedOut();
    const { router } = renderWithProviders(<></>, { path: ROUTES.quoteEntry, routes });
    const dialog = await screen.findByRole('dialog', { name: 'Demander un devis' });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.home);
  });
});
