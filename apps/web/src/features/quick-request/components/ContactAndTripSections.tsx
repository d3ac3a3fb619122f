import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_MODES } from '@navette/shared';
import { AddressInput } from '../../../components/AddressInput';
import { DatePicker } from '../../../components/DatePicker';
import { PhoneField, TextField } from '../../../components/form/TextField';
import { TimePicker } from '../../../components/TimePicker';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { QuickRequestSection } from './QuickRequestSection';
import { useQuickRequestFields } from './use-quick-request-field';

/** Who asks: names, company, phone and e-mail. */
export const PersonalSection = () => {
  const { t } = useTranslation();
  const { register, fieldError } = useQuickRequestFields();
  return (
    <QuickRequestSection title={t('quickRequest.sections.personal')}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('quickRequest.fields.nom')}
          requiredMark
          autoComplete="family-name"
          error={fieldError('nom')}
          {...register('nom')}
        />
        <TextField
          label={t('quickRequest.fields.prenom')}
          requiredMark
          autoComplete="given-name"
          error={fieldError('prenom')}
          {...register('prenom')}
        />
        <TextField
          label={t('quickRequest.fields.nomSociete')}
          autoComplete="organization"
          error={fieldError('nomSociete')}
          className="sm:col-span-2"
          {...register('nomSociete')}
        />
        <PhoneField
          label={t('quickRequest.fields.telephone')}
          requiredMark
          error={fieldError('telephone')}
          {...register('telephone')}
        />
        <TextField
          label={t('quickRequest.fields.email')}
          requiredMark
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...register('email')}
        />
      </div>
    </QuickRequestSection>
  );
};

/** When: the date and time pickers. */
export const ScheduleSection = () => {
  const { t } = useTranslation();
  const { control, fieldError } = useQuickRequestFields();
  return (
    <QuickRequestSection title={t('quickRequest.sections.reservation')}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="dateReservation"
          render={({ field }) => (
            <DatePicker
              label={t('quickRequest.fields.dateReservation')}
              required
              {...field}
              error={fieldError('dateReservation')}
            />
          )}
        />
        <Controller
          control={control}
          name="heureReservation"
          render={({ field }) => (
            <TimePicker
              label={t('quickRequest.fields.heureReservation')}
              required
              {...field}
              error={fieldError('heureReservation')}
            />
          )}
        />
      </div>
    </QuickRequestSection>
  );
};

/** The two references of a flight or a train (number and origin), shown for that mode only. */
const TRANSPORT_REFERENCES = {
  avion: ['numeroVol', 'provenanceVol'],
  train: ['numeroTrain', 'provenanceTrain'],
} as const;

/** How the traveller arrives (plane, train…), and the references of a flight or a train. */
export const TransportSection = () => {
  const { t } = useTranslation();
  const { register, control, fieldError } = useQuickRequestFields();
  const mode = useWatch({ control, name: 'moyenTransport' });
  const references = mode === 'avion' || mode === 'train' ? TRANSPORT_REFERENCES[mode] : null;
  return (
    <QuickRequestSection title={t('quickRequest.sections.transport')}>
      <ChoiceGroup
        legend={t('quickRequest.fields.moyenTransport')}
        choices={TRANSPORT_MODES.map((value) => ({
          value,
          label: t(`quickRequest.transport.${value}`),
        }))}
        registration={register('moyenTransport')}
      />
      {references && (
        <div key={mode} className="grid gap-x-4 sm:grid-cols-2">
          {references.map((name) => (
            <TextField
              key={name}
              label={t(`quickRequest.fields.${name}`)}
              requiredMark
              error={fieldError(name)}
              {...register(name)}
            />
          ))}
        </div>
      )}
    </QuickRequestSection>
  );
};

/** Where from and where to: the address search. */
export const ItinerarySection = () => {
  const { t } = useTranslation();
  const { control, fieldError } = useQuickRequestFields();
  return (
    <QuickRequestSection title={t('quickRequest.sections.itinerary')}>
      {(['depart', 'arrivee'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <AddressInput
              label={t(`quickRequest.fields.${name}`)}
              required
              {...field}
              error={fieldError(name)}
            />
          )}
        />
      ))}
    </QuickRequestSection>
  );
};
