import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './cancellation';

const policy = { freeUntilHours: 24, feePercent: 50 };
// Wednesday 10 June 2026 at 14:00 in Paris is 12:00 UTC (summer time)
const pickup = { date: '2026-06-10', time: '14:00' };
const freeUntil = new Date('2026-06-09T12:00:00.000Z');
const later = (ms: number) => new Date(freeUntil.getTime() + ms);

describe('cancelling a trip paid online', () => {
  it('is free up to exactly the free-cancellation hours before the pick-up', () => {
    expect(cancellationTerms(policy, 12_345, pickup, later(-3_600_000))).toEqual({
      free: true,
      feeCents: 0,
      refundCents: 12_345,
      freeUntil,
    });
    expect(cancellationTerms(policy, 12_345, pickup, freeUntil)).toEqual({
      free: true,
      feeCents: 0,
      refundCents: 12_345,
      freeUntil,
    });
  });

  it('keeps the fee, rounded to the cent, a millisecond later, and refunds the rest', () => {
    // 50 % of 123.45 € is 61.725 €
    expect(cancellationTerms(policy, 12_345, pickup, later(1))).toEqual({
      free: false,
      feeCents: 6_173,
      refundCents: 6_172,
      freeUntil,
    });
  });

  it('keeps the fee after the pick-up too, never more than was paid', () => {
    const afterPickup = new Date('2026-06-10T13:00:00.000Z');
    expect(
      cancellationTerms({ freeUntilHours: 24, feePercent: 100 }, 9_000, pickup, afterPickup),
    ).toMatchObject({
      free: false,
      feeCents: 9_000,
      refundCents: 0,
    });
    expect(
      cancellationTerms({ freeUntilHours: 24, feePercent: 0 }, 9_000, pickup, afterPickup),
    ).toMatchObject({
      free: false,
      feeCents: 0,
      refundCents: 9_000,
    });
  });

  it('counts real hours across the change to summer time', () => {
    // Monday 30 March 2026 at 10:00 is 08:00 UTC; 48 real hours before is Saturday 08:00 UTC,
    // 09:00 in Paris (winter time)
    const terms = cancellationTerms(
      { freeUntilHours: 48, feePercent: 30 },
      10_000,
      { date: '2026-03-30', time: '10:00' },
      new Date('2026-03-28T08:00:00.000Z'),
    );
    expect(terms).toEqual({
      free: true,
      feeCents: 0,
      refundCents: 10_000,
      freeUntil: new Date('2026-03-28T08:00:00.000Z'),
    });
  });

  it('with no free hours, is free until the pick-up itself', () => {
    const terms = cancellationTerms(
      { freeUntilHours: 0, feePercent: 50 },
      5_000,
      pickup,
      new Date('2026-06-10T12:00:00.000Z'),
    );
    expect(terms).toMatchObject({ free: true, refundCents: 5_000 });
  });

  it('refuses an amount paid that is not whole cents', () => {
    expect(() => cancellationTerms(policy, 10.5, pickup, freeUntil)).toThrow(RangeError);
    expect(() => cancellationTerms(policy, -1, pickup, freeUntil)).toThrow(RangeError);
  });
});
