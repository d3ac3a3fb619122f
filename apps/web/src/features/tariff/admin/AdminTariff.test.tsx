import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/Toasts';
import { apiErrorResponse } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { AdminTariff } from './AdminTariff';
import {
  SERVICE_ID,
  VEHICLE_ID,
  aTariff,
  aVersion,
  anAdminTariff,
  tariffServer,
} from './tariff-test-server';

const renderPage = () =>
  renderWithProviders(
    <>
      <AdminTariff />
      <Toaster />
    </>,
  );
const user = () => userEvent.setup();

const flatFare = (n = 1) => within(screen.getByRole('group', { name: `Forfait ${n}` }));
/** The page once the tariff, the services and the fleet have arrived. */
const loaded = () => screen.findByRole('heading', { name: 'Zones' });
const replace = async (input: HTMLElement, value: string) => {
  await user().clear(input);
  await user().type(input, value);
};
const save = () =>
  user().click(screen.getByRole('button', { name: 'Enregistrer une nouvelle version' }));

interface SavedBody {
  tariff: ReturnType<typeof aTariff>;
  basedOn: number | null;
  note: string;
}

describe('admin tariff page', () => {
  it('shows the version in force: its zones, the pair’s prices, the night and cancellation terms', async () => {
    tariffServer(anAdminTariff(aVersion(3, aTariff())));
    renderPage();
    expect(
      await screen.findByText(/^Version en vigueur : 3, enregistrée le 20\/11\/2026 14:05\.$/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Modifier la zone Aéroport CDG' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 codes postaux · contour de 3 points')).toBeInTheDocument();
    expect(screen.getByText('1 code postal')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Transfert aéroport — Mercedes Classe V' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(flatFare().getByLabelText('De')).toHaveDisplayValue('Aéroport CDG');
    expect(flatFare().getByLabelText('Vers')).toHaveDisplayValue('Paris');
    expect(flatFare().getByLabelText('Prix (€)')).toHaveValue('85');
    expect(flatFare().getByLabelText('Aller-retour au même prix')).toBeChecked();
    expect(screen.getByLabelText('Prise en charge (€)')).toHaveValue('10');
    expect(screen.getByLabelText('Prix par minute (€)')).toHaveValue('0,50');
    expect(screen.getByRole('checkbox', { name: 'Paris' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Aéroport CDG' })).not.toBeChecked();
    expect(screen.getByLabelText('Nuit (%)')).toHaveValue('15');
    expect(screen.getByLabelText('Siège bébé (€)')).toHaveValue('10');
    expect(screen.getByLabelText('Remise aller-retour (%)')).toHaveValue('10');
    expect(screen.getByLabelText('Gratuite jusqu’à (heures avant la prise en charge)')).toHaveValue(
      '24',
    );
    expect(screen.queryByText('Modifications non enregistrées')).not.toBeInTheDocument();
    const history = within(screen.getByRole('table', { name: 'Historique des versions' }));
    expect(
      history.getByRole('row', { name: /^3 20\/11\/2026 14:05 direction@navette\.example/ }),
    ).toBeInTheDocument();
    expect(
      history.getByRole('row', { name: /^2 02\/10\/2026 10:00 Non renseigné Tarifs d’automne/ }),
    ).toBeInTheDocument();
  });

  it('saves an edited flat fare in cents, on the version loaded, with its note', async () => {
    const server = tariffServer(anAdminTariff(aVersion(3, aTariff())));
    renderPage();
    await loaded();
    await replace(flatFare().getByLabelText('Prix (€)'), '92,5');
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
    await user().type(screen.getByLabelText('Note de version'), 'Hausse CDG');
    await save();
    expect(await screen.findByText('Version 4 enregistrée')).toBeInTheDocument();
    const [body] = server.puts as SavedBody[];
    expect(body?.basedOn).toBe(3);
    expect(body?.note).toBe('Hausse CDG');
    expect(body?.tariff.rates[0]?.flatFares).toEqual([
      { from: 'cdg', to: 'paris', priceCents: 9250, bothWays: true },
    ]);
    // the rest as it was loaded
    expect({ ...body?.tariff, rates: [] }).toEqual({ ...aTariff(), rates: [] });
    expect(await screen.findByText(/^Version en vigueur : 4,/)).toBeInTheDocument();
    expect(screen.queryByText('Modifications non enregistrées')).not.toBeInTheDocument();
    expect(flatFare().getByLabelText('Prix (€)')).toHaveValue('92,50');
  });

  it('says when someone else saved first, and reloads their version when asked', async () => {
    const message =
      'Le tarif a été modifié depuis l’ouverture de la page : rechargez-la pour partir de la dernière version.';
    const server = tariffServer(
      anAdminTariff(aVersion(3, aTariff())),
      {},
      {
        put: () => apiErrorResponse(409, 'TARIFF_CHANGED', message),
      },
    );
    renderPage();
    await loaded();
    await replace(flatFare().getByLabelText('Prix (€)'), '99');
    // another administrator's version 4 is now in force
    server.answer = anAdminTariff(aVersion(4, aTariff(9000)));
    await save();
    const banner = (await screen.findByText(message)).closest('[role="alert"]');
    expect(banner).toHaveTextContent(/^Le tarif n’a pas été enregistré/);
    expect(flatFare().getByLabelText('Prix (€)')).toHaveValue('99');
    await user().click(
      within(banner as HTMLElement).getByRole('button', { name: 'Recharger le tarif' }),
    );
    expect(await screen.findByText(/^Version en vigueur : 4,/)).toBeInTheDocument();
    expect(flatFare().getByLabelText('Prix (€)')).toHaveValue('90');
    expect(screen.queryByText('Modifications non enregistrées')).not.toBeInTheDocument();
  });

  it('shows the server’s message under each refused field and keeps the draft as typed', async () => {
    const postcode = 'Un code postal ou son début : de 2 à 5 chiffres (75, 951, 75008).';
    const price = 'Saisissez un montant en euros, par exemple 85 ou 85,50 (100 000 € au plus).';
    tariffServer(
      anAdminTariff(aVersion(3, aTariff())),
      {},
      {
        put: () =>
          apiErrorResponse(400, 'VALIDATION_FAILED', 'Certains champs sont invalides.', {
            'tariff.zones.1.postcodes.0': postcode,
            'tariff.rates.0.flatFares.0.priceCents': price,
          }),
      },
    );
    renderPage();
    await loaded();
    await replace(flatFare().getByLabelText('Prix (€)'), '1000000');
    await save();
    expect(await screen.findByText('Certains champs sont invalides.')).toBeInTheDocument();
    expect(flatFare().getByText(price)).toBeInTheDocument();
    expect(flatFare().getByLabelText('Prix (€)')).toHaveAttribute('aria-invalid', 'true');
    expect(flatFare().getByLabelText('Prix (€)')).toHaveValue('1000000');
    // the zone in error opens, its message under its postcodes
    const paris = screen.getByText('Paris', { selector: 'p' }).closest('li');
    expect(within(paris as HTMLElement).getByText('À corriger')).toBeInTheDocument();
    expect(
      within(paris as HTMLElement).getByLabelText('Codes postaux'),
    ).toHaveAccessibleDescription(expect.stringContaining(postcode));
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
  });

  it('refuses an amount it cannot read without asking the server', async () => {
    const server = tariffServer(anAdminTariff(aVersion(3, aTariff())));
    renderPage();
    await loaded();
    await replace(flatFare().getByLabelText('Prix (€)'), '85 euros');
    await save();
    expect(
      await flatFare().findByText(
        'Saisissez un montant en euros, par exemple 85 ou 85,50 (100 000 € au plus).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Le tarif comporte des erreurs : corrigez les champs signalés.'),
    ).toBeInTheDocument();
    expect(server.puts).toEqual([]);
  });

  it('opens a past version read-only, and starts the draft again from it', async () => {
    const autumn = aVersion(2, aTariff(8000), 'Tarifs d’automne');
    const server = tariffServer(anAdminTariff(aVersion(3, aTariff())), { 2: autumn });
    renderPage();
    const history = within(await screen.findByRole('table', { name: 'Historique des versions' }));
    await user().click(history.getByRole('button', { name: 'Voir la version 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Version 2 du tarif' }));
    expect(
      await dialog.findByText('Forfait Aéroport CDG → Paris : 80,00 €, et retour au même prix', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(dialog.getByText('Transfert aéroport — Mercedes Classe V')).toBeInTheDocument();
    expect(dialog.getByText('Zones couvertes : Paris')).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await user().click(dialog.getByRole('button', { name: 'Repartir de cette version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(flatFare().getByLabelText('Prix (€)')).toHaveValue('80');
    expect(screen.getByText('Modifications non enregistrées')).toBeInTheDocument();
    await save();
    await screen.findByText('Version 4 enregistrée');
    expect((server.puts as SavedBody[])[0]?.basedOn).toBe(3);
  });

  it('starts from an empty tariff before the first version', async () => {
    const server = tariffServer(anAdminTariff(null));
    renderPage();
    expect(await screen.findByText(/^Aucun tarif enregistré/)).toBeInTheDocument();
    expect(screen.getByText('Aucune zone pour le moment.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Aucun tarif pour ce service avec ce véhicule : ses trajets partent en devis.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Puis part du prix retenue (%)')).toHaveValue('50');
    await user().click(
      screen.getByRole('button', { name: 'Ajouter un tarif pour ce service et ce véhicule' }),
    );
    await user().click(screen.getByRole('checkbox', { name: 'Proposer la mise à disposition' }));
    await user().type(
      within(screen.getByRole('group', { name: 'Forfait horaire 1' })).getByLabelText('Prix (€)'),
      '240',
    );
    await user().type(screen.getByLabelText('Heure supplémentaire (€)'), '70.5');
    await save();
    await screen.findByText('Version 1 enregistrée');
    expect(server.puts).toEqual([
      {
        basedOn: null,
        note: '',
        tariff: {
          zones: [],
          rates: [
            expect.objectContaining({
              serviceId: SERVICE_ID,
              vehicleId: VEHICLE_ID,
              flatFares: [],
              formula: null,
              hourly: { packages: [{ hours: 3, priceCents: 24000 }], extraHourCents: 7050 },
              returnDiscountPercent: 0,
            }),
          ],
          night: { start: '22:00', end: '06:00' },
          cancellation: { freeUntilHours: 24, feePercent: 50 },
        },
      },
    ]);
  });
});
