import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PriceOption } from '@navette/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { PriceBreakdown, formatCents } from '../../../entities/pricing/PriceBreakdown';
import { dynamicKey } from '../../../lib/translation-key';
import type { BookingValues } from '../booking-form';
import type { PriceBooking, PricedAnswer } from '../use-price-booking';

/** One vehicle class offered: the radio that chooses it, its price, and its breakdown. */
const OptionCard = ({
  option,
  isChosen,
  onChoose,
}: {
  option: PriceOption;
  isChosen: boolean;
  onChoose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-lg border border-slate-200 bg-white has-[:checked]:border-gold-500 has-[:checked]:bg-gold-50">
      <label className="flex cursor-pointer items-start gap-3 p-4">
        <input
          type="radio"
          name="vehicule"
          value={option.vehicleId}
          checked={isChosen}
          onChange={onChoose}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-ink-900"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-semibold text-ink-900">{option.vehicleName}</span>{' '}
          <span className="text-sm text-slate-600">
            {t('booking.summary.passengerCount', { count: option.passengers })} ·{' '}
            {t('booking.summary.baggageCount', { count: option.luggage })}
          </span>{' '}
          <span className="font-semibold text-ink-900">
            {t('booking.price.estimated', {
              amount: formatCents(option.totalCents, i18n.language),
            })}
          </span>
          {!option.covered && (
            <span className="text-sm text-slate-700"> {t('booking.price.estimate')}</span>
          )}
        </span>
      </label>
      <details className="border-t border-slate-200 px-4 py-2">
        <summary className="cursor-pointer text-sm font-semibold text-gold-700">
          {t('booking.price.breakdown')}
        </summary>
        <div className="pt-2">
          <PriceBreakdown option={option} />
        </div>
      </details>
    </li>
  );
};

/** What booking this trip means: the cancellation terms, and whether it goes as a quote. */
const PriceTerms = ({
  priced,
  booking,
  isSummary,
}: {
  priced: PricedAnswer;
  booking: PriceBooking;
  isSummary: boolean;
}) => {
  const { t } = useTranslation();
  const { cancellation } = priced;
  const isTooSoon = booking.chosen?.covered === true && !priced.instantBooking;
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-700">
      <p>
        {cancellation.feePercent === 0
          ? t('booking.price.cancellationFree')
          : t('booking.price.cancellation', {
              hours: cancellation.freeUntilHours,
              percent: cancellation.feePercent,
            })}
      </p>
      {isTooSoon && <p>{t('booking.price.tooSoon', { hours: priced.instantBookingMinHours })}</p>}
      {isSummary && booking.chosen && !booking.isBookable && (
        <p className="font-semibold text-ink-900">{t('booking.price.quoteWithEstimate')}</p>
      )}
    </div>
  );
};

/**
 * The price of the trip beside the form from step 2 (docs/product/pricing.md#in-the-booking-forms):
 * while it is worked out, `Calcul du prix…`; then each vehicle class offered, cheapest first,
 * with its price and breakdown, the chosen one marked, and the cancellation terms; or why there
 * is no price and that it will follow. On the summary the class is already listed: the terms
 * and what sending means only.
 */
export const TripPrice = ({
  booking,
  isSummary,
}: {
  booking: PriceBooking;
  isSummary: boolean;
}) => {
  const { t } = useTranslation();
  const { setValue } = useFormContext<BookingValues>();
  const { state, priced, chosen, refusal } = booking;
  if (state.status === 'idle' && !refusal) return null;

  const body = () => {
    if (state.status === 'idle') return null;
    if (state.status === 'loading') return <p role="status">{t('booking.price.loading')}</p>;
    if (state.status === 'failed') return <p>{t('pricing.notPriced.no_tariff')}</p>;
    if (state.answer.outcome === 'quote') {
      return <p>{t(dynamicKey(`pricing.notPriced.${state.answer.reason}`))}</p>;
    }
    if (!priced || priced.options.length === 0) return <p>{t('pricing.notPriced.no_vehicle')}</p>;
    return (
      <>
        {!isSummary && (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink-900">
              {t('booking.price.vehicleLegend')}
            </legend>
            <ul className="flex flex-col gap-3">
              {priced.options.map((option) => (
                <OptionCard
                  key={option.vehicleId}
                  option={option}
                  isChosen={option.vehicleId === chosen?.vehicleId}
                  onChoose={() => setValue('vehicule', option.vehicleId)}
                />
              ))}
            </ul>
          </fieldset>
        )}
        <PriceTerms priced={priced} booking={booking} isSummary={isSummary} />
      </>
    );
  };

  return (
    <section
      aria-labelledby="trip-price"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-6"
    >
      <h3 id="trip-price" className="font-serif text-xl font-semibold text-ink-900">
        {t('booking.price.title')}
      </h3>
      <FormAlert tone="error">{refusal}</FormAlert>
      <div aria-live="polite" className="flex flex-col gap-3 text-slate-700">
        {body()}
      </div>
    </section>
  );
};
