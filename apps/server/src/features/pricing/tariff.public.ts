import type {
  FleetVehicle,
  PublicFlatFare,
  PublicServicePrices,
  PublicTariff,
  PublicZone,
  Service,
  TariffRate,
} from '@navette/shared';
import { z } from 'zod';
import type { CurrentTariff } from './tariff.service';

/*
 * The prices the public pages show (docs/product/pricing.md#on-the-site), from the current
 * tariff: per service offered, its "à partir de", its flat fares between named zones and its
 * hourly packages, with the vehicles' names. Rates of a withdrawn service or of a vehicle no
 * longer in the fleet are not shown.
 */

const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  address: z.string(),
});

/**
 * The answer's schema on the server (the contract holds a light guard, which the public pages
 * load without zod: docs/decisions/0014-light-response-checks.md).
 */
export const publicTariffSchema = z.object({
  tariffVersion: z.number().int().nullable(),
  services: z.array(
    z.object({
      serviceId: z.string(),
      fromCents: z.number().int().nullable(),
      flatFares: z.array(
        z.object({
          from: zoneSchema,
          to: zoneSchema,
          vehicleId: z.string(),
          vehicleName: z.string(),
          passengers: z.number().int(),
          priceCents: z.number().int(),
        }),
      ),
      hourly: z.array(
        z.object({
          vehicleId: z.string(),
          vehicleName: z.string(),
          passengers: z.number().int(),
          hours: z.number().int(),
          priceCents: z.number().int(),
          extraHourCents: z.number().int(),
        }),
      ),
    }),
  ),
  cancellation: z
    .object({ freeUntilHours: z.number().int(), feePercent: z.number().int() })
    .nullable(),
}) satisfies z.ZodType<PublicTariff>;

/** The lowest price a rate can come to: a flat fare, the formula's minimum, a package. */
const lowestOf = (rate: TariffRate): number | undefined => {
  const prices = [
    ...rate.flatFares.map((fare) => fare.priceCents),
    ...(rate.formula ? [rate.formula.minimumCents] : []),
    ...(rate.hourly?.packages.map((p) => p.priceCents) ?? []),
  ];
  return prices.length > 0 ? Math.min(...prices) : undefined;
};

const servicePrices = (
  serviceId: string,
  rates: readonly { rate: TariffRate; vehicle: FleetVehicle }[],
  zoneOf: (id: string) => PublicZone | undefined,
  zoneOrder: (id: string) => number,
): PublicServicePrices => {
  const flatFares: PublicFlatFare[] = [];
  const hourly: PublicServicePrices['hourly'] = [];
  for (const { rate, vehicle } of rates) {
    const about = {
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      passengers: vehicle.passengers,
    };
    for (const fare of rate.flatFares) {
      const from = zoneOf(fare.from);
      const to = zoneOf(fare.to);
      if (from && to) flatFares.push({ from, to, ...about, priceCents: fare.priceCents });
    }
    for (const offer of rate.hourly?.packages ?? []) {
      hourly.push({ ...about, ...offer, extraHourCents: rate.hourly!.extraHourCents });
    }
  }
  // by route (in the tariff's order of zones), then the smaller vehicle first
  flatFares.sort(
    (a, b) =>
      zoneOrder(a.from.id) - zoneOrder(b.from.id) ||
      zoneOrder(a.to.id) - zoneOrder(b.to.id) ||
      a.passengers - b.passengers ||
      a.priceCents - b.priceCents,
  );
  hourly.sort((a, b) => a.hours - b.hours || a.passengers - b.passengers);
  const lowest = rates.map(({ rate }) => lowestOf(rate)).filter((p) => p !== undefined);
  return {
    serviceId,
    fromCents: lowest.length > 0 ? Math.min(...lowest) : null,
    flatFares,
    hourly,
  };
};

/** GET /api/tarifs: every service offered, in the site's order, with its prices if any. */
export const publicTariffOf = (
  current: CurrentTariff | undefined,
  offered: readonly Service[],
  fleet: readonly FleetVehicle[],
): PublicTariff => {
  if (!current) {
    return {
      tariffVersion: null,
      services: offered.map((service) => ({
        serviceId: service._id,
        fromCents: null,
        flatFares: [],
        hourly: [],
      })),
      cancellation: null,
    };
  }
  const { tariff } = current;
  const zones = new Map(
    tariff.zones.map((zone, index) => [
      zone.id,
      { index, zone: { id: zone.id, name: zone.name, nameEn: zone.nameEn, address: zone.address } },
    ]),
  );
  const vehicles = new Map(fleet.map((vehicle) => [vehicle.id, vehicle]));
  return {
    tariffVersion: current.version,
    services: offered.map((service) =>
      servicePrices(
        service._id,
        tariff.rates.flatMap((rate) => {
          const vehicle = vehicles.get(rate.vehicleId);
          return rate.serviceId === service._id && vehicle ? [{ rate, vehicle }] : [];
        }),
        (id) => zones.get(id)?.zone,
        (id) => zones.get(id)?.index ?? 0,
      ),
    ),
    cancellation: tariff.cancellation,
  };
};
