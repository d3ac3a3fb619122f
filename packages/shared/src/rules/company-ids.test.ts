import { describe, expect, it } from 'vitest';
import { isValidIce, isValidSiret, normalizeCompanyId } from './company-ids';

describe('company identifiers', () => {
  it('accepts a SIRET of exactly 14 digits, written in groups or not', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret(' 732829320\t00074 ')).toBe(true);
  });

  it.each([
    ['13 digits', '7328293200007'],
    ['15 digits', '732829320000745'],
    ['a letter', '7328293200007A'],
    ['a dash', '732-829-320-0007'],
    ['empty', ''],
    ['Arabic-Indic digits', '٧٣٢٨٢٩٣٢٠٠٠٠٧٤'],
  ])('refuses a SIRET with %s', (_case, value) => {
    expect(isValidSiret(value)).toBe(false);
  });

  it('accepts an ICE of exactly 15 digits and refuses 14 or 16', () => {
    expect(isValidIce('001524398000073')).toBe(true);
    expect(isValidIce('001 524 398 000 073')).toBe(true);
    expect(isValidIce('00152439800007')).toBe(false);
    expect(isValidIce('0015243980000731')).toBe(false);
    expect(isValidIce('00152439800007x')).toBe(false);
  });

  it('drops every space when normalising', () => {
    expect(normalizeCompanyId(' 12 34\n56 ')).toBe('123456');
  });
});
