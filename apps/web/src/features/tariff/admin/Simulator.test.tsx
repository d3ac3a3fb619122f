import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PriceAnswer } from '@navette/shared';
import { apiErrorResponse } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { AdminTariff } from './AdminTariff';
import { defaultSimulation } from './simulation-form';
import {
  SERVICE_ID,
  VEHICLE_ID,
  aTariff,
  aVersion,
  anAdminTariff,
  tariffServer,
} from './tariff-test-server';

const user = () => userEvent.setup();
const simulator = () => within(screen.getByRole('region', { name: 'Simulateur' }));
/** The Classe V at the edited flat fare, both ways, with a baby seat; a Classe S on estimate. */
const pricedAnswer: PriceAnswer = {
  outcome: 'priced',
  tariffVersion: 3,
  options: [
    {
      vehicleId: VEHICLE_ID,
      vehicleName: 'Mercedes Classe V',
      passengers: 7,
      luggage: 7,
      method: 'flat',
      legs: [
        {
          leg: 'outbound',
          lines: [
            { code: 'flatFare', amountCents: 9250, from: 'Aéroport CDG', to: 'Paris' },
            { code: 'babySeat', amountCents: 1000 },
          ],
          totalCents: 10250,
        },
        {
          leg: 'return',
          lines: [
            { code: 'flatFare', amountCents: 9250, from: 'Paris', to: 'Aéroport CDG' },
            { code: 'babySeat', amountCents: 1000 },
            { code: 'returnDiscount', amountCents: -1025, percent: 10 },
          ],
          totalCents: 9225,
        },
      ],
      totalCents: 19475,
      vatRateBp: 1000,
      vatCents: 1770,
      covered: true,
    },
    {
      vehicleId: 'a1b2c3d4-0000-4000-8000-0000000000bb',
      vehicleName: 'Mercedes Classe S',
      passengers: 3,
      luggage: 3,
      method: 'formula',
      legs: [
        {
          leg: 'outbound',
          lines: [
            { code: 'pickup', amountCents: 1500 },
            { code: 'distance', amountCents: 9720, quantity: 32.4 },
          ],
          totalCents: 11220,
          distanceM: 32_400,
          durationS: 2_460,
        },
      ],
      totalCents: 11220,
      vatRateBp: 1000,
      vatCents: 1020,
      covered: false,
    },
  ],
  instantBooking: true,
  instantBookingMinHours: 4,
  cancellation: { freeUntilHours: 24, feePercent: 50 },
};

const renderPage = async () => {
  renderWithProviders(<AdminTariff />);
  await screen.findByRole('region', { name: 'Simulateur' });
};

const fillTrip = async () => {
  await user().type(simulator().getByLabelText('Adresse de départ'), 'Terminal 2E, Roissy');
  await user().type(simulator().getByLabelText('Adresse d’arrivée'), '10 rue de Rivoli, Paris');
};

