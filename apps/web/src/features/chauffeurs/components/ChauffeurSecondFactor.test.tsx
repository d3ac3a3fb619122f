import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminEnrolmentSchema, chauffeurCheckSchema, type ChauffeurCheck } from '@navette/shared';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ChauffeurLoginForm } from './ChauffeurLoginForm';
import { ChauffeurSecondFactor } from './ChauffeurSecondFactor';

const KARIM = { name: 'Karim Benali', email: 'karim@example.fr' };
const user = () => userEvent.setup();
const CODE_REQUIRED = 'Saisissez le code à 6 chiffres de votre application d’authentification.';

describe('the chauffeur’s second factor', () => {
  it('is offered, shows the QR code and key, and is turned on by the app’s first code', async () => {
    const sent: unknown[] = [];
    let check: ChauffeurCheck = { chauffeur: { ...KARIM, secondFactor: false } };
    mockFetch({
      'GET /api/chauffeur/check': () => schemaResponse(chauffeurCheckSchema, check),
      'POST /api/chauffeur/second-factor': () =>
        schemaResponse(adminEnrolmentSchema, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauthUri: 'otpauth://totp/Navette:karim@example.fr?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          qrCode: { size: 29, path: 'M4 4h1v1h-1z' },
        }),
      'POST /api/chauffeur/second-factor/confirm': async (request) => {
        sent.push(await request.json());
        check = { chauffeur: { ...KARIM, secondFactor: true } };
        return schemaResponse(chauffeurCheckSchema, check);
      },
    });
    renderWithProviders(<ChauffeurSecondFactor />);
    const section = within(await screen.findByRole('region', { name: 'Sécurité du compte' }));
    await user().click(section.getByRole('button', { name: 'Activer la double authentification' }));
    expect(
      await section.findByRole('img', {
        name: 'QR code à scanner avec votre application d’authentification',
      }),
    ).toBeInTheDocument();
    expect(section.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');

    await user().click(section.getByRole('button', { name: 'Confirmer' }));
    expect(await section.findByText('Le code comporte 6 chiffres.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user().type(section.getByLabelText('Code affiché par l’application'), '123456');
    await user().click(section.getByRole('button', { name: 'Confirmer' }));
    expect(await section.findByText(/Double authentification activée/)).toBeInTheDocument();
    expect(sent).toEqual([{ code: '123456' }]);
  });

  it('asks the sign-in for the app’s code when the server wants it, and sends it with the password', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /api/chauffeur/login': async (request) => {
        const body = (await request.json()) as { code?: string };
        bodies.push(body);
        return body.code
          ? schemaResponse(chauffeurCheckSchema, { chauffeur: { ...KARIM, secondFactor: true } })
          : apiErrorResponse(401, 'CHAUFFEUR_CODE_REQUIRED', CODE_REQUIRED);
      },
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<ChauffeurLoginForm onSignedIn={onSignedIn} />);
    expect(screen.queryByLabelText('Code de votre application d’authentification')).toBeNull();
    await user().type(screen.getByLabelText('Adresse e-mail'), KARIM.email);
    await user().type(screen.getByLabelText('Mot de passe'), 'la-route-du-chauffeur');
    await user().click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText(CODE_REQUIRED)).toBeInTheDocument();
    await user().type(
      screen.getByLabelText('Code de votre application d’authentification'),
      '654321',
    );
    await user().click(screen.getByRole('button', { name: 'Se connecter' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(bodies).toEqual([
      { email: KARIM.email, password: 'la-route-du-chauffeur' },
      { email: KARIM.email, password: 'la-route-du-chauffeur', code: '654321' },
    ]);
  });
});
