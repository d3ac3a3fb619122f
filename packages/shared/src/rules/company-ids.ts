import { ICE_DIGITS, SIRET_DIGITS } from '../constants';

/** Company numbers are often written in groups ("123 456 789 00012"): spaces do not count. */
export const normalizeCompanyId = (value: string): string => value.replace(/\s+/g, '');

const hasExactDigits = (value: string, digits: number): boolean =>
  new RegExp(`^[0-9]{${digits}}$`).test(normalizeCompanyId(value));

/** French company registration number (SIRET): exactly 14 digits, spaces ignored. */
export const isValidSiret = (value: string): boolean => hasExactDigits(value, SIRET_DIGITS);

/** Moroccan common company identifier (ICE): exactly 15 digits, spaces ignored. */
export const isValidIce = (value: string): boolean => hasExactDigits(value, ICE_DIGITS);

/*
 * The company's own identifiers, checked at start-up (docs/product/documents.md#the-operators-
 * identity): a SIREN is 9 digits and a SIRET 14, both ending with a Luhn check digit. La Poste's
 * establishments (SIREN 356 000 000) are the one published exception: their SIRET's digits add
 * up to a multiple of 5 instead.
 */
export const SIREN_DIGITS = 9;
const LA_POSTE_SIREN = '356000000';

/** The Luhn checksum (ISO/IEC 7812): doubling every second digit from the right. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** A SIREN: 9 digits (spaces ignored) with a valid Luhn key. */
export const isValidSiren = (value: string): boolean => {
  const digits = normalizeCompanyId(value);
  return hasExactDigits(digits, SIREN_DIGITS) && passesLuhn(digits);
};

/** A SIRET with its key checked: 14 digits (spaces ignored), Luhn, or La Poste's rule. */
export const isValidSiretWithKey = (value: string): boolean => {
  const digits = normalizeCompanyId(value);
  if (!hasExactDigits(digits, SIRET_DIGITS)) return false;
  if (digits.startsWith(LA_POSTE_SIREN)) {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  return passesLuhn(digits);
};

/**
 * A French intra-community VAT number: FR, a two-digit key, then the SIREN; the key is
 * (12 + 3 × (SIREN mod 97)) mod 97. Spaces are ignored.
 */
export const isValidFrenchVatNumber = (value: string): boolean => {
  const compact = normalizeCompanyId(value).toUpperCase();
  const match = /^FR([0-9]{2})([0-9]{9})$/.exec(compact);
  if (!match) return false;
  const [, key, siren] = match as unknown as [string, string, string];
  if (!isValidSiren(siren)) return false;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
};

/** The SIREN inside a French VAT number (its last 9 digits). */
export const sirenOfVatNumber = (value: string): string => normalizeCompanyId(value).slice(-9);
