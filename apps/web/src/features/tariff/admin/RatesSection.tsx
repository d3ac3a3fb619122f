import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast-store';
import { rateIndexOf } from './draft-edits';
import { newRateDraft } from './tariff-draft';
import { useTariffEditor } from './tariff-editor-context';
import { usePairName, type RatePair } from './pair-name';
import { RateEditor } from './RateEditor';
import { SelectInput, TariffSection } from './TariffFields';

/**
 * The prices by service and vehicle (docs/product/back-office.md#tarifs): the pairs that have
 * some, the pair chosen, and its prices, or the button that gives it some.
 */
export const RatesSection = ({
  pair,
  onPairChange,
}: {
  pair: RatePair;
  onPairChange: (pair: RatePair) => void;
}) => {
  const { t } = useTranslation('admin');
  const { draft, edit, errorOf, hasErrorUnder, clearErrors, services, vehicles, language } =
    useTariffEditor();
  const pairName = usePairName(services, vehicles);
  const index = rateIndexOf(draft, pair.serviceId, pair.vehicleId);

  const add = () =>
    edit((next) => {
      next.rates.push(newRateDraft(pair.serviceId, pair.vehicleId, language));
    });
  const askRemove = () =>
    toast.confirm(t('adminTariff.rates.confirmRemove', { pair: pairName(pair) }), {
      onConfirm: () => {
        edit((next) => {
          next.rates.splice(rateIndexOf(next, pair.serviceId, pair.vehicleId), 1);
        });
        clearErrors();
      },
    });

  return (
    <TariffSection title={t('adminTariff.rates.title')} intro={t('adminTariff.rates.intro')}>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-ink-900">{t('adminTariff.rates.configured')}</p>
        {draft.rates.length === 0 ? (
          <p className="text-sm text-slate-600">{t('adminTariff.rates.none')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {draft.rates.map((rate, rateIndex) => (
              <li key={`${rate.serviceId}/${rate.vehicleId}`}>
                <button
                  type="button"
                  aria-pressed={rateIndex === index}
                  onClick={() =>
                    onPairChange({ serviceId: rate.serviceId, vehicleId: rate.vehicleId })
                  }
                  className="btn btn-outline min-h-11 px-3 text-sm aria-pressed:border-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white"
                >
                  {pairName(rate)}
                  {hasErrorUnder(`rates.${rateIndex}`) && ` (${t('adminTariff.rates.toFix')})`}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {services.length === 0 || vehicles.length === 0 ? (
        <p className="text-slate-600">{t('adminTariff.rates.noLookups')}</p>
      ) : (
        <>
          <div className="grid gap-x-4 md:grid-cols-2">
            <SelectInput
              label={t('adminTariff.rates.service')}
              value={pair.serviceId}
              options={services.map((service) => ({ value: service._id, label: service.name }))}
              onChange={(serviceId) => onPairChange({ ...pair, serviceId })}
            />
            <SelectInput
              label={t('adminTariff.rates.vehicle')}
              value={pair.vehicleId}
              options={vehicles.map((vehicle) => ({ value: vehicle._id, label: vehicle.nom }))}
              onChange={(vehicleId) => onPairChange({ ...pair, vehicleId })}
            />
          </div>
          {index === -1 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-slate-600">{t('adminTariff.rates.noPair')}</p>
              <button type="button" onClick={add} className="btn btn-ink min-h-11 px-4 text-sm">
                {t('adminTariff.rates.add')}
              </button>
            </div>
          ) : (
            <>
              {/* the pair's own message: a second rate for it */}
              {errorOf(`rates.${index}`, true) && (
                <p className="text-sm text-error-600">{errorOf(`rates.${index}`, true)}</p>
              )}
              <RateEditor index={index} />
              <div>
                <button
                  type="button"
                  onClick={askRemove}
                  className="btn btn-outline min-h-11 border-error-600 px-4 text-sm text-error-600"
                >
                  {t('adminTariff.rates.remove')}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </TariffSection>
  );
};
