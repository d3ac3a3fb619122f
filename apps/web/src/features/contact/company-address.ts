/**
 * The operator's address as shown on /contact. It mirrors the server's COMPANY_ADDRESS default;
 * like the phone and e-mail in lib/company.ts, it is to come from the server's configuration
 * when the company's details are served to the app.
 */
export const companyAddress = {
  lines: ['12 avenue de l’Opéra', '75001 Paris'],
} as const;

/** A map search for the address, opened on the map site itself (nothing embedded here). */
export const companyAddressMapUrl = (): string =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(companyAddress.lines.join(', '))}`;
