import { useTranslation } from 'react-i18next';
import type { FlatFareDraft } from './tariff-draft';
import { useRate, useTariffEditor } from './tariff-editor-context';
import { RowList } from './RowList';
import { CheckboxRow, EditorBlock, MoneyInput, ZoneSelect } from './TariffFields';

/**
 * A pair's flat fares (docs/product/back-office.md#tarifs): from a zone to a zone, a price in
 * euros, and whether the way back costs the same. One row per fare, a table's columns on wide
 * screens.
 */
export const FlatFaresBlock = ({ index }: { index: number }) => {
  const { t } = useTranslation('admin');
  const { draft, errorOf } = useTariffEditor();
  const { rate, at, editRate } = useRate(index);
  if (!rate) return null;
  const own = errorOf(`${at}.flatFares`, true);
  const change = (fareIndex: number, apply: (fare: FlatFareDraft) => void) =>
    editRate((edited) => {
      const fare = edited.flatFares[fareIndex];
      if (fare) apply(fare);
    });
  return (
    <EditorBlock title={t('adminTariff.rates.flat.title')}>
      {own && <p className="text-sm text-error-600">{own}</p>}
      {draft.zones.length === 0 && (
        <p className="text-sm text-slate-600">{t('adminTariff.rates.flat.noZones')}</p>
      )}
      {rate.flatFares.length === 0 && (
        <p className="text-sm text-slate-600">{t('adminTariff.rates.flat.empty')}</p>
      )}
      <RowList
        items={rate.flatFares}
        legend={(n) => t('adminTariff.rates.flat.legend', { n })}
        columns="md:grid-cols-[1fr_1fr_9rem_auto_auto]"
        buttonClassName="md:pt-7"
        removeText={t('adminTariff.rates.flat.remove')}
        removeLabel={(n) => t('adminTariff.rates.flat.removeLabel', { n })}
        onRemove={(fareIndex) => editRate((edited) => void edited.flatFares.splice(fareIndex, 1))}
        addText={t('adminTariff.rates.flat.add')}
        addDisabled={draft.zones.length === 0}
        onAdd={() =>
          editRate((edited) => {
            edited.flatFares.push({ from: '', to: '', price: '', bothWays: true });
          })
        }
      >
        {(fare, fareIndex) => {
          const path = `${at}.flatFares.${fareIndex}`;
          return (
            <>
              <ZoneSelect
                label={t('adminTariff.rates.flat.from')}
                path={`${path}.from`}
                value={fare.from}
                onChange={(from) => change(fareIndex, (f) => void (f.from = from))}
              />
              <ZoneSelect
                label={t('adminTariff.rates.flat.to')}
                path={`${path}.to`}
                value={fare.to}
                onChange={(to) => change(fareIndex, (f) => void (f.to = to))}
              />
              <MoneyInput
                label={t('adminTariff.rates.flat.price')}
                path={`${path}.priceCents`}
                value={fare.price}
                onChange={(price) => change(fareIndex, (f) => void (f.price = price))}
              />
              <div className="md:pt-7">
                <CheckboxRow
                  label={t('adminTariff.rates.flat.bothWays')}
                  checked={fare.bothWays}
                  onChange={(bothWays) => change(fareIndex, (f) => void (f.bothWays = bothWays))}
                />
              </div>
            </>
          );
        }}
      </RowList>
    </EditorBlock>
  );
};
