import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authOptionsSchema } from '@navette/shared';
import { schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import ErrorPage from './ErrorPage';

const renderAt = (path: string) =>
  renderWithProviders(<></>, { path, routes: [{ path: '/erreur', element: <ErrorPage /> }] });

describe('result page /erreur', () => {
  it.each([
    [
      'google_unavailable',
      "La connexion avec Google n'est pas disponible pour le moment. Connectez-vous avec votre e-mail et votre mot de passe.",
    ],
    [
      'google_email_unverified',
      "Votre adresse Google n'est pas vérifiée : la connexion est impossible avec ce compte.",
    ],
    [
      'google_account_conflict',
      'Ce compte est déjà associé à un autre compte Google. Connectez-vous avec celui-ci ou avec votre e-mail et votre mot de passe.',
    ],
  ])('raison=%s explains it and offers to sign in', (reason, message) => {
    mockFetch();
    renderAt(`/erreur?raison=${reason}`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('a failed Google sign-in offers to try again', async () => {
    mockFetch({
      'GET /api/auth/options': () => schemaResponse(authOptionsSchema, { google: true }),
    });
    renderAt('/erreur?raison=google_failed');
    expect(
      screen.getByText("La connexion avec Google n'a pas abouti. Veuillez réessayer."),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Continuer avec Google' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('a page that failed to load offers to reload', () => {
    mockFetch();
    renderAt('/erreur?raison=chunk_load');
    expect(
      screen.getByText(
        'Le chargement a échoué, sans doute à cause de la connexion. Rechargez la page pour réessayer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });

  it.each(['/erreur', '/erreur?raison=inconnue'])(
    '%s shows the generic message and the way home',
    (path) => {
      mockFetch();
      renderAt(path);
      expect(
        screen.getByText(
          "Votre demande n'a pas pu aboutir. Réessayez dans un instant, ou contactez-nous directement par téléphone ou sur WhatsApp.",
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
    },
  );
});
