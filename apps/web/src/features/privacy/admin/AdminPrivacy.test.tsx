import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  RETENTION,
  erasureResultSchema,
  privacyOverviewSchema,
  type PrivacyOverview,
} from '@navette/shared';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse, schemaResponse } from '../../../test/api-fixtures';
import { errorUnder } from '../../../test/field-error';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { AdminPrivacy } from './AdminPrivacy';

const ERASE = '/api/admin/donnees/effacement';

const overview = (lastPurge: PrivacyOverview['lastPurge']): PrivacyOverview =>
  privacyOverviewSchema.parse({ retention: RETENTION, lastPurge });

const lastNight = {
  startedAt: '2026-11-23T02:00:00.000Z',
  finishedAt: '2026-11-23T02:00:04.000Z',
  counts: {
    applications: 2,
    unverifiedAccounts: 1,
    sessions: 14,
    codes: 3,
    inactiveAccounts: 0,
    reservationsDeleted: 4,
    reservationsAnonymised: 5,
    documents: 0,
    mailBodies: 37,
    mails: 6,
    paymentEvents: 0,
  },
  error: null,
};

const privacyApi = ({
  lastPurge = lastNight as PrivacyOverview['lastPurge'],
  erasure = () =>
    schemaResponse(erasureResultSchema, {
      accounts: 1,
      reservationsDeleted: 2,
      reservationsAnonymised: 3,
      reviews: 1,
      applications: 0,
      mails: 9,
    }),
}: { lastPurge?: PrivacyOverview['lastPurge']; erasure?: () => Response } = {}) => {
  const bodies: unknown[] = [];
  mockFetch({
    'GET /api/admin/donnees': () => schemaResponse(privacyOverviewSchema, overview(lastPurge)),
    [`POST ${ERASE}`]: async (request) => {
      bodies.push(JSON.parse(await request.text()) as unknown);
      return erasure();
    },
  });
  return { bodies };
};

const renderPage = () =>
  renderWithProviders(
    <>
      <AdminPrivacy />
      <Toaster />
    </>,
  );

const section = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('section')!);

describe('the back-office’s personal data page', () => {
  it('shows the retention periods in force and what the last purge did', async () => {
    privacyApi();
    renderPage();
    const periods = await section('Durées de conservation en vigueur');
    expect(periods.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Candidatures et CV : ${RETENTION.applicationsYears} ans après leur envoi`,
      `Comptes jamais vérifiés : ${RETENTION.unverifiedAccountsDays} jours après leur création`,
      `Données de réservation et comptes : ${RETENTION.bookingDataYears} ans après la dernière activité`,
      `Factures et données qu’elles portent : ${RETENTION.invoicesYears} ans`,
      `Contenu des e-mails envoyés : ${RETENTION.mailBodiesDays} jours`,
      `Données de navigation : ${RETENTION.browsingDataMonths} mois au plus`,
    ]);
    const purge = await section('Dernière purge');
    // Paris time, an hour ahead of UTC in November
    expect(
      purge.getByText('Exécutée le 23/11/2026 03:00, terminée le 23/11/2026 03:00.'),
    ).toBeInTheDocument();
    const count = (label: string) => purge.getByText(label).nextElementSibling?.textContent;
    expect(count('Sessions expirées supprimées')).toBe('14');
    expect(count('Contenus d’e-mails effacés')).toBe('37');
    expect(count('Réservations anonymisées')).toBe('5');
    expect(purge.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the purge never ran', async () => {
    privacyApi({ lastPurge: null });
    renderPage();
    expect(
      (await section('Dernière purge')).getByText('La purge n’a pas encore été exécutée.'),
    ).toBeInTheDocument();
  });

  it('shows the error that stopped the last run', async () => {
    privacyApi({
      lastPurge: { ...lastNight, finishedAt: null, error: 'Base de données injoignable' },
    });
    renderPage();
    const purge = await section('Dernière purge');
    expect(purge.getByText('Commencée le 23/11/2026 03:00, non terminée.')).toBeInTheDocument();
    expect(purge.getByRole('alert')).toHaveTextContent('Erreur : Base de données injoignable');
  });

  it('links the download of a person’s data to their address, and refuses an invalid one', async () => {
    privacyApi();
    renderPage();
    const person = await section('Demande d’une personne');
    const download = person.getByRole('link', { name: 'Télécharger ses données' });
    fireEvent.click(download);
    await waitFor(() =>
      expect(errorUnder('Adresse e-mail de la personne')).toBe(
        'Saisissez une adresse e-mail valide.',
      ),
    );
    await userEvent
      .setup()
      .type(person.getByLabelText('Adresse e-mail de la personne'), ' Camille@Example.fr');
    expect(download).toHaveAttribute(
      'href',
      '/api/admin/donnees/export?email=camille%40example.fr',
    );
    expect(download).toHaveAttribute('download');
  });

  it('erases a person’s data after Oui, and shows what was erased', async () => {
    const { bodies } = privacyApi();
    renderPage();
    const person = await section('Demande d’une personne');
    const user = userEvent.setup();
    const erase = person.getByRole('button', { name: 'Effacer ses données' });

    await user.click(erase);
    await waitFor(() =>
      expect(errorUnder('Adresse e-mail de la personne')).toBe(
        'Saisissez une adresse e-mail valide.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(person.getByLabelText('Adresse e-mail de la personne'), 'Camille@Example.fr');
    await user.click(erase);
    let dialog = within(
      await screen.findByRole('dialog', { name: 'Effacer les données de camille@example.fr ?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Non' }));
    expect(bodies).toEqual([]);

    await user.click(erase);
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Données effacées')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'camille@example.fr' }]);
    const result = within(await screen.findByRole('status'));
    expect(
      result.getByRole('heading', { name: 'Effacement de camille@example.fr' }),
    ).toBeInTheDocument();
    const count = (label: string) => result.getByText(label).nextElementSibling?.textContent;
    expect(count('Comptes supprimés')).toBe('1');
    expect(count('Réservations anonymisées')).toBe('3');
    expect(count('E-mails effacés')).toBe('9');
  });

  it('a refused erasure says why, under the field and in a toast', async () => {
    const message = 'Saisissez une adresse e-mail valide.';
    privacyApi({
      erasure: () =>
        apiErrorResponse(400, 'VALIDATION_FAILED', 'Les données envoyées ne sont pas valides.', {
          email: message,
        }),
    });
    renderPage();
    const person = await section('Demande d’une personne');
    const user = userEvent.setup();
    await user.type(person.getByLabelText('Adresse e-mail de la personne'), 'a@b.fr');
    await user.click(person.getByRole('button', { name: 'Effacer ses données' }));
    await user.click(await screen.findByRole('button', { name: 'Oui' }));
    expect(
      await screen.findByText(
        'Erreur lors de l’effacement : Les données envoyées ne sont pas valides.',
      ),
    ).toBeInTheDocument();
    expect(errorUnder('Adresse e-mail de la personne')).toBe(message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
