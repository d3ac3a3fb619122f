import { priceAnswerSchema, priceOptionSchema } from '@navette/shared';
import type { PriceAnswer, PriceOption } from '@navette/shared';

/*
 * The price answers of the booking tests, through the real schemas so that they cannot drift
 * from the API.
 */

/** A class priced by a flat fare, VAT at 10 % included. */
const flatFareOption = (
  vehicle: Pick<PriceOption, 'vehicleId' | 'vehicleName' | 'passengers' | 'luggage'>,
  totalCents: number,
  covered = true,
): PriceOption =>
  priceOptionSchema.parse({
    ...vehicle,
    method: 'flat',
    legs: [
      {
        leg: 'outbound',
        lines: [{ code: 'flatFare', amountCents: totalCents, from: 'Paris', to: 'Aéroport CDG' }],
        totalCents,
      },
    ],
    totalCents,
    vatRateBp: 1000,
    vatCents: Math.round(totalCents - totalCents / 1.1),
    covered,
  });

const SEDAN = { vehicleId: 'veh-sedan', vehicleName: 'Berline', passengers: 4, luggage: 3 };
const VAN = { vehicleId: 'veh-van', vehicleName: 'Van', passengers: 8, luggage: 8 };

export const sedanAt = (totalCents: number, covered = true) =>
  flatFareOption(SEDAN, totalCents, covered);
export const vanAt = (totalCents: number, covered = true) =>
  flatFareOption(VAN, totalCents, covered);

/** A priced trip: bookable at once, 24 h before the pick-up, 50 % kept after. */
export const pricedAnswer = (
  options: PriceOption[],
  overrides: Partial<Extract<PriceAnswer, { outcome: 'priced' }>> = {},
): PriceAnswer =>
  priceAnswerSchema.parse({
    outcome: 'priced',
    tariffVersion: 3,
    options,
    instantBooking: true,
    instantBookingMinHours: 24,
    cancellation: { freeUntilHours: 24, feePercent: 50 },
    ...overrides,
  });

/** The sedan at 85 € and the van at 110 €, cheapest first, as the server lists them. */
export const SEDAN_AND_VAN = pricedAnswer([sedanAt(8500), vanAt(11_000)]);
