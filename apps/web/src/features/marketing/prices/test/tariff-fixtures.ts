import type {
  PublicFlatFare,
  PublicHourlyPackage,
  PublicTariff,
  PublicZone,
  Service,
} from '@navette/shared';
import { jsonResponse } from '../../../../test/render';

/*
 * GET /api/services and GET /api/tarifs as the server answers them: the seed's services and a
 * tariff pricing the airport (flat fares), the station (distance formula: a "from" only) and the
 * private chauffeur (hourly packages); the wedding has no price.
 */

const service = (_id: string, name: string, nameEn: string): Service => ({
  _id,
  name,
  description: `${name} avec chauffeur.`,
  nameEn,
  descriptionEn: null,
  image: '',
  vatRate: 10,
  dureeMinutes: 60,
});

export const SERVICES: Service[] = [
  service('9f1c0a52-3b7d-4e28-8c61-0d5a2e7b4f01', 'Transfert aéroport', 'Airport transfer'),
  service('9f1c0a52-3b7d-4e28-8c61-0d5a2e7b4f02', 'Transfert gare', 'Station transfer'),
  service('9f1c0a52-3b7d-4e28-8c61-0d5a2e7b4f03', 'Chauffeur privé', 'Private chauffeur'),
  service('9f1c0a52-3b7d-4e28-8c61-0d5a2e7b4f04', 'Mariage', 'Wedding'),
];
const [airport, station, chauffeur, wedding] = SERVICES.map(({ _id }) => _id);

const zone = (id: string, name: string, nameEn: string, address: string): PublicZone => ({
  id,
  name,
  nameEn,
  address,
});
export const PARIS = zone('paris', 'Paris', '', '');
export const CDG = zone(
  'cdg',
  'Aéroport CDG',
  'CDG Airport',
  'Aéroport Paris-Charles de Gaulle, 95700 Roissy-en-France',
);
export const ORLY = zone(
  'orly',
  'Aéroport d’Orly',
  'Orly Airport',
  'Aéroport de Paris-Orly, 94390 Orly',
);
export const BEAUVAIS = zone(
  'beauvais',
  'Aéroport de Beauvais',
  'Beauvais Airport',
  'Aéroport de Beauvais-Tillé, 60000 Tillé',
);

const SEDAN = {
  vehicleId: 'c0a8e1f2-1111-4a2b-9c3d-5e6f7a8b9c01',
  vehicleName: 'Mercedes Classe E',
  passengers: 3,
};
const VAN = {
  vehicleId: 'c0a8e1f2-1111-4a2b-9c3d-5e6f7a8b9c02',
  vehicleName: 'Mercedes Classe V',
  passengers: 8,
};

const fare = (
  from: PublicZone,
  to: PublicZone,
  vehicle: typeof SEDAN,
  priceCents: number,
): PublicFlatFare => ({ from, to, ...vehicle, priceCents });

const hire = (
  vehicle: typeof SEDAN,
  hours: number,
  priceCents: number,
  extraHourCents: number,
): PublicHourlyPackage => ({ ...vehicle, hours, priceCents, extraHourCents });

export const TARIFF: PublicTariff = {
  tariffVersion: 3,
  services: [
    {
      serviceId: airport!,
      fromCents: 6000,
      flatFares: [
        fare(PARIS, CDG, SEDAN, 7500),
        fare(PARIS, CDG, VAN, 9500),
        fare(PARIS, ORLY, SEDAN, 6000),
        fare(PARIS, ORLY, VAN, 8000),
        // the van only, in one direction
        fare(BEAUVAIS, PARIS, VAN, 15550),
      ],
      hourly: [],
    },
    { serviceId: station!, fromCents: 4500, flatFares: [], hourly: [] },
    {
      serviceId: chauffeur!,
      fromCents: 18000,
      flatFares: [],
      hourly: [
        hire(VAN, 10, 65000, 7500),
        hire(SEDAN, 3, 18000, 6000),
        hire(VAN, 3, 24000, 7500),
        hire(SEDAN, 4, 22000, 6000),
        hire(VAN, 4, 30000, 7500),
      ],
    },
    { serviceId: wedding!, fromCents: null, flatFares: [], hourly: [] },
  ],
  cancellation: { freeUntilHours: 24, feePercent: 50 },
};

/** The company has not set a tariff yet. */
export const NO_TARIFF: PublicTariff = { tariffVersion: null, services: [], cancellation: null };

/** Handlers for mockFetch: the services and `tariff` (a Response to answer something else). */
export const priceHandlers = (tariff: PublicTariff | Response = TARIFF) => ({
  'GET /api/services': () => jsonResponse(SERVICES),
  'GET /api/tarifs': () => (tariff instanceof Response ? tariff : jsonResponse(tariff)),
});
