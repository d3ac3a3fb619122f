import { useTranslation } from 'react-i18next';
import { newFormulaDraft, type FormulaDraft } from './tariff-draft';
import { useRate, useTariffEditor } from './tariff-editor-context';
import { CheckboxRow, MoneyInput, OptionalBlock } from './TariffFields';

type FormulaAmount = Exclude<keyof FormulaDraft, 'area'>;

const AMOUNTS = [
  ['pickup', 'pickupCents'],
  ['perKm', 'perKmCents'],
  ['perMinute', 'perMinuteCents'],
  ['minimum', 'minimumCents'],
] as const satisfies readonly (readonly [FormulaAmount, string])[];

/**
 * The distance and time formula of a pair (docs/product/back-office.md#tarifs): off, or a
 * pick-up fee, a price per km and per minute, a minimum, and the zones where it makes the trip
 * bookable at once.
 */
export const FormulaBlock = ({ index }: { index: number }) => {
  const { t } = useTranslation('admin');
  const { draft, errorOf } = useTariffEditor();
  const { rate, at, editRate } = useRate(index);
  if (!rate) return null;
  const formula = rate.formula;
  const areaError = errorOf(`${at}.formula.area`);
  return (
    <OptionalBlock
      title={t('adminTariff.rates.formula.title')}
      enableLabel={t('adminTariff.rates.formula.enable')}
      enabled={formula !== null}
      onToggle={(on) =>
        editRate((edited) => {
          edited.formula = on ? newFormulaDraft() : null;
        })
      }
    >
      {formula && (
        <>
          <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
            {AMOUNTS.map(([key, field]) => (
              <MoneyInput
                key={key}
                label={t(`adminTariff.rates.formula.${key}`)}
                path={`${at}.formula.${field}`}
                value={formula[key]}
                onChange={(value) =>
                  editRate((edited) => {
                    if (edited.formula) edited.formula[key] = value;
                  })
                }
              />
            ))}
          </div>
          <fieldset aria-describedby={`${at}-area-hint`}>
            <legend className="text-sm font-semibold text-ink-900">
              {t('adminTariff.rates.formula.area')}
            </legend>
            <p id={`${at}-area-hint`} className="mt-1 text-sm text-slate-600">
              {t('adminTariff.rates.formula.areaHint')}
            </p>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {draft.zones
                .filter((zone) => zone.id !== '')
                .map((zone) => (
                  <CheckboxRow
                    key={zone.id}
                    label={zone.name || zone.id}
                    checked={formula.area.includes(zone.id)}
                    onChange={(on) =>
                      editRate((edited) => {
                        if (!edited.formula) return;
                        const rest = edited.formula.area.filter((id) => id !== zone.id);
                        edited.formula.area = on ? [...rest, zone.id] : rest;
                      })
                    }
                  />
                ))}
            </div>
            {areaError && <p className="pt-1 text-sm text-error-600">{areaError}</p>}
          </fieldset>
        </>
      )}
    </OptionalBlock>
  );
};
