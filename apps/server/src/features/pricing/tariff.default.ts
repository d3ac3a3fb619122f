import { tariffSchema, type Tariff, type TariffInput } from '@navette/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { services, vehicles } from '../../db/schema';
import { findCurrentTariffVersion, insertTariffVersion } from './tariff.repository';

/*
 * The tariff a new installation starts from (docs/product/pricing.md): realistic Paris prices
 * for the seed's services and vehicles, all taxes included, which the company then adjusts in
 * the back-office. It names the seed's services and vehicles by name; one renamed or deleted
 * before the first start simply gets no rate.
 */

const euros = (amount: number) => Math.round(amount * 100);

/** [longitude, latitude] outlines, drawn around each airport's terminals, aprons and runways. */
const ZONES: TariffInput['zones'] = [
  {
    id: 'paris',
    name: 'Paris',
    nameEn: 'Paris',
    // the twenty arrondissements, and 75116 (the 16th's second postcode)
    postcodes: [
      ...Array.from({ length: 20 }, (_, index) => `750${String(index + 1).padStart(2, '0')}`),
      '75116',
    ],
  },
  {
    id: 'cdg',
    name: 'Aéroport Paris-Charles de Gaulle',
    nameEn: 'Paris-Charles de Gaulle Airport',
    address: 'Aéroport Paris-Charles de Gaulle, 95700 Roissy-en-France',
    polygon: [
      [2.488, 49.012],
      [2.515, 48.99],
      [2.565, 48.987],
      [2.615, 48.995],
      [2.625, 49.015],
      [2.6, 49.033],
      [2.545, 49.036],
      [2.5, 49.03],
    ],
  },
  {
    id: 'orly',
    name: 'Aéroport de Paris-Orly',
    nameEn: 'Paris-Orly Airport',
    address: 'Aéroport de Paris-Orly, 94390 Orly',
    polygon: [
      [2.318, 48.722],
      [2.34, 48.71],
      [2.385, 48.708],
      [2.41, 48.72],
      [2.405, 48.737],
      [2.37, 48.745],
      [2.33, 48.74],
    ],
  },
  {
    id: 'beauvais',
    name: 'Aéroport de Beauvais-Tillé',
    nameEn: 'Beauvais-Tillé Airport',
    address: 'Aéroport de Beauvais-Tillé, 60000 Tillé',
    polygon: [
      [2.09, 49.447],
      [2.13, 49.444],
      [2.14, 49.458],
      [2.125, 49.468],
      [2.095, 49.465],
    ],
  },
  {
    id: 'idf',
    name: 'Île-de-France',
    nameEn: 'Île-de-France',
    postcodes: ['75', '77', '78', '91', '92', '93', '94', '95'],
  },
];

/** A vehicle class's prices; the van's are the higher. */
interface ClassPrices {
  flat: { cdg: number; orly: number; beauvais: number };
  formula: { pickup: number; perKm: number; perMinute: number; minimum: number };
  /** 3 h, 4 h and 10 h, then each hour beyond */
  hourly: [number, number, number];
  extraHour: number;
}

const SEDAN: ClassPrices = {
  flat: { cdg: 75, orly: 60, beauvais: 150 },
  formula: { pickup: 10, perKm: 1.8, perMinute: 0.5, minimum: 45 },
  hourly: [180, 230, 520],
  extraHour: 60,
};
const VAN: ClassPrices = {
  flat: { cdg: 95, orly: 80, beauvais: 180 },
  formula: { pickup: 15, perKm: 2.2, perMinute: 0.6, minimum: 60 },
  hourly: [220, 280, 650],
  extraHour: 70,
};

/** The seed's vehicles (cli/seed.ts) and their prices. */
const CLASSES: Record<string, ClassPrices> = {
  'Mercedes Classe E': SEDAN,
  'Mercedes Classe V': VAN,
};

