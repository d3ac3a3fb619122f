import { useTranslation } from 'react-i18next';
import { formatEuros, localeOf } from '@navette/shared';
import type { LegPrice, PriceLine, PriceOption } from '@navette/shared';
import { dynamicKey } from '../../lib/translation-key';

/*
 * A trip's price, line by line, as the pricing engine answered it (docs/product/pricing.md): the
 * back-office's simulator and the booking forms show the same breakdown. Each line's label is
 * `pricing.lines.<code>` (booking namespace), filled with what the line counts; the legs are
 * titled only when the trip has a return.
 */

/** Cents as the reader's language writes an amount to pay: `85,00 €`, `€85.00`. */
export const formatCents = (cents: number, language: string): string =>
  formatEuros(cents / 100, language, 'always');

/** A quantity or a rate as the language writes it, at most one decimal: `32,4`, `5,5`. */
const formatNumber = (value: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);

const useLineLabel = () => {
  const { t, i18n } = useTranslation('booking');
  return (line: PriceLine): string =>
    t(dynamicKey(`pricing.lines.${line.code}`), {
      quantity: line.quantity === undefined ? '' : formatNumber(line.quantity, i18n.language),
      percent: line.percent === undefined ? '' : formatNumber(line.percent, i18n.language),
      from: line.from ?? '',
      to: line.to ?? '',
    });
};

const Row = ({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) => (
  <div className={`flex items-baseline justify-between gap-4 ${strong ? 'font-semibold' : ''}`}>
    <dt className={strong ? 'text-ink-900' : 'text-slate-700'}>{label}</dt>
    <dd className="shrink-0 text-ink-900 tabular-nums">{amount}</dd>
  </div>
);

const Leg = ({ leg, titled }: { leg: LegPrice; titled: boolean }) => {
  const { t, i18n } = useTranslation('booking');
  const label = useLineLabel();
  const language = i18n.language;
  const title = t(leg.leg === 'return' ? 'pricing.legs.return' : 'pricing.legs.outbound');
  return (
    <div className="flex flex-col gap-1">
      {titled && <p className="font-semibold text-ink-900">{title}</p>}
      {leg.distanceM !== undefined && leg.durationS !== undefined && (
        <p className="text-sm text-slate-600">
          {t('pricing.route', {
            distance: formatNumber(leg.distanceM / 1000, language),
            duration: Math.round(leg.durationS / 60),
          })}
        </p>
      )}
      <dl aria-label={title} className="flex flex-col gap-1 text-sm">
        {leg.lines.map((line, index) => (
          // the lines come in the engine’s order; the index keeps a repeated code apart
          <Row
            key={`${line.code}-${index}`}
            label={label(line)}
            amount={formatCents(line.amountCents, language)}
          />
        ))}
        {titled && (
          <Row
            label={t('pricing.legTotal')}
            amount={formatCents(leg.totalCents, language)}
            strong
          />
        )}
      </dl>
    </div>
  );
};

/**
 * The breakdown of one vehicle class's price: each leg's lines (and its route when measured),
 * then the total, all taxes included, and the VAT it includes.
 */
export const PriceBreakdown = ({ option }: { option: PriceOption }) => {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const titled = option.legs.length > 1;
  return (
    <div className="flex flex-col gap-3">
      {option.legs.map((leg) => (
        <Leg key={leg.leg} leg={leg} titled={titled} />
      ))}
      <dl className="flex flex-col gap-1 border-t border-slate-200 pt-2">
        <Row label={t('pricing.total')} amount={formatCents(option.totalCents, language)} strong />
      </dl>
      <p className="text-sm text-slate-600">
        {t('pricing.vat', {
          rate: formatNumber(option.vatRateBp / 100, language),
          amount: formatCents(option.vatCents, language),
        })}
      </p>
    </div>
  );
};
