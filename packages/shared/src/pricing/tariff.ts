import { z } from 'zod';
import { HIRE_HOURS_MAX } from '../constants';

/*
 * The company's tariff (docs/product/pricing.md): one document, saved whole as a new version at
 * each change (docs/decisions/0058-tariff-versions-and-pricing-engine.md). Amounts are in euro
 * cents, all taxes included (the prices a customer reads); percentages are whole numbers. The VAT
 * rate is not here: it stays the service's (services.vat_rate_bp).
 */

const T = 'adminTariff.validation';
/** The messages of the tariff's checks (admin namespace, `adminTariff.validation.*`). */
export const TARIFF_MESSAGES = {
  amount: `${T}.amount`,
  percent: `${T}.percent`,
  count: `${T}.count`,
  hours: `${T}.hours`,
  time: `${T}.time`,
  name: `${T}.name`,
  zoneId: `${T}.zoneId`,
  zoneUnknown: `${T}.zoneUnknown`,
  zoneDuplicate: `${T}.zoneDuplicate`,
  zoneEmpty: `${T}.zoneEmpty`,
  postcode: `${T}.postcode`,
  polygon: `${T}.polygon`,
  rateDuplicate: `${T}.rateDuplicate`,
  rateEmpty: `${T}.rateEmpty`,
  packageDuplicate: `${T}.packageDuplicate`,
  tooMany: `${T}.tooMany`,
} as const;
const M = TARIFF_MESSAGES;

/** Beyond these a tariff is a typing error (and a hostile body stays small). */
export const TARIFF_LIMITS = {
  amountMaxCents: 10_000_000,
  zones: 100,
  postcodesPerZone: 500,
  communesPerZone: 200,
  polygonPoints: 500,
  rates: 200,
  flatFaresPerRate: 200,
  packagesPerRate: 10,
  textMax: 120,
  hourlyHoursMax: HIRE_HOURS_MAX,
  freeCancellationHoursMax: 720,
} as const;
const L = TARIFF_LIMITS;

const amount = z.number(M.amount).int(M.amount).min(0, M.amount).max(L.amountMaxCents, M.amount);
const percent = z.number(M.percent).int(M.percent).min(0, M.percent).max(100, M.percent);
const smallCount = z.number(M.count).int(M.count).min(0, M.count).max(99, M.count);
const clock = z.string(M.time).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, M.time);
const label = z
  .string(M.name)
  .trim()
  .min(1, M.name)
  .max(L.textMax, M.name)
  // one line, no control characters (it is printed in PDFs and e-mails)
  .regex(/^[^\p{Cc}]*$/u, M.name);
const optionalLabel = z
  .string(M.name)
  .trim()
  .max(L.textMax, M.name)
  .regex(/^[^\p{Cc}]*$/u, M.name);

/** `cdg`, `paris-intra-muros`: how flat fares and areas name a zone. */
export const ZONE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const zoneId = z.string(M.zoneId).regex(ZONE_ID_PATTERN, M.zoneId);

/** A postcode (`75008`) or the first digits of some (`75`, `951`): every postcode they begin. */
export const POSTCODE_PREFIX_PATTERN = /^\d{2,5}$/;

/** [longitude, latitude], in degrees (WGS 84, GeoJSON's order). */
const position = z.tuple([
  z.number(M.polygon).min(-180, M.polygon).max(180, M.polygon),
  z.number(M.polygon).min(-90, M.polygon).max(90, M.polygon),
]);

/**
 * A zone: the postcodes (or their prefixes), the communes (by name, accents and capitals
 * ignored) and/or one polygon a place may fall in; a place is in the zone when any of them
 * holds it. `address` is what the site writes in the form's address when a visitor picks a flat
 * fare to or from it (an airport's terminal address); empty for a zone like "Paris".
 */
export const zoneSchema = z
  .strictObject({
    id: zoneId,
    name: label,
    nameEn: optionalLabel.default(''),
    address: optionalLabel.default(''),
    postcodes: z
      .array(z.string(M.postcode).regex(POSTCODE_PREFIX_PATTERN, M.postcode), M.postcode)
      .max(L.postcodesPerZone, M.tooMany)
      .default([]),
    communes: z.array(label).max(L.communesPerZone, M.tooMany).default([]),
    /** the outline, not closed (the last point joins the first); empty when none */
    polygon: z.array(position, M.polygon).max(L.polygonPoints, M.tooMany).default([]),
  })
  .refine((zone) => zone.polygon.length === 0 || zone.polygon.length >= 3, {
    message: M.polygon,
    path: ['polygon'],
  })
  .refine((zone) => zone.postcodes.length + zone.communes.length + zone.polygon.length > 0, {
    message: M.zoneEmpty,
    path: ['postcodes'],
  });
export type TariffZone = z.output<typeof zoneSchema>;

/** A price between two zones, whatever the distance; `bothWays`: the same price back. */
export const flatFareSchema = z.strictObject({
  from: zoneId,
  to: zoneId,
  priceCents: amount,
  bothWays: z.boolean().default(true),
});
export type FlatFare = z.output<typeof flatFareSchema>;

/**
 * The distance and time formula: pick-up fee + per km + per minute of the road route, never below
 * the minimum. It prices a trip whose two ends are both in one of the `area` zones (the trip is
 * then covered: bookable at once); elsewhere it still gives the estimate a quote starts from.
 */
