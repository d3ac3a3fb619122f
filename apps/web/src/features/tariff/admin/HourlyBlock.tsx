import { useTranslation } from 'react-i18next';
import { newHourlyDraft } from './tariff-draft';
import { useRate, useTariffEditor } from './tariff-editor-context';
import { CheckboxRow, EditorBlock, MoneyInput, WholeInput } from './TariffFields';

/**
 * Hire by the hour of a pair (docs/product/back-office.md#tarifs): off, or packages of whole
 * hours with their prices, and the price of each hour beyond.
 */
export const HourlyBlock = ({ index }: { index: number }) => {
  const { t } = useTranslation('admin');
  const { errorOf } = useTariffEditor();
  const { rate, at, editRate } = useRate(index);
  if (!rate) return null;
  const hourly = rate.hourly;
  const own = errorOf(`${at}.hourly.packages`, true);
  return (
    <EditorBlock title={t('adminTariff.rates.hourly.title')}>
      <CheckboxRow
        label={t('adminTariff.rates.hourly.enable')}
        checked={hourly !== null}
        onChange={(on) =>
          editRate((edited) => {
            edited.hourly = on ? newHourlyDraft() : null;
          })
        }
      />
      {hourly && (
        <>
          {own && <p className="text-sm text-error-600">{own}</p>}
          <ol className="flex flex-col gap-3">
            {hourly.packages.map((item, packageIndex) => {
              const path = `${at}.hourly.packages.${packageIndex}`;
              const n = packageIndex + 1;
              const change = (key: 'hours' | 'price') => (value: string) =>
                editRate((edited) => {
                  const target = edited.hourly?.packages[packageIndex];
                  if (target) target[key] = value;
                });
              return (
                <li key={packageIndex}>
                  <fieldset className="grid items-start gap-x-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[8rem_9rem_auto]">
                    <legend className="px-1 text-sm font-semibold text-ink-900">
                      {t('adminTariff.rates.hourly.legend', { n })}
                    </legend>
                    <WholeInput
                      label={t('adminTariff.rates.hourly.hours')}
                      path={`${path}.hours`}
                      value={item.hours}
                      onChange={change('hours')}
                    />
                    <MoneyInput
                      label={t('adminTariff.rates.hourly.price')}
                      path={`${path}.priceCents`}
                      value={item.price}
                      onChange={change('price')}
                    />
                    <div className="sm:pt-7">
                      <button
                        type="button"
                        aria-label={t('adminTariff.rates.hourly.removeLabel', { n })}
                        onClick={() =>
                          editRate((edited) => void edited.hourly?.packages.splice(packageIndex, 1))
                        }
                        className="btn btn-outline min-h-11 px-3 text-sm"
                      >
                        {t('adminTariff.rates.hourly.remove')}
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <div>
            <button
              type="button"
              onClick={() =>
                editRate((edited) => void edited.hourly?.packages.push({ hours: '', price: '' }))
              }
              className="btn btn-outline min-h-11 px-4 text-sm"
            >
              {t('adminTariff.rates.hourly.add')}
            </button>
          </div>
          <MoneyInput
            label={t('adminTariff.rates.hourly.extraHour')}
            path={`${at}.hourly.extraHourCents`}
            value={hourly.extraHour}
            onChange={(value) =>
              editRate((edited) => {
                if (edited.hourly) edited.hourly.extraHour = value;
              })
            }
            className="max-w-xs"
          />
        </>
      )}
    </EditorBlock>
  );
};
