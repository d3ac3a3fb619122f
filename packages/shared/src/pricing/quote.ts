import { z } from 'zod';
import { cancellationPolicySchema } from './tariff';

/*
 * What the pricing engine reads and answers (docs/product/pricing.md), and the answer of the
 * price endpoints. The engine (engine.ts) is pure: the places are already located, the road
 * route already measured; the server does that (features/pricing).
 */

/** A located address: the geocoder's point, postcode and commune. */
export interface PricedPlace {
  lat: number;
  lon: number;
  postcode?: string;
  city?: string;
}

/** The road between a leg's ends (through its stop), as the routing service measured it. */
export interface RoadRoute {
  distanceM: number;
  durationS: number;
}

/** One leg of the trip: the outbound, or the return. */
export interface TripLeg {
  from: PricedPlace;
  to: PricedPlace;
  /** intermediate stops (the form allows one) */
  stops: number;
  /** the pick-up, Paris wall-clock time, as reservations store it */
  date: string;
  time: string;
  passengers: number;
  luggage: number;
  /** undefined when the routing service could not measure it */
  route?: RoadRoute;
}

export interface TripRequest {
  serviceId: string;
  /** the outbound, then the return when there is one */
  legs: readonly TripLeg[];
  /** hire by the hour: the hours asked for (then the route is not needed) */
  hours?: number;
  babySeat: boolean;
  boosters: boolean;
  /** waiting time expected, in minutes (the simulator's; 0 at booking) */
  waitingMinutes?: number;
}

/** A line of a price's breakdown; its label is the translation `pricing.lines.<code>`. */
export const PRICE_LINE_CODES = [
  'flatFare',
  'pickup',
  'distance',
  'time',
  'minimum',
  'hourlyPackage',
  'extraHours',
  'night',
  'sunday',
  'holiday',
  'luggage',
  'passengers',
  'babySeat',
  'booster',
  'stop',
  'waiting',
  'returnDiscount',
] as const;
export type PriceLineCode = (typeof PRICE_LINE_CODES)[number];

export const priceLineSchema = z.object({
  code: z.enum(PRICE_LINE_CODES),
  /** negative for a discount */
  amountCents: z.number().int(),
  /** km, minutes, hours, pieces… what the line counts, when it counts something */
  quantity: z.number().optional(),
  /** the percentage of a percentage line */
  percent: z.number().optional(),
  /** the flat fare's zones, by name */
  from: z.string().optional(),
  to: z.string().optional(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const LEG_KINDS = ['outbound', 'return'] as const;

export const legPriceSchema = z.object({
  leg: z.enum(LEG_KINDS),
  lines: z.array(priceLineSchema),
  totalCents: z.number().int(),
  /** the route measured, when the leg was priced by distance */
  distanceM: z.number().optional(),
  durationS: z.number().optional(),
});
export type LegPrice = z.infer<typeof legPriceSchema>;

/** How a trip was priced: a flat fare, the formula, or hire by the hour. */
export const PRICING_METHODS = ['flat', 'formula', 'hourly'] as const;

/** The engine's price of a trip with one vehicle class. */
export const tripPriceSchema = z.object({
  vehicleId: z.string(),
  method: z.enum(PRICING_METHODS),
  legs: z.array(legPriceSchema),
  /** all taxes included, the sum of the legs */
  totalCents: z.number().int(),
  /** the service's VAT rate (basis points) and the VAT the total includes */
  vatRateBp: z.number().int(),
  vatCents: z.number().int(),
  /**
   * the tariff covers the trip (a flat fare, or both ends of every leg in the formula's area, or
   * hire by the hour): it may be booked at this price; otherwise it is an estimate for a quote
   */
  covered: z.boolean(),
});
export type TripPrice = z.infer<typeof tripPriceSchema>;

/** A vehicle class offered for the trip, with its price. */
export const priceOptionSchema = tripPriceSchema.extend({
  vehicleName: z.string(),
  passengers: z.number().int(),
  luggage: z.number().int(),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;

/** Why a trip gets no price: the request goes to the company as a quote request. */
export const NOT_PRICED_REASONS = [
  /** no rate for this service */
  'no_tariff',
  /** an address the geocoder does not find */
  'address_not_found',
  /** the routing service is down, slow or has no road */
  'route_unavailable',
  /** no vehicle of the fleet takes the passengers and luggage */
  'no_vehicle',
] as const;
export type NotPricedReason = (typeof NOT_PRICED_REASONS)[number];

/**
 * POST /api/prices (and the back-office's simulator): the vehicle classes that take the party,
 * cheapest first, each with its price, or why there is none.
 */
export const priceAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('priced'),
    /** the tariff version the prices come from */
    tariffVersion: z.number().int(),
    options: z.array(priceOptionSchema),
    /**
     * the pick-up is at least INSTANT_BOOKING_MIN_HOURS away: a covered option may be booked
     * and paid at once; otherwise the request is a quote request with the estimate
     */
    instantBooking: z.boolean(),
    instantBookingMinHours: z.number().int(),
    cancellation: cancellationPolicySchema,
  }),
  z.object({
    outcome: z.literal('quote'),
    reason: z.enum(NOT_PRICED_REASONS),
  }),
]);
export type PriceAnswer = z.infer<typeof priceAnswerSchema>;

/**
 * The price of a reservation as it was priced, kept on it for good: the tariff version, the
 * vehicle class and the breakdown. A later tariff never changes it.
 */
export const reservationPricingSchema = z.object({
  tariffVersion: z.number().int(),
  pricedAt: z.string(),
  option: priceOptionSchema,
  cancellation: cancellationPolicySchema,
  /** booked at this price (true), or a quote request with this estimate (false) */
  instant: z.boolean(),
});
export type ReservationPricing = z.infer<typeof reservationPricingSchema>;
