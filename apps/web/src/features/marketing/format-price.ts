import type { Language } from '@navette/shared';

const formatters = new Map<string, Intl.NumberFormat>();

/** Whole euros in the reader's language: "350 €" in French, "€350" in English. */
export const formatEuros = (amount: number, language: string): string => {
  const lng: Language = language.startsWith('en') ? 'en' : 'fr';
  let formatter = formatters.get(lng);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lng === 'en' ? 'en-GB' : 'fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    formatters.set(lng, formatter);
  }
  return formatter.format(amount);
};
