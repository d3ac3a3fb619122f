import type { VatRateBp } from '../constants';

/*
 * VAT on a price that includes it (docs/product/documents.md#amounts). Prices are quoted to
 * customers all taxes included (TTC), in cents; the documents show the price before tax (HT), the
 * tax (TVA) and the total. One rule, used by every document: the HT is the TTC divided by
 * (1 + rate), rounded to the nearest cent with half a cent rounded up, as French invoices do;
 * the TVA is the difference, so that HT + TVA is always exactly the TTC the customer paid.
 */

export interface VatSplit {
  /** price before tax, in cents */
  htCents: number;
  /** the tax, in cents */
  tvaCents: number;
  /** price including tax, in cents: htCents + tvaCents */
  ttcCents: number;
  /** the rate, in basis points (1000 = 10 %) */
  rateBp: number;
}

/** Integer division rounding half up, for non-negative integers (no floating point involved). */
const divideRoundingHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export const splitVat = (ttcCents: number, rateBp: VatRateBp | number): VatSplit => {
  if (!Number.isSafeInteger(ttcCents) || ttcCents < 0) {
    throw new RangeError(`a TTC amount is a whole, non-negative number of cents: ${ttcCents}`);
  }
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) {
    throw new RangeError(`a VAT rate is a whole number of basis points from 0 to 10000: ${rateBp}`);
  }
  const htCents = divideRoundingHalfUp(ttcCents * 10_000, 10_000 + rateBp);
  return { htCents, tvaCents: ttcCents - htCents, ttcCents, rateBp };
};

/** 1000 → 10, 550 → 5.5: the rate as a percentage, for display. */
export const vatPercent = (rateBp: number): number => rateBp / 100;
