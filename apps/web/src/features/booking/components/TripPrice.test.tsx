import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceAnswerSchema, type PriceAnswer } from '@navette/shared';
import { schemaResponse } from '../../../test/api-fixtures';
import {
  FUTURE_DATE,
  continueTo,
  field,
  fillContact,
  fillOutbound,
  pinCalendar,
  setDate,
  setTime,
} from '../test/booking-fixtures';
import { openOnPassengers, openPricedForm } from '../test/price-flow';
import { SEDAN_AND_VAN, pricedAnswer, sedanAt, vanAt } from '../test/price-fixtures';

pinCalendar();

/** The guest form on step 2, the server pricing each trip with `price`. */
const toPassengers = (price?: (body: unknown) => PriceAnswer | Response | Promise<Response>) =>
  openOnPassengers(price ? { price } : {});

const pricePanel = () => screen.getByRole('region', { name: 'Votre prix' });
const radioOf = (vehicle: string) => screen.getByRole('radio', { name: new RegExp(vehicle) });

const people = (body: unknown) =>
  typeof body === 'object' && body !== null && 'nombre_personnes' in body
    ? body.nombre_personnes
    : undefined;

describe('the price in the booking forms', () => {
  it('shows each class offered with its price from step 2, the cheapest chosen, its breakdown and the cancellation terms', async () => {
    const { user, calls } = await toPassengers();
    expect(await screen.findByText('Prix estimé : 85,00 € TTC')).toBeInTheDocument();
    expect(screen.getByText('Prix estimé : 110,00 € TTC')).toBeInTheDocument();
    expect(radioOf('Berline')).toBeChecked();
    expect(radioOf('Berline')).toHaveAccessibleName(
      /^Berline 4 passagers · 3 bagages Prix estimé : 85,00\s€ TTC$/,
    );
    expect(radioOf('Van')).not.toBeChecked();
    expect(calls.prices).toEqual([
      {
        service: 'svc-airport',
        date: FUTURE_DATE,
        heure: '07:30',
        adresse_depart: '12 rue de Rivoli, 75001 Paris',
        adresse_arrivee: 'Aéroport Paris-Charles de Gaulle',
        nombre_personnes: 1,
        nombre_bagages: 0,
        siege_bebe: false,
        rehausseurs: false,
        retour: false,
      },
    ]);

    const sedan = within(radioOf('Berline').closest('li') ?? document.body);
    expect(sedan.getByText('Forfait Paris → Aéroport CDG')).not.toBeVisible();
    await user.click(sedan.getByText('Détail du prix'));
    expect(sedan.getByText('Forfait Paris → Aéroport CDG')).toBeVisible();
    expect(sedan.getByText(/^dont TVA 10 % : 7,73\s€$/)).toBeVisible();
    expect(pricePanel()).toHaveTextContent(
      "Annulation gratuite jusqu'à 24 h avant la prise en charge, puis 50 % du prix retenus.",
    );
    expect(screen.queryByText('Estimation — prix confirmé par devis')).not.toBeInTheDocument();
  });

  it('says the price is being worked out until it arrives', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = await toPassengers(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    expect(await within(pricePanel()).findByText('Calcul du prix…')).toBeInTheDocument();
    await waitFor(() => expect(calls.prices).toHaveLength(1));
    answer(schemaResponse(priceAnswerSchema, SEDAN_AND_VAN));
    expect(await screen.findByText('Prix estimé : 85,00 € TTC')).toBeInTheDocument();
    expect(screen.queryByText('Calcul du prix…')).not.toBeInTheDocument();
  });

  it('asks again when the passengers change, and shows the classes the server offers as it lists them', async () => {
    // the sedan seats 4: for more people the server offers the van only
    const { user, calls } = await toPassengers((body) =>
      Number(people(body)) > 4 ? pricedAnswer([vanAt(12_000)]) : SEDAN_AND_VAN,
    );
    await screen.findByText('Prix estimé : 85,00 € TTC');
    await user.clear(field('Nombre de passagers'));
    await user.type(field('Nombre de passagers'), '6');

    expect(await screen.findByText('Prix estimé : 120,00 € TTC')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Berline/ })).not.toBeInTheDocument();
    expect(radioOf('Van')).toBeChecked();
    // typing paused once: the trip for 6 is asked, never the one for the empty field
    expect(calls.prices.map(people)).toEqual([1, 6]);

    // what a price does not depend on asks nothing
    await continueTo(user, /Coordonnées/);
    await fillContact(user);
    expect(screen.getByText('Prix estimé : 120,00 € TTC')).toBeInTheDocument();
    expect(calls.prices).toHaveLength(2);
  });

  it('keeps the class the visitor chose while it is still offered', async () => {
    const withSeat = (body: unknown) =>
      typeof body === 'object' && body !== null && 'siege_bebe' in body && body.siege_bebe;
    const { user, calls } = await toPassengers((body) =>
      withSeat(body) ? pricedAnswer([sedanAt(9_000), vanAt(11_500)]) : SEDAN_AND_VAN,
    );
    await screen.findByText('Prix estimé : 85,00 € TTC');
    await user.click(radioOf('Van'));
    await user.click(screen.getByRole('checkbox', { name: /Siège bébé/ }));
    expect(await screen.findByText('Prix estimé : 115,00 € TTC')).toBeInTheDocument();
    expect(radioOf('Van')).toBeChecked();
    expect(calls.prices).toEqual([
      expect.objectContaining({ siege_bebe: false }),
      expect.objectContaining({ siege_bebe: true }),
    ]);
  });

  it('marks a class the tariff does not cover as an estimate', async () => {
    await toPassengers(() => pricedAnswer([sedanAt(9_240, false)]));
    expect(await screen.findByText('Prix estimé : 92,40 € TTC')).toBeInTheDocument();
    expect(screen.getByText('Estimation — prix confirmé par devis')).toBeInTheDocument();
  });

  it.each([
    [
      'address_not_found',
      'Nous ne trouvons pas l’une des adresses : vérifiez-la ou choisissez une suggestion. Vous pouvez aussi envoyer votre demande telle quelle, le prix vous sera communiqué par e-mail.',
    ],
    [
      'no_tariff',
      'Nous ne pouvons pas calculer ce prix en ligne pour le moment : votre demande part en devis et le prix vous sera communiqué par e-mail.',
    ],
  ] as const)(
    'a trip not priced (%s) says why and that the price will follow',
    async (reason, text) => {
      await toPassengers(() => ({ outcome: 'quote', reason }));
      expect(await within(pricePanel()).findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/Prix estimé/)).not.toBeInTheDocument();
    },
  );

  it('a failed call says the price will follow by e-mail', async () => {
    await toPassengers(() => new Response('', { status: 502 }));
    expect(
      await within(pricePanel()).findByText(
        'Nous ne pouvons pas calculer ce prix en ligne pour le moment : votre demande part en devis et le prix vous sera communiqué par e-mail.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the pick-up is too soon to book at once', async () => {
    await toPassengers(() => pricedAnswer([sedanAt(8500)], { instantBooking: false }));
    expect(
      await screen.findByText(
        "Réservation immédiate possible jusqu'à 24 h avant la prise en charge : votre demande part en devis.",
      ),
    ).toBeInTheDocument();
  });

  it('free cancellation up to the pick-up when nothing is kept', async () => {
    await toPassengers(() =>
      pricedAnswer([sedanAt(8500)], { cancellation: { freeUntilHours: 24, feePercent: 0 } }),
    );
    expect(
      await screen.findByText("Annulation gratuite jusqu'à la prise en charge."),
    ).toBeInTheDocument();
  });

  it('the signed-in form shows the price too', async () => {
    await openOnPassengers({ signedIn: true });
    expect(await screen.findByText('Prix estimé : 85,00 € TTC')).toBeInTheDocument();
  });
});

describe('hire by the hour', () => {
  it('a price link presets the hours and the departure (?forfait=3&depart=…), priced and summarised', async () => {
    const { user, calls } = await openPricedForm({
      path: '/reservation-guest?service=chauffeur&forfait=3&depart=10+Rue+de+Rivoli+75004+Paris',
    });
    expect(field('Durée de mise à disposition')).toBeInTheDocument();
    expect(field('Adresse de départ')).toHaveValue('10 Rue de Rivoli 75004 Paris');
    expect(field("Adresse d'arrivée")).toHaveValue('');
    await setDate(user, 'Date de prise en charge', FUTURE_DATE);
    await setTime(user, 'Heure de prise en charge', '09:00');
    await user.type(field("Adresse d'arrivée"), 'Château de Versailles');
    await continueTo(user, /Passagers et options/);
    await screen.findByText('Prix estimé : 85,00 € TTC');
    expect(calls.prices).toEqual([
      expect.objectContaining({ adresse_depart: '10 Rue de Rivoli 75004 Paris', duree_heures: 3 }),
    ]);

    await continueTo(user, /Coordonnées/);
    await fillContact(user);
    await continueTo(user, /Récapitulatif/);
    const summary = screen.getByRole('heading', { name: 'Véhicule et prix' }).closest('section');
    expect(summary?.textContent?.replace(/\s/g, ' ')).toBe(
      'Véhicule et prixModifier : Véhicule et prixVéhiculeBerline' +
        'Durée de mise à disposition3 hPrix85,00 € TTC',
    );
  });

  it('a service with hire packages asks for the hours, its packages marked', async () => {
    const { user, calls } = await openPricedForm({
      service: 'Mise à disposition',
      tariff: {
        tariffVersion: 3,
        cancellation: { freeUntilHours: 24, feePercent: 50 },
        services: [
          {
            serviceId: 'svc-van',
            fromCents: 18_000,
            flatFares: [],
            hourly: [3, 10].map((hours) => ({
              vehicleId: 'veh-van',
              vehicleName: 'Van',
              passengers: 8,
              hours,
              priceCents: hours * 6_000,
              extraHourCents: 5_500,
            })),
          },
        ],
      },
    });
    const select = await screen.findByLabelText('Durée de mise à disposition');
    expect(within(select).getByRole('option', { name: '3 h (forfait)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: '10 h (forfait)' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option')).toHaveLength(25);
    await fillOutbound(user);
    await user.selectOptions(select, '10 h (forfait)');
    expect(select).toHaveDisplayValue('10 h (forfait)');
    await continueTo(user, /Passagers et options/);
    await screen.findByText('Prix estimé : 85,00 € TTC');
    expect(calls.prices).toEqual([expect.objectContaining({ duree_heures: 10 })]);
  });

  it('a service without packages does not ask for hours', async () => {
    await openPricedForm();
    expect(screen.queryByLabelText('Durée de mise à disposition')).not.toBeInTheDocument();
  });
});