describe('tariff simulator', () => {
  it('prices the trip with the unsaved draft and shows each vehicle’s breakdown', async () => {
    const server = tariffServer(
      anAdminTariff(aVersion(3, aTariff())),
      {},
      {
        simulate: () => pricedAnswer,
      },
    );
    await renderPage();
    const price = within(screen.getByRole('group', { name: 'Forfait 1' })).getByLabelText(
      'Prix (€)',
    );
    await user().clear(price);
    await user().type(price, '92,50');
    await fillTrip();
    await user().click(simulator().getByRole('checkbox', { name: 'Siège bébé' }));
    await user().click(
      simulator().getByRole('checkbox', { name: 'Avec retour (adresses inversées)' }),
    );
    await user().clear(simulator().getByLabelText('Attente prévue (minutes)'));
    await user().type(simulator().getByLabelText('Attente prévue (minutes)'), '15');
    await user().click(simulator().getByRole('button', { name: 'Simuler' }));

    const result = within(await screen.findByRole('region', { name: 'Résultat de la simulation' }));
    const day = defaultSimulation(new Date(), SERVICE_ID).date;
    expect(server.simulations).toEqual([
      {
        trip: {
          service: SERVICE_ID,
          date: day,
          heure: '10:00',
          adresse_depart: 'Terminal 2E, Roissy',
          adresse_arrivee: '10 rue de Rivoli, Paris',
          nombre_personnes: 2,
          nombre_bagages: 2,
          siege_bebe: true,
          rehausseurs: false,
          duree_heures: null,
          retour: true,
          date_retour: day,
          heure_retour: '18:00',
          adresse_depart_retour: '10 rue de Rivoli, Paris',
          adresse_arrivee_retour: 'Terminal 2E, Roissy',
          nombre_passagers_retour: 2,
          nombre_bagages_retour: 2,
        },
        tariff: expect.objectContaining({
          rates: [
            expect.objectContaining({
              flatFares: [{ from: 'cdg', to: 'paris', priceCents: 9250, bothWays: true }],
            }),
          ],
        }),
        waitingMinutes: 15,
      },
    ]);
    expect(result.getByText('Prix calculés avec le brouillon non enregistré.')).toBeInTheDocument();
    const [classeV, classeS] = result
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h4'));
    expect(classeV?.querySelector('h4')?.parentElement?.parentElement).toHaveTextContent(
      /^Mercedes Classe V7 passagers, 7 bagages194,75\s€ TTC$/,
    );
    const v = within(classeV as HTMLElement);
    expect(v.getByText('Réservable immédiatement')).toBeInTheDocument();
    const line = (leg: string, label: string) =>
      within(v.getByLabelText(leg)).getByText(label).parentElement;
    expect(line('Aller', 'Forfait Aéroport CDG → Paris')).toHaveTextContent(
      /^Forfait Aéroport CDG → Paris92,50\s€$/,
    );
    expect(line('Retour', 'Remise aller-retour')).toHaveTextContent(
      /^Remise aller-retour-10,25\s€$/,
    );
    expect(line('Retour', 'Total du trajet')).toHaveTextContent(/^Total du trajet92,25\s€$/);
    expect(v.getByText('Total').parentElement).toHaveTextContent(/^Total194,75\s€$/);
    expect(v.getByText(/^dont TVA/)).toHaveTextContent(/^dont TVA 10 % : 17,70\s€$/);
    const s = within(classeS as HTMLElement);
    expect(s.getByText('Estimation : sur devis')).toBeInTheDocument();
    expect(s.getByText('32,4 km · 41 min de route')).toBeInTheDocument();
    expect(s.getByText('Distance (32,4 km)').parentElement).toHaveTextContent(
      /^Distance \(32,4 km\)97,20\s€$/,
    );
  });

  it('asks with the version in force when nothing is changed, and says why there is no price', async () => {
    const server = tariffServer(
      anAdminTariff(aVersion(3, aTariff())),
      {},
      {
        simulate: () => ({ outcome: 'quote', reason: 'no_vehicle' }),
      },
    );
    await renderPage();
    await fillTrip();
    await user().click(simulator().getByRole('button', { name: 'Simuler' }));
    expect(
      await screen.findByText(
        'Aucun de nos véhicules ne prend autant de passagers et de bagages à la fois : votre demande part en devis et nous vous proposerons une solution par e-mail.',
      ),
    ).toBeInTheDocument();
    expect(server.simulations).toHaveLength(1);
    expect(server.simulations[0]).not.toHaveProperty('tariff');
    expect(server.simulations[0]).toMatchObject({ trip: { retour: false }, waitingMinutes: 0 });
  });

  it('shows the trip’s refused fields under them', async () => {
    const message = 'L’adresse ne doit pas dépasser 300 caractères.';
    const server = tariffServer(
      anAdminTariff(aVersion(3, aTariff())),
      {},
      {
        simulate: () =>
          apiErrorResponse(400, 'VALIDATION_FAILED', 'Certains champs sont invalides.', {
            'trip.adresse_depart': message,
          }),
      },
    );
    await renderPage();
    await user().clear(simulator().getByLabelText('Passagers'));
    await user().type(simulator().getByLabelText('Passagers'), 'deux');
    await user().click(simulator().getByRole('button', { name: 'Simuler' }));
    expect(
      simulator().getByText('Le nombre de passagers doit être compris entre 1 et 8.'),
    ).toBeInTheDocument();
    expect(server.simulations).toEqual([]);

    await user().clear(simulator().getByLabelText('Passagers'));
    await user().type(simulator().getByLabelText('Passagers'), '3');
    await fillTrip();
    await user().click(simulator().getByRole('button', { name: 'Simuler' }));
    expect(await simulator().findByText(message)).toBeInTheDocument();
    expect(simulator().getByLabelText('Adresse de départ')).toHaveAttribute('aria-invalid', 'true');
    expect(simulator().getByText('Certains champs sont invalides.')).toBeInTheDocument();
  });
});
