import { reservationPricingSchema, type ReservationPricing } from '@navette/shared';

/**
 * The price of the airport trip as the tariff gave it (version 3, Mercedes Classe V): a flat
 * fare of 85,00 € TTC, free cancellation until 48 h before the pick-up, then 30 % kept. The
 * back-office's and the customer's fixtures carry it, through the real schema.
 */
export const tariffPricing = (overrides: Partial<ReservationPricing> = {}): ReservationPricing =>
  reservationPricingSchema.parse({
    tariffVersion: 3,
    pricedAt: '2031-05-01T10:00:00.000Z',
    option: {
      vehicleId: 'a1b2c3d4-0000-4000-8000-0000000000aa',
      vehicleName: 'Mercedes Classe V',
      passengers: 7,
      luggage: 7,
      method: 'flat',
      legs: [
        {
          leg: 'outbound',
          lines: [
            { code: 'flatFare', amountCents: 7500, from: 'Paris', to: 'Aéroport CDG' },
            { code: 'luggage', amountCents: 1000, quantity: 2 },
          ],
          totalCents: 8500,
        },
      ],
      totalCents: 8500,
      vatRateBp: 1000,
      vatCents: 773,
      covered: true,
    },
    cancellation: { freeUntilHours: 48, feePercent: 30 },
    instant: true,
    ...overrides,
  });

/** 48 h before the fixtures' pick-up, 14 June 2031 at 09:30 in Paris (summer time, UTC+2). */
export const FREE_CANCELLATION_END = '2031-06-12T07:30:00.000Z';