/** What each of the seed's services is sold as; `premium`: the hourly packages' mark-up. */
const SERVICES: Record<string, { flat?: true; formula?: true; hourly?: { premium: number } }> = {
  'Transfert aéroport': { flat: true, formula: true },
  'Transfert gare': { formula: true },
  'Chauffeur privé': { formula: true, hourly: { premium: 1 } },
  'Service VIP': { hourly: { premium: 1.2 } },
  Mariage: { hourly: { premium: 1.2 } },
  'Visites et excursions': { hourly: { premium: 1 } },
};

const rateOf = (
  serviceId: string,
  vehicle: { id: string; luggageMax: number },
  sold: (typeof SERVICES)[string],
  prices: ClassPrices,
): TariffInput['rates'][number] => {
  const fare = (to: keyof ClassPrices['flat']) => ({
    from: 'paris',
    to,
    priceCents: euros(prices.flat[to]),
  });
  const premium = sold.hourly?.premium ?? 1;
  return {
    serviceId,
    vehicleId: vehicle.id,
    flatFares: sold.flat ? [fare('cdg'), fare('orly'), fare('beauvais')] : [],
    formula: sold.formula
      ? {
          pickupCents: euros(prices.formula.pickup),
          perKmCents: euros(prices.formula.perKm),
          perMinuteCents: euros(prices.formula.perMinute),
          minimumCents: euros(prices.formula.minimum),
          area: ['idf', 'cdg', 'orly'],
        }
      : null,
    hourly: sold.hourly
      ? {
          packages: [3, 4, 10].map((hours, index) => ({
            hours,
            priceCents: euros(prices.hourly[index]! * premium),
          })),
          extraHourCents: euros(prices.extraHour * premium),
        }
      : null,
    supplements: {
      nightPercent: 15,
      sundayPercent: 10,
      holidayPercent: 15,
      // what the vehicle holds is included: no luggage is ever charged
      luggageIncluded: vehicle.luggageMax,
      babySeatCents: euros(10),
      boosterCents: euros(5),
      stopCents: euros(15),
      waitingIncludedMinutes: 15,
      perWaitingMinuteCents: euros(0.5),
    },
    returnDiscountPercent: 5,
  };
};

/** The default tariff for these services and vehicles (by the seed's names). */
export const defaultTariff = (
  offered: readonly { id: string; name: string }[],
  fleet: readonly { id: string; nom: string; capaciteBagagesMax: number }[],
): Tariff => {
  const rates = offered.flatMap((service) => {
    const sold = SERVICES[service.name];
    if (!sold) return [];
    return fleet.flatMap((vehicle) => {
      const prices = CLASSES[vehicle.nom];
      if (!prices) return [];
      return [
        rateOf(
          service.id,
          { id: vehicle.id, luggageMax: vehicle.capaciteBagagesMax },
          sold,
          prices,
        ),
      ];
    });
  });
  return tariffSchema.parse({
    zones: ZONES,
    rates,
    night: { start: '22:00', end: '06:00' },
    cancellation: { freeUntilHours: 24, feePercent: 50 },
  } satisfies TariffInput);
};

export const DEFAULT_TARIFF_NOTE = 'Tarif initial';

/**
 * The seed's step (cli/seed.ts, inside its locked transaction): version 1 from the default
 * tariff, when there is no version yet. Returns whether it wrote one.
 */
export const seedTariff = async (tx: Queryable): Promise<boolean> => {
  if (await findCurrentTariffVersion(tx)) return false;
  const offered = await tx
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.active, true));
  const fleet = await tx
    .select({
      id: vehicles.id,
      nom: vehicles.nom,
      capaciteBagagesMax: vehicles.capaciteBagagesMax,
    })
    .from(vehicles);
  const tariff = defaultTariff(offered, fleet);
  if (tariff.rates.length === 0) return false;
  await insertTariffVersion(tx, { version: 1, createdBy: null, note: DEFAULT_TARIFF_NOTE, tariff });
  return true;
};
