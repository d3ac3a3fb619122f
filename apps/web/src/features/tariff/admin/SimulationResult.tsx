import { useTranslation } from 'react-i18next';
import type { PriceAnswer, PriceOption } from '@navette/shared';
import { formatCents, PriceBreakdown } from '../../../entities/pricing/PriceBreakdown';
import { dynamicKey } from '../../../lib/translation-key';

type Priced = Extract<PriceAnswer, { outcome: 'priced' }>;

/** One vehicle class offered: its total, whether it may be booked at once, its breakdown. */
const OptionCard = ({ option, answer }: { option: PriceOption; answer: Priced }) => {
  const { t, i18n } = useTranslation('admin');
  const bookable = option.covered && answer.instantBooking;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h4 className="font-semibold text-ink-900">{option.vehicleName}</h4>
          <p className="text-sm text-slate-600">
            {t('adminTariff.simulator.capacity', {
              passengers: option.passengers,
              luggage: option.luggage,
            })}
          </p>
        </div>
        <p className="text-xl font-semibold text-ink-900">
          {t('pricing.totalTtc', { amount: formatCents(option.totalCents, i18n.language) })}
        </p>
      </div>
      <p className={`text-sm font-semibold ${bookable ? 'text-success-600' : 'text-slate-700'}`}>
        {bookable ? t('adminTariff.simulator.bookable') : t('adminTariff.simulator.estimate')}
      </p>
      {option.covered && !answer.instantBooking && (
        <p className="text-sm text-slate-600">
          {t('adminTariff.simulator.tooSoon', { hours: answer.instantBookingMinHours })}
        </p>
      )}
      <PriceBreakdown option={option} />
    </li>
  );
};

/**
 * The simulator's answer (docs/product/back-office.md#tarifs): which tariff priced it, then each
 * vehicle class offered with its price; or, when there is no price, what the visitor would read.
 */
export const SimulationResult = ({
  answer,
  usedDraft,
}: {
  answer: PriceAnswer;
  /** the unsaved draft was sent (rather than the version in force) */
  usedDraft: boolean;
}) => {
  const { t } = useTranslation('admin');
  if (answer.outcome === 'quote') {
    return (
      <p className="rounded-lg bg-ink-50 p-4 text-ink-900">
        {t(dynamicKey(`pricing.notPriced.${answer.reason}`))}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {usedDraft
          ? t('adminTariff.simulator.draftUsed')
          : t('adminTariff.simulator.versionUsed', { version: answer.tariffVersion })}
      </p>
      {answer.options.length === 0 ? (
        <p className="text-slate-600">{t('adminTariff.simulator.noOption')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {answer.options.map((option) => (
            <OptionCard key={option.vehicleId} option={option} answer={answer} />
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">
        {t('adminTariff.simulator.cancellation', {
          hours: answer.cancellation.freeUntilHours,
          percent: answer.cancellation.feePercent,
        })}
      </p>
    </div>
  );
};
