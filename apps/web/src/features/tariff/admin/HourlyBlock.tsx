import { useTranslation } from 'react-i18next';
import { newHourlyDraft } from './tariff-draft';
import { useRate, useTariffEditor } from './tariff-editor-context';
import { RowList } from './RowList';
import { MoneyInput, OptionalBlock, WholeInput } from './TariffFields';

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
    <OptionalBlock
      title={t('adminTariff.rates.hourly.title')}
      enableLabel={t('adminTariff.rates.hourly.enable')}
      enabled={hourly !== null}
      onToggle={(on) =>
        editRate((edited) => {
          edited.hourly = on ? newHourlyDraft() : null;
        })
      }
    >
      {hourly && (
        <>
          {own && <p className="text-sm text-error-600">{own}</p>}
          <RowList
            items={hourly.packages}
            legend={(n) => t('adminTariff.rates.hourly.legend', { n })}
            columns="sm:grid-cols-[8rem_9rem_auto]"
            buttonClassName="sm:pt-7"
            removeText={t('adminTariff.rates.hourly.remove')}
            removeLabel={(n) => t('adminTariff.rates.hourly.removeLabel', { n })}
            onRemove={(packageIndex) =>
              editRate((edited) => void edited.hourly?.packages.splice(packageIndex, 1))
            }
            addText={t('adminTariff.rates.hourly.add')}
            onAdd={() =>
              editRate((edited) => void edited.hourly?.packages.push({ hours: '', price: '' }))
            }
          >
            {(item, packageIndex) => {
              const path = `${at}.hourly.packages.${packageIndex}`;
              const change = (key: 'hours' | 'price') => (value: string) =>
                editRate((edited) => {
                  const target = edited.hourly?.packages[packageIndex];
                  if (target) target[key] = value;
                });
              return (
                <>
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
                </>
              );
            }}
          </RowList>
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
    </OptionalBlock>
  );
};
