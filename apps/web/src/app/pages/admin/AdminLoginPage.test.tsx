import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import {
  adminCheckSchema,
  adminEnrolmentDoneSchema,
  adminEnrolmentSchema,
  adminLoginResponseSchema,
  adminSignInStepSchema,
  type AdminSignInStep,
} from '@navette/shared';
import { AdminGuard } from '../../guards/AdminGuard';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import AdminLoginPage from './AdminLoginPage';

const routes: RouteObject[] = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  {
    element: <AdminGuard />,
    children: [{ path: '/admin/dashboard', element: <h1>Tableau de bord</h1> }],
  },
];

const FAILED = 'Échec de la connexion. Vérifiez vos identifiants.';
const CODE_INVALID =
  "Code invalide ou déjà utilisé. Saisissez le code affiché par votre application d'authentification.";
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${i}a`);

type Handler = (request: Request) => Response | Promise<Response>;

/** The server: the password step answers `next`; the admin check says yes once signed in. */
const adminServer = (overrides: Record<string, Handler> = {}, next: AdminSignInStep = 'code') => {
  let signedIn = false;
  const handlers: Record<string, Handler> = {
    'GET /admin/check': () => schemaResponse(adminCheckSchema, { isAdmin: signedIn }),
    'POST /admin/login': () => schemaResponse(adminSignInStepSchema, { next }),
    'POST /admin/login/password': () => schemaResponse(adminSignInStepSchema, { next: 'enrol' }),
    'POST /admin/login/enrolment': () =>
      schemaResponse(adminEnrolmentSchema, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Navette:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        qrCode: { size: 29, path: 'M4 4h1v1h-1z' },
      }),
    'POST /admin/login/enrolment/confirm': () =>
      schemaResponse(adminEnrolmentDoneSchema, {
        token: 'jeton-admin',
        recoveryCodes: RECOVERY_CODES,
      }),
    'POST /admin/login/code': () =>
      schemaResponse(adminLoginResponseSchema, { token: 'jeton-admin' }),
    ...overrides,
  };
  // the last steps open the session (the cookie, which the check then reads)
  for (const key of ['POST /admin/login/code', 'POST /admin/login/enrolment/confirm']) {
    const handler = handlers[key];
    handlers[key] = async (request) => {
      const response = await (handler ?? (() => new Response('', { status: 500 })))(request);
      if (response.ok) signedIn = true;
      return response;
    };
  }
  return mockFetch(handlers);
};

const user = () => userEvent.setup();

const signIn = async (email: string, password: string) => {
  if (email) await user().type(screen.getByLabelText('Adresse e-mail'), email);
  if (password) await user().type(screen.getByLabelText('Mot de passe'), password);
  await user().click(screen.getByRole('button', { name: 'Se connecter' }));
};

describe('admin login page', () => {
  it.each([
    ['ok', 'La vérification en deux étapes est débloquée. Connectez-vous de nouveau.'],
    [
      'invalide',
      "Ce lien de déblocage n'est pas ou plus valable. Demandez à l'exploitant de réinitialiser la vérification en deux étapes si elle reste bloquée.",
    ],
  ])('says whether the e-mailed unlock link worked (deblocage=%s)', async (result, message) => {
    adminServer();
    renderWithProviders(<></>, { path: `/admin/login?deblocage=${result}`, routes });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toBeInTheDocument();
  });

  it("is titled 'Connexion Admin' and checks both fields before sending", async () => {
    const fetchMock = adminServer();
    renderWithProviders(<></>, { path: '/admin/login', routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion Admin' })).toBeInTheDocument();
    await signIn('', '');
    expect(await screen.findAllByText("L'email doit être valide.")).not.toHaveLength(0);
    expect(screen.getAllByText('Le mot de passe est requis.')).not.toHaveLength(0);
    await signIn('pas-un-email', 'secret');
    expect(screen.getAllByText("L'email doit être valide.")).not.toHaveLength(0);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/admin/check']);
  });

  it('asks for the code after the password, opens the dashboard, and stores nothing in the page', async () => {
    let sent: unknown;
    let code: unknown;
    adminServer({
      'POST /admin/login': async (request) => {
        sent = await request.json();
        return schemaResponse(adminSignInStepSchema, { next: 'code' });
      },
      'POST /admin/login/code': async (request) => {
        code = await request.json();
        return schemaResponse(adminLoginResponseSchema, { token: 'jeton-admin' });
      },
    });
    const { router } = renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('Admin@Navette.test', 'admin-password');
    expect(
      await screen.findByRole('heading', { name: 'Vérification en deux étapes' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    await user().type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await user().click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(sent).toEqual({ email: 'admin@navette.test', password: 'admin-password' });
    expect(code).toEqual({ code: '123456' });
    // the session is the HttpOnly cookie: no token is written where a script could read it
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('a wrong code reads the server message and stays; a recovery code can be used instead', async () => {
    let attempts = 0;
    adminServer({
      'POST /admin/login/code': async (request) => {
        attempts += 1;
        const { code } = (await request.json()) as { code: string };
        return code === 'abcd-efgh-ijkl-mnop'
          ? schemaResponse(adminLoginResponseSchema, { token: 'jeton-admin' })
          : apiErrorResponse(401, 'ADMIN_CODE_INVALID', CODE_INVALID);
      },
    });
    renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('admin@navette.test', 'admin-password');
    await user().type(await screen.findByLabelText('Code à 6 chiffres'), '000000');
    await user().click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_INVALID);
    await user().click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    await user().type(screen.getByLabelText('Code de secours'), 'abcd-efgh-ijkl-mnop');
    await user().click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('a first sign-in changes the password, enrols with the QR code and shows the recovery codes once', async () => {
    adminServer({}, 'changePassword');
    const { router } = renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('admin@navette.test', 'mot-de-passe-genere');
    expect(
      await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' }),
    ).toBeInTheDocument();
    await user().type(screen.getByLabelText('Nouveau mot de passe'), 'trop court');
    await user().type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'trop court');
    await user().click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 12 caractères.'),
    ).toBeInTheDocument();
    await user().clear(screen.getByLabelText('Nouveau mot de passe'));
    await user().clear(screen.getByLabelText('Confirmer le nouveau mot de passe'));
    await user().type(screen.getByLabelText('Nouveau mot de passe'), 'ma phrase de passe');
    await user().type(
      screen.getByLabelText('Confirmer le nouveau mot de passe'),
      'ma phrase de passe',
    );
    await user().click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(
      await screen.findByRole('heading', { name: 'Activez la double authentification' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: "QR code à scanner avec votre application d'authentification",
      }),
    ).toHaveAttribute('viewBox', '0 0 29 29');
    // drawn by the page itself: the Content-Security-Policy allows no data: image
    expect(document.querySelector('svg[role="img"] path')).toHaveAttribute('d', 'M4 4h1v1h-1z');
    // the key for manual entry, four characters at a time, and copied whole
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const clipboardUser = userEvent.setup();
    await clipboardUser.click(screen.getByRole('button', { name: 'Copier la clé' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(await screen.findByRole('button', { name: 'Copié' })).toBeInTheDocument();
    await user().type(screen.getByLabelText('Code à 6 chiffres'), '654321');
    await user().click(screen.getByRole('button', { name: 'Activer' }));

    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    // the codes copied, one a line, and saved as a text file
    await clipboardUser.click(screen.getByRole('button', { name: 'Copier les codes' }));
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));
    const files: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    await clipboardUser.click(screen.getByRole('button', { name: 'Télécharger (.txt)' }));
    click.mockRestore();
    expect(saved).toEqual(['codes-de-secours.txt blob:codes']);
    expect(files[0]?.type).toBe('text/plain');
    expect(await new Response(files[0]).text()).toBe(`${RECOVERY_CODES.join('\n')}\n`);
    expect(router.state.location.pathname).toBe('/admin/login');
    await user().click(
      screen.getByRole('button', { name: "J'ai enregistré mes codes, continuer" }),
    );
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });

  it('a refusal of the password reads the product message and stays on the page', async () => {
    adminServer({
      'POST /admin/login': () => apiErrorResponse(401, 'ADMIN_INVALID_CREDENTIALS', FAILED),
    });
    const { router } = renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('client@example.fr', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('even an answer without an error field reads the product message', async () => {
    adminServer({ 'POST /admin/login': () => new Response('', { status: 503 }) });
    renderWithProviders(<></>, { path: '/admin/login', routes });
    await signIn('admin@navette.test', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('an admin who is already signed in goes straight to the dashboard', async () => {
    mockFetch({ 'GET /admin/check': () => schemaResponse(adminCheckSchema, { isAdmin: true }) });
    const { router } = renderWithProviders(<></>, { path: '/admin/login', routes });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
