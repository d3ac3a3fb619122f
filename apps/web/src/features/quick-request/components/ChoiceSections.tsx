import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_MODES,
  QUICK_LUGGAGE_CHOICES,
  QUICK_LUGGAGE_OTHER_MAX,
  QUICK_LUGGAGE_OTHER_MIN,
  QUICK_OTHER,
  QUICK_PASSENGER_CHOICES,
  QUICK_PASSENGERS_OTHER_MAX,
  QUICK_PASSENGERS_OTHER_MIN,
  VEHICLE_TYPES,
} from '@navette/shared';
import { TextArea } from '../../../components/form/TextArea';
import { TextField } from '../../../components/form/TextField';
import { ChildrenList } from './ChildrenList';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { QuickRequestSection } from './QuickRequestSection';
import { useQuickRequestFields } from './use-quick-request-field';

/** A count chosen among buttons, then 'Autres', which reveals an exact count. */
const COUNTS = {
  nombrePassagers: {
    choices: QUICK_PASSENGER_CHOICES,
    other: 'nombrePassagersAutres',
    min: QUICK_PASSENGERS_OTHER_MIN,
    max: QUICK_PASSENGERS_OTHER_MAX,
  },
  nombreValises: {
    choices: QUICK_LUGGAGE_CHOICES,
    other: 'nombreValisesAutres',
    min: QUICK_LUGGAGE_OTHER_MIN,
    max: QUICK_LUGGAGE_OTHER_MAX,
  },
} as const;

const CountChoice = ({ name }: { name: keyof typeof COUNTS }) => {
  const { t } = useTranslation();
  const { register, control, fieldError } = useQuickRequestFields();
  const value = useWatch({ control, name });
  const { choices, other, min, max } = COUNTS[name];
  return (
    <>
      <ChoiceGroup
        legend={t(`quickRequest.fields.${name}`)}
        required
        choices={[
          ...choices
            .filter((choice) => choice !== QUICK_OTHER)
            .map((choice) => ({ value: choice, label: choice })),
          { value: QUICK_OTHER, label: t('quickRequest.other') },
        ]}
        registration={register(name)}
        error={fieldError(name)}
      />
      {value === QUICK_OTHER && (
        <TextField
          label={t(`quickRequest.fields.${other}`)}
          requiredMark
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          error={fieldError(other)}
          className="max-w-60"
          {...register(other)}
        />
      )}
    </>
  );
};

/** How many travel, with how much luggage. */
export const PassengersSection = () => {
  const { t } = useTranslation();
  return (
    <QuickRequestSection title={t('quickRequest.sections.passengers')}>
      <CountChoice name="nombrePassagers" />
      <CountChoice name="nombreValises" />
    </QuickRequestSection>
  );
};

/** A baby seat, and then the children's age ranges. */
export const BabySeatSection = () => {
  const { t } = useTranslation();
  const childrenErrorId = useId();
  const { register, control, fieldError } = useQuickRequestFields();
  const wantsSeat = useWatch({ control, name: 'siegeBebe' });
  return (
    <QuickRequestSection title={t('quickRequest.sections.babySeat')}>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink-900">
        <input type="checkbox" className="size-5 accent-ink-900" {...register('siegeBebe')} />
        {t('quickRequest.fields.siegeBebe')}
      </label>
      {wantsSeat && (
        <fieldset className="mt-2">
          <legend className="mb-1.5 text-sm font-semibold text-ink-900">
            {t('quickRequest.fields.enfants')}
          </legend>
          <Controller
            control={control}
            name="enfants"
            render={({ field }) => (
              <ChildrenList
                value={field.value}
                onChange={field.onChange}
                error={fieldError('enfants')}
                errorId={childrenErrorId}
              />
            )}
          />
        </fieldset>
      )}
    </QuickRequestSection>
  );
};

/** The vehicle, then the means of payment. */
export const VehicleAndPaymentSections = () => {
  const { t } = useTranslation();
  const { register, fieldError } = useQuickRequestFields();
  return (
    <>
      <QuickRequestSection title={t('quickRequest.sections.vehicle')}>
        <ChoiceGroup
          legend={t('quickRequest.fields.typeVehicule')}
          required
          choices={VEHICLE_TYPES.map((type) => ({
            value: type,
            label: t(`quickRequest.vehicles.${type}`),
            hint: t(`quickRequest.vehicleHints.${type}`),
          }))}
          registration={register('typeVehicule')}
          error={fieldError('typeVehicule')}
        />
      </QuickRequestSection>
      <QuickRequestSection title={t('quickRequest.sections.payment')}>
        <ChoiceGroup
          legend={t('quickRequest.fields.modePaiement')}
          required
          layout="columns"
          choices={PAYMENT_MODES.map((mode) => ({
            value: mode,
            label: t(`quickRequest.payments.${mode}`),
          }))}
          registration={register('modePaiement')}
          error={fieldError('modePaiement')}
        />
      </QuickRequestSection>
    </>
  );
};

/** A company invoice (SIRET and ICE numbers), then a free-text request. */
export const InvoicingAndRequestSections = () => {
  const { t } = useTranslation();
  const { register, control, fieldError } = useQuickRequestFields();
  const forCompany = useWatch({ control, name: 'facturationEntreprise' });
  return (
    <>
      <QuickRequestSection title={t('quickRequest.sections.invoicing')}>
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink-900">
          <input
            type="checkbox"
            className="size-5 accent-ink-900"
            {...register('facturationEntreprise')}
          />
          {t('quickRequest.fields.facturationEntreprise')}
        </label>
        {forCompany && (
          <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
            {(['numeroSiret', 'numeroIce'] as const).map((name) => (
              <TextField
                key={name}
                label={t(`quickRequest.fields.${name}`)}
                requiredMark
                inputMode="numeric"
                autoComplete="off"
                error={fieldError(name)}
                {...register(name)}
              />
            ))}
          </div>
        )}
      </QuickRequestSection>
      <QuickRequestSection title={t('quickRequest.sections.request')}>
        <TextArea
          label={t('quickRequest.fields.demandeParticuliere')}
          rows={3}
          error={fieldError('demandeParticuliere')}
          {...register('demandeParticuliere')}
        />
      </QuickRequestSection>
    </>
  );
};
