import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { VERIFY_REDIRECT_MS, messageResponseSchema } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../test/render';
import VerifyPage from './VerifyPage';

const LoginProbe = () => {
  const state = useLocation().state as { email?: string } | null;
  return <h1>Connexion de {state?.email}</h1>;
};

const routes: RouteObject[] = [
  { path: '/verify', element: <VerifyPage /> },
  { path: '/login', element: <LoginProbe /> },
];

const EMAIL = 'camille.martin@example.fr';
const RESENT =
  "Si un compte en attente de vérification existe pour cette adresse, un nouveau code vient d'y être envoyé.";

/** /verify as the registration leaves it (e-mail in the navigation state), or opened directly. */
const renderVerify = (email?: string) =>
  renderWithProviders(<></>, {
    path: '/verify',
    routes,
    state: email === undefined ? undefined : { email },
  });

const verified = () =>
  schemaResponse(messageResponseSchema, { message: 'Adresse e-mail vérifiée.' });

afterEach(() => {
  vi.useRealTimers();
});

describe('verification page', () => {
  it('one numeric one-time-code field for the e-mail known from registration', async () => {
    mockFetch();
    renderVerify(EMAIL);
    const code = screen.getByLabelText('Code de vérification');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getByText(`Code envoyé à ${EMAIL}.`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Adresse e-mail du compte')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeInTheDocument();
  });

  it('says the code is typed in the browser that registered, and how to get a new one from another', async () => {
    mockFetch();
    renderVerify();
    expect(
      screen.getByText(
        /^Saisissez-le dans ce navigateur : celui où vous avez créé votre compte. Vous êtes sur un autre appareil \?/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Inscrivez-vous à nouveau ici pour recevoir un nouveau code',
      }),
    ).toHaveAttribute('href', '/register');
  });

  it("says 'Email vérifié ! Redirection...' and opens /login 2 seconds later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: unknown;
    mockFetch({
      'POST /auth/verify': async (request) => {
        sent = await request.json();
        return verified();
      },
    });
    const { router } = renderVerify(EMAIL);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Email vérifié ! Redirection...');
    expect(sent).toEqual({ email: EMAIL, code: '123456' });
    act(() => vi.advanceTimersByTime(VERIFY_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/verify');
    act(() => vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByRole('heading', { name: `Connexion de ${EMAIL}` }),
    ).toBeInTheDocument();
  });

  it('a direct visit asks for the e-mail too, and checks both before sending', async () => {
    const fetchMock = mockFetch({ 'POST /auth/verify': verified });
    renderVerify();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de vérification'), '12a');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findAllByText("L'email doit être valide.")).not.toHaveLength(0);
    expect(screen.getAllByText('Le code doit contenir 6 chiffres.')).not.toHaveLength(0);
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      "L'email doit être valide.",
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Adresse e-mail du compte'), 'Camille.Martin@example.fr');
    await user.clear(screen.getByLabelText('Code de vérification'));
    await user.type(screen.getByLabelText('Code de vérification'), '654321');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email vérifié ! Redirection...');
  });

  it("shows the server's error field", async () => {
    const message =
      'Code invalide ou expiré. Vérifiez le dernier e-mail reçu ou demandez un nouveau code.';
    mockFetch({ 'POST /auth/verify': () => apiErrorResponse(400, 'CODE_INVALID', message) });
    renderVerify(EMAIL);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de vérification'), '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("without an error field, reads 'Échec de la vérification.'", async () => {
    mockFetch({ 'POST /auth/verify': () => new Response('oops', { status: 500 }) });
    renderVerify(EMAIL);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code de vérification'), '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Échec de la vérification.');
  });

  it("sends a new code, shows the server's message and waits 30 s before allowing another", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: unknown[] = [];
    mockFetch({
      'POST /auth/verify/resend': async (request) => {
        sent.push(await request.json());
        return schemaResponse(messageResponseSchema, { message: RESENT });
      },
    });
    renderVerify(EMAIL);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText(RESENT)).toBeInTheDocument();
    expect(sent).toEqual([{ email: EMAIL }]);
    expect(screen.getByRole('button', { name: /^Renvoyer le code \(\d+ s\)$/ })).toBeDisabled();

    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: /^Renvoyer le code \(\d s\)$/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeEnabled();
  });
});
