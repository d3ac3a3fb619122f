import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { messageResponseSchema, profileSchema } from '@navette/shared';
import type { Profile } from '@navette/shared';
import { getToasts } from '../../../components/toast-store';
import { aProfile, apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AccountTab } from './AccountTab';

const toastMessages = () => getToasts().map((item) => item.message);

const renderTab = (profile: Profile | null, onProfileChange = vi.fn()) => {
  const view = renderWithProviders(
    <AccountTab profile={profile} onProfileChange={onProfileChange} />,
  );
  return { ...view, onProfileChange };
};

afterEach(async () => {
  await i18next.changeLanguage('fr');
});

describe('the Profil tab', () => {
  it('says the profile is loading until it is there', () => {
    renderTab(null);
    expect(screen.getByText('Chargement de votre profil...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });

  it('shows the name and the e-mail of the account, the e-mail read-only', () => {
    renderTab(aProfile());
    expect(screen.getByLabelText('Nom complet')).toHaveValue('Camille Martin');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('camille.martin@example.fr');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
  });

  it('saves a new name and English e-mails, tells the page, and switches the site to English', async () => {
    let sent: unknown;
    mockFetch({
      'PUT /auth/profile': async (request) => {
        sent = await request.json();
        return schemaResponse(profileSchema, aProfile({ name: 'Camille Durand', language: 'en' }));
      },
    });
    const { onProfileChange } = renderTab(aProfile());
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Nom complet'));
    await user.type(screen.getByLabelText('Nom complet'), '  Camille Durand ');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onProfileChange).toHaveBeenCalledTimes(1));
    expect(sent).toEqual({ name: 'Camille Durand', language: 'en' });
    expect(onProfileChange).toHaveBeenCalledWith(
      aProfile({ name: 'Camille Durand', language: 'en' }),
    );
    expect(toastMessages()).toContain('Vos informations ont été enregistrées.');
    await waitFor(() => expect(i18next.resolvedLanguage).toBe('en'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('refuses an empty name without sending anything', async () => {
    const fetchMock = mockFetch();
    renderTab(aProfile());
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Nom complet'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText('Le nom est requis.')).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the name under the field", async () => {
    mockFetch({
      'PUT /auth/profile': () =>
        apiErrorResponse(400, 'VALIDATION_ERROR', 'Requête invalide.', {
          name: 'Le nom contient des caractères non autorisés.',
        }),
    });
    const { onProfileChange } = renderTab(aProfile());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findAllByText('Le nom contient des caractères non autorisés.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Requête invalide.');
    expect(onProfileChange).not.toHaveBeenCalled();
  });
});

describe('the password change', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mot de passe actuel'), current);
    await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirm);
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
  };

  it('sends the current and the new password (never the confirmation), then empties the form', async () => {
    let sent: unknown;
    mockFetch({
      'PUT /auth/password': async (request) => {
        sent = await request.json();
        return schemaResponse(messageResponseSchema, {
          message: 'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
        });
      },
    });
    renderTab(aProfile());
    await fill('ancien-secret', 'nouveau-secret-2026', 'nouveau-secret-2026');
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
      ),
    );
    expect(sent).toEqual({ currentPassword: 'ancien-secret', newPassword: 'nouveau-secret-2026' });
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('');
  });

  it('checks the confirmation and the length before sending anything', async () => {
    const fetchMock = mockFetch();
    renderTab(aProfile());
    await fill('ancien-secret', 'court', 'autre');
    expect(await screen.findAllByText('Les mots de passe ne correspondent pas.')).not.toHaveLength(
      0,
    );
    expect(
      screen.getAllByText('Le nouveau mot de passe doit contenir au moins 8 caractères.'),
    ).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the current password is wrong", async () => {
    mockFetch({
      'PUT /auth/password': () =>
        apiErrorResponse(400, 'CURRENT_PASSWORD_INVALID', 'Le mot de passe actuel est incorrect.'),
    });
    renderTab(aProfile());
    await fill('mauvais-secret', 'nouveau-secret-2026', 'nouveau-secret-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le mot de passe actuel est incorrect.',
    );
    expect(toastMessages()).toEqual([]);
  });

  it('a Google-only account is sent to the forgotten password to create one, with its address', async () => {
    const ResetProbe = () => {
      const state = useLocation().state as { email?: string } | null;
      return <p>réinitialisation pour {state?.email}</p>;
    };
    renderWithProviders(<></>, {
      routes: [
        {
          path: '/',
          element: (
            <AccountTab profile={aProfile({ hasPassword: false })} onProfileChange={vi.fn()} />
          ),
        },
        { path: '/mot-de-passe-oublie', element: <ResetProbe /> },
      ],
    });
    expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    expect(screen.getByText(/connectez avec Google/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Créer un mot de passe' }));
    expect(
      await screen.findByText('réinitialisation pour camille.martin@example.fr'),
    ).toBeInTheDocument();
  });
});
