import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingValues } from '../../booking-form';
import type { BookingVariant } from '../StepIndicator';
import { BookingCheckbox, useLabel } from '../fields/BookingFields';
import { AddressField, DateField, TimeField } from '../fields/widget-adapters';
import { FormSection } from './FormSection';
import { TransportFields } from './TransportFields';

/** Step 1 of both forms: the outbound trip and, when asked for, the return (spec §4, §5). */
export const TripStep = ({ variant }: { variant: BookingVariant }) => {
  const { t } = useTranslation();
  const label = useLabel();
  const { control, getValues, setValue } = useFormContext<BookingValues>();
  const hasReturn = useWatch({ control, name: 'retour' });
  const withCounts = variant === 'guest';

  // a return usually goes the other way: offer the outbound addresses swapped, never overwrite
  const prefillReturn = () => {
    if (!getValues('retour')) return;
    if (!getValues('adresse_depart_retour')) {
      setValue('adresse_depart_retour', getValues('adresse_arrivee') ?? '');
    }
    if (!getValues('adresse_arrivee_retour')) {
      setValue('adresse_arrivee_retour', getValues('adresse_depart') ?? '');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('booking.trip.outbound')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <DateField name="date" label={t('booking.trip.date')} />
          <TimeField name="heure" label={t('booking.trip.time')} />
        </div>
        <AddressField name="adresse_depart" label={t('booking.trip.departure')} />
        <AddressField name="adresse_arrivee" label={t('booking.trip.arrival')} />
        <AddressField name="arret_intermediaire" label={label('booking.trip.stop', true)} />
        <TransportFields leg="outbound" withCounts={withCounts} />
      </FormSection>

      <BookingCheckbox
        name="retour"
        label={t('booking.trip.wantsReturn')}
        hint={t('booking.trip.wantsReturnHint')}
        onChange={prefillReturn}
      />

      {hasReturn && (
        <FormSection title={t('booking.trip.return')}>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <DateField name="date_retour" label={t('booking.trip.returnDate')} />
            <TimeField name="heure_retour" label={t('booking.trip.returnTime')} />
          </div>
          <AddressField name="adresse_depart_retour" label={t('booking.trip.returnDeparture')} />
          <AddressField name="adresse_arrivee_retour" label={t('booking.trip.returnArrival')} />
          <TransportFields leg="return" withCounts={withCounts} />
        </FormSection>
      )}
    </div>
  );
};