export const distanceFormulaSchema = z.strictObject({
  pickupCents: amount,
  perKmCents: amount,
  perMinuteCents: amount,
  minimumCents: amount,
  area: z.array(zoneId).max(L.zones, M.tooMany).default([]),
});
export type DistanceFormula = z.output<typeof distanceFormulaSchema>;

const hours = z.number(M.hours).int(M.hours).min(1, M.hours).max(L.hourlyHoursMax, M.hours);

/** Hire by the hour (`mise à disposition`): packages of whole hours, then each hour beyond. */
export const hourlyHireSchema = z
  .strictObject({
    packages: z
      .array(z.strictObject({ hours, priceCents: amount }))
      .min(1, M.rateEmpty)
      .max(L.packagesPerRate, M.tooMany),
    extraHourCents: amount,
  })
  .refine((hire) => new Set(hire.packages.map((p) => p.hours)).size === hire.packages.length, {
    message: M.packageDuplicate,
    path: ['packages'],
  });
export type HourlyHire = z.output<typeof hourlyHireSchema>;

/**
 * What is added to a leg's fare. The percentages apply to the fare (flat, formula or hourly);
 * Sunday and public holiday do not add up (the higher applies); night adds to either.
 * Luggage and passengers are charged beyond the numbers included; the waiting time beyond the
 * minutes included.
 */
export const supplementsSchema = z.strictObject({
  nightPercent: percent.default(0),
  sundayPercent: percent.default(0),
  holidayPercent: percent.default(0),
  luggageIncluded: smallCount.default(99),
  perExtraLuggageCents: amount.default(0),
  passengersIncluded: smallCount.default(99),
  perExtraPassengerCents: amount.default(0),
  babySeatCents: amount.default(0),
  boosterCents: amount.default(0),
  stopCents: amount.default(0),
  waitingIncludedMinutes: smallCount.default(0),
  perWaitingMinuteCents: amount.default(0),
});
export type Supplements = z.output<typeof supplementsSchema>;

/** The prices of one service with one vehicle class (a vehicle of the fleet). */
export const rateSchema = z
  .strictObject({
    serviceId: z.string(M.rateEmpty).uuid(M.rateEmpty),
    vehicleId: z.string(M.rateEmpty).uuid(M.rateEmpty),
    flatFares: z.array(flatFareSchema).max(L.flatFaresPerRate, M.tooMany).default([]),
    formula: distanceFormulaSchema.nullable().default(null),
    hourly: hourlyHireSchema.nullable().default(null),
    supplements: supplementsSchema.default(supplementsSchema.parse({})),
    /** off the return leg of a trip booked with its return */
    returnDiscountPercent: percent.default(0),
  })
  .refine((rate) => rate.flatFares.length > 0 || rate.formula !== null || rate.hourly !== null, {
    message: M.rateEmpty,
    path: ['flatFares'],
  });
export type TariffRate = z.output<typeof rateSchema>;

/**
 * Free cancellation until `freeUntilHours` before the pick-up; later, `feePercent` of the price
 * is kept and the rest refunded.
 */
export const cancellationPolicySchema = z.strictObject({
  freeUntilHours: z
    .number(M.hours)
    .int(M.hours)
    .min(0, M.hours)
    .max(L.freeCancellationHoursMax, M.hours),
  feePercent: percent,
});
export type CancellationPolicy = z.output<typeof cancellationPolicySchema>;

export const tariffSchema = z
  .strictObject({
    zones: z.array(zoneSchema).max(L.zones, M.tooMany),
    rates: z.array(rateSchema).max(L.rates, M.tooMany),
    /** the night supplement's hours, Paris time; `22:00`–`06:00` runs across midnight */
    night: z.strictObject({ start: clock, end: clock }),
    cancellation: cancellationPolicySchema,
  })
  .superRefine((tariff, ctx) => {
    const ids = new Set<string>();
    tariff.zones.forEach((zone, index) => {
      if (ids.has(zone.id)) {
        ctx.addIssue({ code: 'custom', message: M.zoneDuplicate, path: ['zones', index, 'id'] });
      }
      ids.add(zone.id);
    });
    const pairs = new Set<string>();
    tariff.rates.forEach((rate, index) => {
      const pair = `${rate.serviceId}/${rate.vehicleId}`;
      if (pairs.has(pair)) {
        ctx.addIssue({ code: 'custom', message: M.rateDuplicate, path: ['rates', index] });
      }
      pairs.add(pair);
      const unknown = (zone: string) => !ids.has(zone);
      rate.flatFares.forEach((fare, fareIndex) => {
        for (const end of ['from', 'to'] as const) {
          if (unknown(fare[end])) {
            ctx.addIssue({
              code: 'custom',
              message: M.zoneUnknown,
              path: ['rates', index, 'flatFares', fareIndex, end],
            });
          }
        }
      });
      rate.formula?.area.forEach((zone, areaIndex) => {
        if (unknown(zone)) {
          ctx.addIssue({
            code: 'custom',
            message: M.zoneUnknown,
            path: ['rates', index, 'formula', 'area', areaIndex],
          });
        }
      });
    });
  });
/** A tariff as written (defaults may be left out). */
export type TariffInput = z.input<typeof tariffSchema>;
/** A tariff checked, defaults filled in: what the engine reads. */
export type Tariff = z.output<typeof tariffSchema>;
