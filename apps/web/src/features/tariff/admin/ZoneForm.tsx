import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../components/form/TextArea';
import { renameZone } from './draft-edits';
import type { ZoneDraft } from './tariff-draft';
import { useTariffEditor } from './tariff-editor-context';
import { PlainInput } from './TariffFields';

type ZoneText = Exclude<keyof ZoneDraft, 'id'>;

/**
 * One zone's fields (docs/product/back-office.md#tarifs): what the rates call it, its names, the
 * address offered with its flat fares, and the postcodes, communes and outline it covers.
 * Every keystroke goes to the draft; the identifier's change carries over to the rates.
 */
export const ZoneForm = ({ index }: { index: number }) => {
  const { t } = useTranslation('admin');
  const { draft, edit, errorOf } = useTariffEditor();
  const zone = draft.zones[index];
  if (!zone) return null;
  const at = `zones.${index}`;
  const set = (key: ZoneText) => (value: string) =>
    edit((next) => {
      const edited = next.zones[index];
      if (edited) edited[key] = value;
    });
  const text = (key: 'name' | 'nameEn' | 'address', hint?: string) => (
    <PlainInput
      label={t(`adminTariff.zones.fields.${key}`)}
      hint={hint}
      path={`${at}.${key}`}
      value={zone[key]}
      onChange={set(key)}
    />
  );
  const area = (key: 'postcodes' | 'communes' | 'polygon', rows: number) => (
    <TextArea
      label={t(`adminTariff.zones.fields.${key}`)}
      hint={t(`adminTariff.zones.fields.${key}Hint`)}
      rows={rows}
      spellCheck={false}
      value={zone[key]}
      error={errorOf(`${at}.${key}`)}
      onChange={(event) => set(key)(event.target.value)}
    />
  );
  return (
    <div className="grid gap-x-4 md:grid-cols-2">
      <PlainInput
        label={t('adminTariff.zones.fields.id')}
        hint={t('adminTariff.zones.fields.idHint')}
        path={`${at}.id`}
        value={zone.id}
        onChange={(id) => edit((next) => renameZone(next, index, id))}
      />
      {text('name')}
      {text('nameEn', t('adminTariff.zones.fields.nameEnHint'))}
      {text('address', t('adminTariff.zones.fields.addressHint'))}
      {area('postcodes', 2)}
      {area('communes', 3)}
      {area('polygon', 4)}
    </div>
  );
};
