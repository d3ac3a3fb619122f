import { useTranslation } from 'react-i18next';
import { usePriceText } from './price-text';
import type { Arriving } from './public-tariff';

/**
 * Where a price goes, in a line that keeps its height whatever arrives: a bar one line tall while
 * the prices load (the prerendered page is drawn with it), then `text`, or `fallback` (the
 * page's "sur devis" wording) when there is no price to show.
 */
export const PriceSlot = ({ text, fallback }: { text: Arriving<string>; fallback: string }) => {
  const { t } = useTranslation();
  if (text !== undefined) return <>{text ?? fallback}</>;
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-[1lh] w-36 max-w-full animate-pulse rounded-md bg-current/15 align-top"
      />
      <span className="sr-only">{t('prices.loading')}</span>
    </>
  );
};

/** `À partir de 45 €`, in a PriceSlot. */
export const FromPrice = ({ cents, fallback }: { cents: Arriving<number>; fallback: string }) => {
  const { from } = usePriceText();
  return <PriceSlot text={typeof cents === 'number' ? from(cents) : cents} fallback={fallback} />;
};
