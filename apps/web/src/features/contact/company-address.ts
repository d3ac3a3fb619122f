import { company } from '../../lib/company';

/** The operator's address as shown on /contact, one line per comma of the configured address. */
export const companyAddress = {
  lines: company.address.split(/,\s*/),
} as const;

/** A map search for the address, opened on the map site itself (nothing embedded here). */
export const companyAddressMapUrl = (): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(company.address)}`;
