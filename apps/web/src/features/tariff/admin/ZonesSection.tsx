import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast-store';
import { isZoneUsed, removeZone } from './draft-edits';
import { newZoneDraft, type ZoneDraft } from './tariff-draft';
import { useTariffEditor } from './tariff-editor-context';
import { parsePolygon, splitLines, splitPostcodes } from './tariff-parse';
import { TariffSection } from './TariffFields';
import { ZoneForm } from './ZoneForm';

const buttonClass = 'btn btn-outline min-h-11 px-3 text-sm';

/** `12 codes postaux · 3 communes · contour de 5 points`, or `vide`. */
const useZoneContents = () => {
  const { t } = useTranslation('admin');
  return (zone: ZoneDraft): string => {
    const postcodes = splitPostcodes(zone.postcodes).length;
    const communes = splitLines(zone.communes).length;
    const points = parsePolygon(zone.polygon)?.length ?? splitLines(zone.polygon).length;
    const parts = [
      postcodes > 0 && t('adminTariff.zones.counts.postcodes', { count: postcodes }),
      communes > 0 && t('adminTariff.zones.counts.communes', { count: communes }),
      points > 0 && t('adminTariff.zones.counts.polygon', { count: points }),
    ].filter((part): part is string => part !== false);
    return parts.length > 0 ? parts.join(' · ') : t('adminTariff.zones.counts.nothing');
  };
};

/**
 * The zones (docs/product/back-office.md#tarifs): each with what it holds, one open for editing
 * at a time; a removal asks first, and says when flat fares go with it.
 */
export const ZonesSection = () => {
  const { t } = useTranslation('admin');
  const { draft, edit, hasErrorUnder, clearErrors } = useTariffEditor();
  const contents = useZoneContents();
  const [open, setOpen] = useState<number | null>(null);

  const add = () => {
    edit((next) => {
      next.zones.push(newZoneDraft());
    });
    setOpen(draft.zones.length);
  };

  const nameOf = (zone: ZoneDraft) => zone.name || zone.id || t('adminTariff.zones.unnamed');

  const askRemove = (index: number, zone: ZoneDraft) => {
    const used = isZoneUsed(draft, zone.id);
    toast.confirm(
      t(used ? 'adminTariff.zones.confirmRemoveUsed' : 'adminTariff.zones.confirmRemove', {
        name: nameOf(zone),
      }),
      {
        onConfirm: () => {
          edit((next) => removeZone(next, index));
          // the messages point at indexes that have just moved
          clearErrors();
          setOpen(null);
        },
      },
    );
  };

  return (
    <TariffSection title={t('adminTariff.zones.title')} intro={t('adminTariff.zones.intro')}>
      {draft.zones.length === 0 ? (
        <p className="text-slate-600">{t('adminTariff.zones.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {draft.zones.map((zone, index) => (
            // a zone's identifier changes as it is typed: its place is what stays
            <li key={index} className="rounded-lg border border-slate-200 p-3 md:p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-ink-900">
                    {nameOf(zone)}
                    {zone.id && <span className="font-normal text-slate-500"> ({zone.id})</span>}
                  </p>
                  <p className="text-sm text-slate-600">{contents(zone)}</p>
                  {hasErrorUnder(`zones.${index}`) && (
                    <p className="text-sm font-semibold text-error-600">
                      {t('adminTariff.zones.toFix')}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    aria-expanded={open === index}
                    aria-label={
                      open === index
                        ? undefined
                        : t('adminTariff.zones.editLabel', { name: nameOf(zone) })
                    }
                    onClick={() => setOpen(open === index ? null : index)}
                    className={buttonClass}
                  >
                    {open === index ? t('adminTariff.zones.close') : t('adminTariff.zones.edit')}
                  </button>
                  <button
                    type="button"
                    aria-label={t('adminTariff.zones.removeLabel', { name: nameOf(zone) })}
                    onClick={() => askRemove(index, zone)}
                    className={`${buttonClass} border-error-600 text-error-600`}
                  >
                    {t('adminTariff.zones.remove')}
                  </button>
                </div>
              </div>
              {(open === index || hasErrorUnder(`zones.${index}`)) && (
                <div className="mt-4">
                  <ZoneForm index={index} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <button type="button" onClick={add} className="btn btn-ink min-h-11 px-4 text-sm">
          {t('adminTariff.zones.add')}
        </button>
      </div>
    </TariffSection>
  );
};
