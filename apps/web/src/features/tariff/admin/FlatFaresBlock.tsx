import { useTranslation } from 'react-i18next';
import { useRate, useTariffEditor } from './tariff-editor-context';
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
  return (
    <EditorBlock title={t('adminTariff.rates.flat.title')}>
      {own && <p className="text-sm text-error-600">{own}</p>}
      {draft.zones.length === 0 && (
        <p className="text-sm text-slate-600">{t('adminTariff.rates.flat.noZones')}</p>
      )}
      {rate.flatFares.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminTariff.rates.flat.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {rate.flatFares.map((fare, fareIndex) => {
            const path = `${at}.flatFares.${fareIndex}`;
            const n = fareIndex + 1;
            const change = (apply: (f: typeof fare) => void) =>
              editRate((edited) => {
                const target = edited.flatFares[fareIndex];
                if (target) apply(target);
              });
            return (
              <li key={fareIndex}>
                <fieldset className="grid items-start gap-x-3 rounded-lg border border-slate-200 p-3 md:grid-cols-[1fr_1fr_9rem_auto_auto]">
                  <legend className="px-1 text-sm font-semibold text-ink-900">
                    {t('adminTariff.rates.flat.legend', { n })}
                  </legend>
                  <ZoneSelect
                    label={t('adminTariff.rates.flat.from')}
                    path={`${path}.from`}
                    value={fare.from}
                    onChange={(from) => change((f) => void (f.from = from))}
                  />
                  <ZoneSelect
                    label={t('adminTariff.rates.flat.to')}
                    path={`${path}.to`}
                    value={fare.to}
                    onChange={(to) => change((f) => void (f.to = to))}
                  />
                  <MoneyInput
                    label={t('adminTariff.rates.flat.price')}
                    path={`${path}.priceCents`}
                    value={fare.price}
                    onChange={(price) => change((f) => void (f.price = price))}
                  />
                  <div className="md:pt-7">
                    <CheckboxRow
                      label={t('adminTariff.rates.flat.bothWays')}
                      checked={fare.bothWays}
                      onChange={(bothWays) => change((f) => void (f.bothWays = bothWays))}
                    />
                  </div>
                  <div className="md:pt-7">
                    <button
                      type="button"
                      aria-label={t('adminTariff.rates.flat.removeLabel', { n })}
                      onClick={() =>
                        editRate((edited) => void edited.flatFares.splice(fareIndex, 1))
                      }
                      className="btn btn-outline min-h-11 px-3 text-sm"
                    >
                      {t('adminTariff.rates.flat.remove')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <button
          type="button"
          disabled={draft.zones.length === 0}
          onClick={() =>
            editRate((edited) => {
              edited.flatFares.push({ from: '', to: '', price: '', bothWays: true });
            })
          }
          className="btn btn-outline min-h-11 px-4 text-sm"
        >
          {t('adminTariff.rates.flat.add')}
        </button>
      </div>
    </EditorBlock>
  );
};
