import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RETENTION,
  customerReservationListSchema,
  messageResponseSchema,
  profileSchema,
} from '@navette/shared';
import { Toaster } from '../../components/Toasts';
import { aProfile, apiErrorResponse, schemaResponse, sessionCheck } from '../../test/api-fixtures';
import { errorUnder } from '../../test/field-error';
import { mockFetch, renderWithProviders } from '../../test/render';
import { UserGuard } from '../guards/UserGuard';
import { PublicLayout } from '../layouts/PublicLayout';
import ProfilePage from './ProfilePage';

/*
 * The Mes données tab as the customer uses it, inside the public layout (the navigation bar
 * shows whether they are signed in, the toasts where the page leaves them).
 */

afterEach(async () => {
  await i18next.changeLanguage('fr');
});

const DELETE = 'DELETE /auth/profile';

/** The signed-in customer's API; `deletion` answers DELETE /auth/profile, and then signs out. */
const customerApi = ({
  hasPassword = true,
  deletion = () => schemaResponse(messageResponseSchema, { message: 'Compte supprimé.' }),
}: { hasPassword?: boolean; deletion?: () => Response } = {}) => {
  let signedIn = true;
  const bodies: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /auth/check': sessionCheck(() => signedIn),
    'GET /auth/profile': () => schemaResponse(profileSchema, aProfile({ hasPassword })),
    'GET /api/reservations/myreservations': () => schemaResponse(customerReservationListSchema, []),
    [DELETE]: async (request) => {
      bodies.push(JSON.parse(await request.text()) as unknown);
      const response = deletion();
      if (response.ok) signedIn = false;
      return response;
    },
  });
  return { fetchMock, bodies };
};

const renderTab = () =>
  renderWithProviders(<></>, {
    path: '/profile?tab=donnees',
    routes: [
      {
        element: (
          <>
            <PublicLayout />
            <Toaster />
          </>
        ),
        children: [
          { path: '/', element: <h1>Accueil</h1> },
          { path: '/login', element: <h1>Connexion</h1> },
          { element: <UserGuard />, children: [{ path: '/profile', element: <ProfilePage /> }] },
        ],
      },
    ],
  });

const panel = async () => within(await screen.findByRole('tabpanel', { name: 'Mes données' }));

describe('profile: Mes données', () => {
  it('says what is kept and for how long, and links the export and the privacy policy', async () => {
    customerApi();
    renderTab();
    const tab = await panel();
    expect(await tab.findByRole('heading', { name: 'Vos données' })).toBeInTheDocument();
    expect(tab.getByText(/effacées 3 ans après/)).toHaveTextContent(
      `${RETENTION.invoicesYears} ans, comme l’exige la loi`,
    );
    expect(
      tab.getByRole('link', { name: 'Lire notre politique de confidentialité' }),
    ).toHaveAttribute('href', '/politique-confidentialite');
    const download = tab.getByRole('link', { name: 'Télécharger mes données' });
    expect(download).toHaveAttribute('href', '/auth/profile/export');
    expect(download).toHaveAttribute('download');
    expect(
      tab.getByText(
        `Sont conservées : les réservations facturées et leurs factures, anonymisées, pendant ${RETENTION.invoicesYears} ans comme l’exige la loi.`,
      ),
    ).toBeInTheDocument();
  });

  it('deletes the account with the password after Oui, then goes home signed out with the message', async () => {
    const { bodies } = customerApi();
    const { router } = renderTab();
    const tab = await panel();
    const user = userEvent.setup();
    const remove = await tab.findByRole('button', { name: 'Supprimer mon compte' });

    // no password: said under the field, nothing sent
    await user.click(remove);
    const password = tab.getByLabelText('Votre mot de passe');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(errorUnder('Votre mot de passe')).toBe(
      'Saisissez votre mot de passe pour confirmer la suppression.',
    );

    await user.type(password, 'mon mot de passe');
    await user.click(remove);
    let dialog = within(await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' }));
    expect(
      dialog.getByText('Cette action est définitive : votre compte ne pourra pas être rétabli.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Non' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(remove);
    dialog = within(await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' }));
    await user.click(dialog.getByRole('button', { name: 'Oui' }));

    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByText(
        'Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'mon mot de passe' }]);
    // the navigation bar learns the customer is signed out
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Mon espace' })).not.toBeInTheDocument(),
    );
  });

  it('a wrong password is said under the field, and the account stays', async () => {
    const message = 'Le mot de passe actuel est incorrect.';
    const { bodies } = customerApi({
      deletion: () =>
        apiErrorResponse(400, 'CURRENT_PASSWORD_INVALID', message, { password: message }),
    });
    const { router } = renderTab();
    const tab = await panel();
    const user = userEvent.setup();
    await user.type(await tab.findByLabelText('Votre mot de passe'), 'faux');
    await user.click(tab.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(await screen.findByRole('button', { name: 'Oui' }));

    await waitFor(() => expect(errorUnder('Votre mot de passe')).toBe(message));
    expect(tab.getByLabelText('Votre mot de passe')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([{ password: 'faux' }]);
    expect(router.state.location.pathname).toBe('/profile');
    expect(tab.getByRole('button', { name: 'Supprimer mon compte' })).toBeEnabled();
  });

  it('a Google account asks for a recent sign-in, sends no password, and shows REAUTH_REQUIRED', async () => {
    const message =
      'Pour confirmer qu’il s’agit bien de vous, reconnectez-vous avec Google, puis recommencez.';
    const { bodies } = customerApi({
      hasPassword: false,
      deletion: () => apiErrorResponse(403, 'REAUTH_REQUIRED', message),
    });
    const { router } = renderTab();
    const tab = await panel();
    expect(
      await tab.findByText(
        'Pour confirmer, reconnectez-vous avec Google juste avant de supprimer votre compte.',
      ),
    ).toBeInTheDocument();
    expect(tab.queryByLabelText('Votre mot de passe')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(tab.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.click(await screen.findByRole('button', { name: 'Oui' }));

    expect(await tab.findByRole('alert')).toHaveTextContent(message);
    expect(bodies).toEqual([{}]);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('reads in English', async () => {
    await i18next.changeLanguage('en');
    customerApi();
    renderTab();
    const tab = within(await screen.findByRole('tabpanel', { name: 'My data' }));
    expect(await tab.findByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/auth/profile/export',
    );
    expect(tab.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(tab.getByLabelText('Your password')).toBeInTheDocument();
  });
});
