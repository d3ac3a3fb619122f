import { useTranslation } from 'react-i18next';
import { TimePicker } from '../../../components/TimePicker';
import { useTariffEditor } from './tariff-editor-context';
import { TariffSection, WholeInput } from './TariffFields';

/** The night supplement's hours, Paris time; `22:00`–`06:00` runs across midnight. */
export const NightSection = () => {
  const { t } = useTranslation('admin');
  const { draft, edit, errorOf } = useTariffEditor();
  const clock = (end: 'start' | 'end') => (
    <TimePicker
      label={t(`adminTariff.night.${end}`)}
      value={draft.night[end]}
      error={errorOf(`night.${end}`)}
      onChange={(value) => edit((next) => void (next.night[end] = value))}
    />
  );
  return (
    <TariffSection title={t('adminTariff.night.title')} intro={t('adminTariff.night.intro')}>
      <div className="grid gap-x-4 sm:grid-cols-2 md:max-w-xl">
        {clock('start')}
        {clock('end')}
      </div>
    </TariffSection>
  );
};

/** Free cancellation until N hours before the pick-up, then N % of the price kept. */
export const CancellationSection = () => {
  const { t } = useTranslation('admin');
  const { draft, edit } = useTariffEditor();
  return (
    <TariffSection
      title={t('adminTariff.cancellation.title')}
      intro={t('adminTariff.cancellation.intro')}
    >
      <div className="grid gap-x-4 sm:grid-cols-2 md:max-w-xl">
        <WholeInput
          label={t('adminTariff.cancellation.freeUntilHours')}
          path="cancellation.freeUntilHours"
          value={draft.cancellation.freeUntilHours}
          onChange={(value) => edit((next) => void (next.cancellation.freeUntilHours = value))}
        />
        <WholeInput
          label={t('adminTariff.cancellation.feePercent')}
          path="cancellation.feePercent"
          value={draft.cancellation.feePercent}
          onChange={(value) => edit((next) => void (next.cancellation.feePercent = value))}
        />
      </div>
    </TariffSection>
  );
};
