import { ICE_DIGITS, SIRET_DIGITS } from '../constants';

/** Company numbers are often written in groups ("123 456 789 00012"): spaces do not count. */
export const normalizeCompanyId = (value: string): string => value.replace(/\s+/g, '');

const hasExactDigits = (value: string, digits: number): boolean =>
  new RegExp(`^[0-9]{${digits}}$`).test(normalizeCompanyId(value));

/** French company registration number (SIRET): exactly 14 digits, spaces ignored. */
export const isValidSiret = (value: string): boolean => hasExactDigits(value, SIRET_DIGITS);

/** Moroccan common company identifier (ICE): exactly 15 digits, spaces ignored. */
export const isValidIce = (value: string): boolean => hasExactDigits(value, ICE_DIGITS);
