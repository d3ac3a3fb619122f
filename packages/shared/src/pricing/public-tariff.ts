import { arrayOf, checkWith, isRecord } from '../api/guards';

/*
 * The prices the public pages show (/tarifs, the airport and station pages, the home page's
 * packages): computed by the server from the current tariff. A guard, not a zod schema: the
 * public pages do not load zod (docs/decisions/0014-light-response-checks.md).
 */

export interface PublicZone {
  id: string;
  name: string;
  nameEn: string;
  /** what the request form's address is prefilled with ('' for none) */
  address: string;
}

export interface PublicFlatFare {
  from: PublicZone;
  to: PublicZone;
  vehicleId: string;
  vehicleName: string;
  /** the vehicle's passengers */
  passengers: number;
  priceCents: number;
}

export interface PublicHourlyPackage {
  vehicleId: string;
  vehicleName: string;
  passengers: number;
  hours: number;
  priceCents: number;
  extraHourCents: number;
}

export interface PublicServicePrices {
  serviceId: string;
  /** "à partir de": the lowest flat fare, minimum fare or package of the service; null if none */
  fromCents: number | null;
  flatFares: PublicFlatFare[];
  hourly: PublicHourlyPackage[];
}

export interface PublicTariff {
  /** null when the company has no tariff yet: the pages keep "sur devis" */
  tariffVersion: number | null;
  services: PublicServicePrices[];
  cancellation: { freeUntilHours: number; feePercent: number } | null;
}

const isServicePrices = (value: unknown): value is PublicServicePrices =>
  isRecord(value) &&
  typeof value.serviceId === 'string' &&
  (value.fromCents === null || typeof value.fromCents === 'number') &&
  Array.isArray(value.flatFares) &&
  Array.isArray(value.hourly);

export const publicTariffCheck = /* @__PURE__ */ checkWith(
  (value): value is PublicTariff =>
    isRecord(value) &&
    (value.tariffVersion === null || typeof value.tariffVersion === 'number') &&
    arrayOf(isServicePrices)(value.services),
);
