/**
 * The four tours of the home page (docs/product/public-site.md#tours): duration in hours, the van price and
 * the "from" price (sedan) in euros. Copy lives under `tours.items.<id>`.
 */
export const TOURS = [
  { id: 'paris', hours: 4, price: 350, fromPrice: 280, art: 'city' },
  { id: 'versailles', hours: 3, price: 320, fromPrice: 250, art: 'tours' },
  { id: 'giverny', hours: 5, price: 450, fromPrice: 380, art: 'expressFrance' },
  { id: 'night', hours: 4, price: 380, fromPrice: 320, art: 'van' },
] as const;

export type Tour = (typeof TOURS)[number];
