import { describe, expect, it } from 'vitest';
import { splitVat, vatPercent } from './vat';

describe('splitVat: HT, TVA and TTC from a price that includes VAT', () => {
  it.each([
    // ttc, rate, ht, tva
    [11_000, 1000, 10_000, 1_000],
    [12_000, 2000, 10_000, 2_000],
    // 100.00 / 1.1 = 90.909… → 90.91; TVA 9.09
    [10_000, 1000, 9_091, 909],
    // 100.00 / 1.2 = 83.333… → 83.33; TVA 16.67
    [10_000, 2000, 8_333, 1_667],
    // 0.01 / 1.1 = 0.00909 → 0.01; TVA 0
    [1, 1000, 1, 0],
    // 0.05 / 1.1 = 0.04545 → 0.05 (rounded to nearest); TVA 0
    [5, 1000, 5, 0],
    // 0.06 / 1.2 = 0.05 exactly
    [6, 2000, 5, 1],
    // 1 250,00 € at 10 %: 1136.3636… → 1136.36
    [125_000, 1000, 113_636, 11_364],
    // 99.99 / 1.2 = 83.325 → half a cent, rounded up to 83.33
    [9_999, 2000, 8_333, 1_666],
    // 0.11 / 1.1 = 0.10 exactly
    [11, 1000, 10, 1],
    [0, 2000, 0, 0],
  ])('%i cents at %i bp → HT %i, TVA %i', (ttc, rate, ht, tva) => {
    expect(splitVat(ttc, rate)).toEqual({
      htCents: ht,
      tvaCents: tva,
      ttcCents: ttc,
      rateBp: rate,
    });
  });

  it('always adds up to the TTC, with the TVA within half a cent of HT × rate', () => {
    for (let ttc = 0; ttc < 5_000; ttc += 7) {
      for (const rate of [1000, 2000]) {
        const { htCents, tvaCents } = splitVat(ttc, rate);
        expect(htCents + tvaCents).toBe(ttc);
        expect(Math.abs(tvaCents - (htCents * rate) / 10_000)).toBeLessThanOrEqual(
          0.5 * (1 + rate / 10_000) + 1e-9,
        );
      }
    }
  });

  it('handles large amounts exactly', () => {
    expect(splitVat(999_999_999, 2000)).toEqual({
      htCents: 833_333_333,
      tvaCents: 166_666_666,
      ttcCents: 999_999_999,
      rateBp: 2000,
    });
  });

  it.each([-1, 1.5, Number.NaN])('refuses the amount %s', (ttc) => {
    expect(() => splitVat(ttc, 1000)).toThrow(RangeError);
  });

  it.each([-1, 10_001, 10.5])('refuses the rate %s', (rate) => {
    expect(() => splitVat(100, rate)).toThrow(RangeError);
  });

  it('shows a rate as a percentage', () => {
    expect(vatPercent(1000)).toBe(10);
    expect(vatPercent(550)).toBe(5.5);
  });
});
