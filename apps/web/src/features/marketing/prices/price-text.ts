import { useTranslation } from 'react-i18next';
import { formatEuros } from '@navette/shared';
import type { PublicZone } from '@navette/shared';

/**
 * A tariff's amount (euro cents) as the reader writes it, its cents shown only when it has some:
 * `75 €`, `12,50 €` (docs/architecture.md#shared-formatting).
 */
export const usePriceText = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const price = (cents: number) => formatEuros(cents / 100, language, 'when-needed');
  return {
    price,
    /** `À partir de 45 €` */
    from: (cents: number) => t('prices.from', { price: price(cents) }),
    /** a zone's name in the reader's language, the French one where the English is empty */
    zone: (zone: PublicZone) =>
      language.startsWith('en') && zone.nameEn ? zone.nameEn : zone.name,
  };
};
