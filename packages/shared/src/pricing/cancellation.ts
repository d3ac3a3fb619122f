import { parisWallClockToInstant } from './calendar';
import type { CancellationPolicy } from './tariff';

/*
 * What a customer gets back when cancelling a trip paid online (docs/product/pricing.md): all
 * of it until `freeUntilHours` before the pick-up (that very instant included); later, the
 * company keeps `feePercent` of the price, rounded to the cent, and refunds the rest.
 */

export interface CancellationTerms {
  /** cancelling now costs nothing */
  free: boolean;
  /** what the company keeps, in cents */
  feeCents: number;
  /** what goes back to the customer, in cents */
  refundCents: number;
  /** the last instant a cancellation is free */
  freeUntil: Date;
}

export const cancellationTerms = (
  policy: CancellationPolicy,
  paidCents: number,
  pickup: { date: string; time: string },
  now: Date,
): CancellationTerms => {
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) {
    throw new RangeError(`an amount paid is a whole, non-negative number of cents: ${paidCents}`);
  }
  const pickupAt = parisWallClockToInstant(pickup.date, pickup.time).getTime();
  const freeUntil = new Date(pickupAt - policy.freeUntilHours * 3_600_000);
  if (now.getTime() <= freeUntil.getTime()) {
    return { free: true, feeCents: 0, refundCents: paidCents, freeUntil };
  }
  const feeCents = Math.min(paidCents, Math.round((paidCents * policy.feePercent) / 100));
  return { free: false, feeCents, refundCents: paidCents - feeCents, freeUntil };
};
