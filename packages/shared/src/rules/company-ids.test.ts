import { describe, expect, it } from 'vitest';
import {
  isValidFrenchVatNumber,
  isValidIce,
  isValidSiren,
  isValidSiret,
  isValidSiretWithKey,
  normalizeCompanyId,
  passesLuhn,
  sirenOfVatNumber,
} from './company-ids';

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

describe('the company identifiers printed on documents', () => {
  it('checks the Luhn key', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a')).toBe(false);
  });

  it.each(['732829320', '732 829 320', '552100554', '443061841'])('accepts the SIREN %s', (v) => {
    expect(isValidSiren(v)).toBe(true);
  });

  it.each([
    ['a wrong key', '732829321'],
    ['8 digits', '73282932'],
    ['10 digits', '7328293200'],
    ['a letter', '73282932A'],
    ['empty', ''],
  ])('refuses a SIREN with %s', (_case, v) => {
    expect(isValidSiren(v)).toBe(false);
  });

  it.each(['73282932000074', '732 829 320 00074', '44306184100047', '35600000000056'])(
    'accepts the SIRET %s',
    (v) => {
      expect(isValidSiretWithKey(v)).toBe(true);
    },
  );

  it.each([
    ['a wrong key', '73282932000075'],
    ['13 digits', '7328293200007'],
    ['a La Poste number whose digits do not add up to a multiple of 5', '35600000000049'],
  ])('refuses a SIRET with %s', (_case, v) => {
    expect(isValidSiretWithKey(v)).toBe(false);
  });

  it('checks a French VAT number against its SIREN', () => {
    // key of 732829320: (12 + 3 × (732829320 mod 97)) mod 97 = 44
    expect(isValidFrenchVatNumber('FR44732829320')).toBe(true);
    expect(isValidFrenchVatNumber('fr 44 732 829 320')).toBe(true);
    expect(isValidFrenchVatNumber('FR45732829320')).toBe(false);
    expect(isValidFrenchVatNumber('FR44732829321')).toBe(false);
    expect(isValidFrenchVatNumber('DE44732829320')).toBe(false);
    expect(sirenOfVatNumber('FR 44 732 829 320')).toBe('732829320');
  });
});
