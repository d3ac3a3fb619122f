import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { messageResponseSchema } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { errorUnder } from '../../test/field-error';
import { mockFetch, renderWithProviders } from '../../test/render';
import RegisterPage from './RegisterPage';

const VerifyProbe = () => {
  const state = useLocation().state as { email?: string } | null;
  return <h1>Vérification pour {state?.email}</h1>;
};

const routes: RouteObject[] = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/verify', element: <VerifyProbe /> },
  { path: '/login', element: <h1>Page de connexion</h1> },
];

const MESSAGES = {
  name: 'Le nom est requis.',
  match: 'Les mots de passe ne correspondent pas.',
  length: 'Le mot de passe doit contenir au moins 8 caractères.',
  email: "L'email doit être valide.",
};

interface Entry {
  name?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

/** A complete, valid registration. */
const CAMILLE: Entry = {
  name: 'Camille',
  email: 'camille@example.fr',
  password: 'secret-123',
  confirm: 'secret-123',
};

const fill = async ({ name = '', email = '', password = '', confirm = '' }: Entry) => {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Nom complet'), name);
  if (email) await user.type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user.type(screen.getByLabelText(/^Mot de passe/), password);
  if (confirm) await user.type(screen.getByLabelText('Confirmer le mot de passe'), confirm);
  await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  return user;
};

const announced = () => document.querySelector('[aria-live="assertive"]')?.textContent;

const renderRegister = () => renderWithProviders(<></>, { path: '/register', routes });

describe('registration page', () => {
  it('has the four fields and a way to sign in instead', () => {
    mockFetch();
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom complet')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it.each<[string, Entry, string]>([
    ['an empty form', {}, MESSAGES.name],
    [
      'passwords that differ (even short ones)',
      { name: 'Camille', email: 'x', password: 'abc', confirm: 'abd' },
      MESSAGES.match,
    ],
    [
      'a short password',
      { name: 'Camille', email: 'x', password: 'abc', confirm: 'abc' },
      MESSAGES.length,
    ],
    [
      'an e-mail without an at sign',
      { name: 'Camille', email: 'camille.example.fr', password: 'abcdefgh', confirm: 'abcdefgh' },
      MESSAGES.email,
    ],
  ])('%s: the first failing check is announced first', async (_case, entry, first) => {
    const fetchMock = mockFetch();
    renderRegister();
    await fill(entry);
    await screen.findAllByText(first);
    expect(announced()).toBe(first);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows every failing check under its own field, with the exact wording', async () => {
    mockFetch();
    renderRegister();
    await fill({ password: 'abc', confirm: 'abcd', email: 'sans-arobase' });
    await screen.findAllByText(MESSAGES.name);
    expect(errorUnder('Nom complet')).toBe(MESSAGES.name);
    expect(errorUnder('Confirmer le mot de passe')).toBe(MESSAGES.match);
    expect(errorUnder(/^Mot de passe/)).toBe(MESSAGES.length);
    expect(errorUnder('Adresse e-mail')).toBe(MESSAGES.email);
    expect(screen.getByLabelText('Nom complet')).toHaveFocus();
  });

  it('a 201 leads to /verify carrying the e-mail', async () => {
    let sent: unknown;
    mockFetch({
      'POST /auth/register': async (request) => {
        sent = await request.json();
        return schemaResponse(
          messageResponseSchema,
          { message: 'Compte créé. Un code de vérification vous a été envoyé par e-mail.' },
          201,
        );
      },
    });
    const { router } = renderRegister();
    await fill({
      name: 'Camille Martin',
      email: 'Camille.Martin@example.fr',
      password: 'secret-123',
      confirm: 'secret-123',
    });
    expect(
      await screen.findByRole('heading', { name: 'Vérification pour camille.martin@example.fr' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
    expect(sent).toEqual({
      name: 'Camille Martin',
      email: 'camille.martin@example.fr',
      password: 'secret-123',
    });
  });

  it("shows the server's error, and its field messages under the fields", async () => {
    mockFetch({
      'POST /auth/register': () =>
        apiErrorResponse(400, 'VALIDATION_FAILED', 'Ce champ est trop long.', {
          name: 'Ce champ est trop long.',
        }),
    });
    renderRegister();
    await fill(CAMILLE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce champ est trop long.');
    expect(errorUnder('Nom complet')).toBe('Ce champ est trop long.');
  });

  it("without an error field, reads 'Erreur lors de l'inscription.'", async () => {
    mockFetch({ 'POST /auth/register': () => new Response('', { status: 500 }) });
    renderRegister();
    await fill(CAMILLE);
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de l'inscription.");
  });
});
