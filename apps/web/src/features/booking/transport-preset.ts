import type { TransportMode } from '@navette/shared';

const TRAIN_WORDS = new Set(['gare', 'gares', 'train']);
const PLANE_WORDS = new Set(['aeroport', 'airport', 'avion']);

/**
 * The guest form's `?service=` preset (docs/product/booking.md): gare, gares or train → train; aeroport, airport
 * or avion → avion; anything else → aucun. Case and accents are ignored, because the links come
 * from marketing pages and e-mails written by hand ('Aéroport').
 */
export const transportModeFromServiceParam = (param: string | null): TransportMode => {
  const word = (param ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  if (TRAIN_WORDS.has(word)) return 'train';
  if (PLANE_WORDS.has(word)) return 'avion';
  return 'aucun';
};
