import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { messageResponseSchema, sessionCheckSchema } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';

const SENT = 'Si un compte existe pour cette adresse, un code vient de lui être envoyé.';
const DONE = 'Mot de passe enregistré. Vous pouvez maintenant vous connecter.';

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/mot-de-passe-oublie', element: <ForgotPasswordPage /> },
];

const signedOut = () =>
  schemaResponse(sessionCheckSchema, { error: "Vous n'êtes pas connecté.", code: 'NOT_SIGNED_IN' });

/** Records the JSON bodies sent to each "METHOD /path". */
const recordBodies = () => {
  const bodies: Record<string, unknown[]> = {};
  const record = async (key: string, request: Request) => {
    (bodies[key] ??= []).push(await request.json());
  };
  return { bodies, record };
};

const fillNewPassword = async (code: string, password: string, confirm: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Code reçu par e-mail'), code);
  await user.type(screen.getByLabelText('Nouveau mot de passe'), password);
  await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirm);
  await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
};

describe('the forgotten password', () => {
  it('is offered on /login, with the address already typed', async () => {
    mockFetch({ 'GET /auth/login/success': signedOut });
    const { router } = renderWithProviders(<></>, { path: '/login', routes });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'Camille.Martin@example.fr');
    await user.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mot-de-passe-oublie');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille.martin@example.fr');
  });

  it('sends a code to the address, then sets the new password with it and goes to /login with the confirmation', async () => {
    const { bodies, record } = recordBodies();
    mockFetch({
      'GET /auth/login/success': signedOut,
      'POST /auth/password/forgot': async (request) => {
        await record('forgot', request);
        return schemaResponse(messageResponseSchema, { message: SENT });
      },
      'POST /auth/password/reset': async (request) => {
        await record('reset', request);
        return schemaResponse(messageResponseSchema, { message: DONE });
      },
    });
    const { router } = renderWithProviders(<></>, { path: '/mot-de-passe-oublie', routes });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), ' Camille.Martin@Example.fr ');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(bodies.forgot).toEqual([{ email: 'camille.martin@example.fr' }]);
    await fillNewPassword('123456', 'nouveau-secret-2026', 'nouveau-secret-2026');

    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(DONE);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille.martin@example.fr');
    expect(bodies.reset).toEqual([
      { email: 'camille.martin@example.fr', code: '123456', password: 'nouveau-secret-2026' },
    ]);
  });

  it("opens on the code when the e-mail's link gives the address, without asking for another code", async () => {
    const fetchMock = mockFetch();
    renderWithProviders(<></>, {
      path: '/mot-de-passe-oublie?email=camille.martin%40example.fr',
      routes,
    });
    expect(await screen.findByLabelText('Code reçu par e-mail')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Code envoyé à camille.martin@example.fr (s'il existe un compte pour cette adresse).",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Adresse e-mail')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the code and the confirmation before sending, and shows the server’s refusal of a wrong code', async () => {
    const { bodies, record } = recordBodies();
    mockFetch({
      'POST /auth/password/reset': async (request) => {
        await record('reset', request);
        return apiErrorResponse(
          400,
          'RESET_CODE_INVALID',
          'Code invalide ou expiré. Demandez un nouveau code si besoin.',
        );
      },
    });
    renderWithProviders(<></>, { path: '/mot-de-passe-oublie?email=a%40example.fr', routes });
    await screen.findByLabelText('Code reçu par e-mail');
    await fillNewPassword('12ab', 'nouveau-secret-2026', 'autre-secret-2026');
    expect(await screen.findAllByText('Le code doit contenir 6 chiffres.')).not.toHaveLength(0);
    expect(screen.getAllByText('Les mots de passe ne correspondent pas.')).not.toHaveLength(0);
    expect(bodies.reset).toBeUndefined();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Code reçu par e-mail'));
    await user.type(screen.getByLabelText('Code reçu par e-mail'), '654321');
    await user.clear(screen.getByLabelText('Confirmer le nouveau mot de passe'));
    await user.type(
      screen.getByLabelText('Confirmer le nouveau mot de passe'),
      'nouveau-secret-2026',
    );
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Code invalide ou expiré. Demandez un nouveau code si besoin.',
    );
    expect(bodies.reset).toHaveLength(1);
  });

  it('asks for a new code for the same address, or goes back to change the address', async () => {
    const { bodies, record } = recordBodies();
    mockFetch({
      'POST /auth/password/forgot': async (request) => {
        await record('forgot', request);
        return schemaResponse(messageResponseSchema, { message: SENT });
      },
    });
    renderWithProviders(<></>, { path: '/mot-de-passe-oublie?email=a%40example.fr', routes });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Recevoir un nouveau code' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(bodies.forgot).toEqual([{ email: 'a@example.fr' }]);
    expect(screen.getByRole('button', { name: /Renvoyer le code \(\d+ s\)/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    expect(await screen.findByLabelText('Adresse e-mail')).toHaveValue('a@example.fr');
  });
});
