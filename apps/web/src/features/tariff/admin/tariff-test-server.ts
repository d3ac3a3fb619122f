import {
  addressSuggestionListSchema,
  adminTariffSchema,
  priceAnswerSchema,
  serviceListSchema,
  tariffSchema,
  tariffVersionSchema,
  vehicleListSchema,
  type AdminTariff,
  type PriceAnswer,
  type Service,
  type Tariff,
  type TariffVersion,
  type Vehicle,
} from '@navette/shared';
import { schemaResponse } from '../../../test/api-fixtures';
import { mockFetch } from '../../../test/render';

/*
 * The tariff API in memory for the page's tests: every answer checked against the contract's
 * schema, every body sent kept for the test to read.
 */

export const SERVICE_ID = '5b1c2d3e-0000-4000-8000-000000000001';
export const VEHICLE_ID = 'a1b2c3d4-0000-4000-8000-0000000000aa';

export const services: Service[] = serviceListSchema.parse([
  {
    _id: SERVICE_ID,
    name: 'Transfert aéroport',
    description: 'De l’aéroport à votre porte.',
    nameEn: 'Airport transfer',
    descriptionEn: null,
    image: '',
    vatRate: 10,
    dureeMinutes: 60,
  },
]);

export const vehicles: Vehicle[] = vehicleListSchema.parse([
  {
    _id: VEHICLE_ID,
    nom: 'Mercedes Classe V',
    capacite_passagers: 7,
    capacite_bagages_min: 2,
    capacite_bagages_max: 7,
  },
]);

/** CDG and Paris, a flat fare between them, the formula over Paris, a night supplement. */
export const aTariff = (priceCents = 8500): Tariff =>
  tariffSchema.parse({
    zones: [
      {
        id: 'cdg',
        name: 'Aéroport CDG',
        nameEn: 'CDG airport',
        address: 'Aéroport Paris-Charles de Gaulle, 95700 Roissy-en-France',
        postcodes: ['95700', '95711'],
        polygon: [
          [2.52, 49.02],
          [2.6, 49.02],
          [2.57, 48.99],
        ],
      },
      { id: 'paris', name: 'Paris', postcodes: ['75'] },
    ],
    rates: [
      {
        serviceId: SERVICE_ID,
        vehicleId: VEHICLE_ID,
        flatFares: [{ from: 'cdg', to: 'paris', priceCents, bothWays: true }],
        formula: {
          pickupCents: 1000,
          perKmCents: 200,
          perMinuteCents: 50,
          minimumCents: 4000,
          area: ['paris'],
        },
        supplements: { nightPercent: 15, babySeatCents: 1000 },
        returnDiscountPercent: 10,
      },
    ],
    night: { start: '22:00', end: '06:00' },
    cancellation: { freeUntilHours: 24, feePercent: 50 },
  });

export const aVersion = (version: number, tariff: Tariff, note = ''): TariffVersion =>
  tariffVersionSchema.parse({
    version,
    createdAt: '2026-11-20T13:05:00.000Z',
    createdBy: 'direction@navette.example',
    note,
    tariff,
  });

export const anAdminTariff = (current: TariffVersion | null): AdminTariff =>
  adminTariffSchema.parse({
    current,
    versions: current
      ? [
          current,
          {
            version: current.version - 1,
            createdAt: '2026-10-02T08:00:00.000Z',
            createdBy: null,
            note: 'Tarifs d’automne',
          },
        ].filter((v) => v.version > 0)
      : [],
  });

interface Handlers {
  put?: (body: unknown) => Response | undefined;
  simulate?: (body: unknown) => PriceAnswer | Response;
}

/** The page's API: GET answers `state.answer` (a save replaces it), versions by number. */
export const tariffServer = (
  initial: AdminTariff,
  past: Record<number, TariffVersion> = {},
  handlers: Handlers = {},
) => {
  const state = { answer: initial, puts: [] as unknown[], simulations: [] as unknown[] };
  mockFetch({
    'GET /api/admin/tarifs': () => schemaResponse(adminTariffSchema, state.answer),
    'PUT /api/admin/tarifs': async (request) => {
      const body = (await request.json()) as { tariff: unknown; note: string };
      state.puts.push(body);
      const refusal = handlers.put?.(body);
      if (refusal) return refusal;
      const saved = aVersion(
        (state.answer.current?.version ?? 0) + 1,
        tariffSchema.parse(body.tariff),
        body.note,
      );
      state.answer = { current: saved, versions: [saved, ...state.answer.versions] };
      return schemaResponse(adminTariffSchema, state.answer);
    },
    'POST /api/admin/tarifs/simulation': async (request) => {
      const body: unknown = await request.json();
      state.simulations.push(body);
      const answer = handlers.simulate?.(body);
      if (answer instanceof Response) return answer;
      return schemaResponse(priceAnswerSchema, answer ?? { outcome: 'quote', reason: 'no_tariff' });
    },
    'GET /api/services': () => schemaResponse(serviceListSchema, services),
    'GET /api/vehicules': () => schemaResponse(vehicleListSchema, vehicles),
    'GET /api/geocode': () => schemaResponse(addressSuggestionListSchema, []),
    ...Object.fromEntries(
      Object.entries(past).map(([number, version]) => [
        `GET /api/admin/tarifs/versions/${number}`,
        () => schemaResponse(tariffVersionSchema, version),
      ]),
    ),
  });
  return state;
};
