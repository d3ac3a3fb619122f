import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingValues } from '../../booking-form';
import type { BookingVariant } from '../StepIndicator';
import { BookingCheckbox, useLabel } from '../fields/BookingFields';
import { AddressField, DateField, TimeField } from '../fields/WidgetFields';
import { FormSection } from './FormSection';
import { HireHoursField } from './HireHoursField';
import { TransportFields } from './TransportFields';

/** The fields of each leg of the trip, and their labels. */
const LEGS = {
  outbound: {
    title: 'booking.trip.outbound',
    date: ['date', 'booking.trip.date'],
    time: ['heure', 'booking.trip.time'],
    from: ['adresse_depart', 'booking.trip.departure'],
    to: ['adresse_arrivee', 'booking.trip.arrival'],
  },
  return: {
    title: 'booking.trip.return',
    date: ['date_retour', 'booking.trip.returnDate'],
    time: ['heure_retour', 'booking.trip.returnTime'],
    from: ['adresse_depart_retour', 'booking.trip.returnDeparture'],
    to: ['adresse_arrivee_retour', 'booking.trip.returnArrival'],
  },
} as const;

/** One leg: date and time, from and to (then `children`, the stop), and how the traveller comes. */
const LegFields = ({
  leg,
  withCounts,
  children,
}: {
  leg: keyof typeof LEGS;
  withCounts: boolean;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { title, date, time, from, to } = LEGS[leg];
  return (
    <FormSection title={t(title)}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <DateField name={date[0]} label={t(date[1])} />
        <TimeField name={time[0]} label={t(time[1])} />
      </div>
      <AddressField name={from[0]} label={t(from[1])} />
      <AddressField name={to[0]} label={t(to[1])} />
      {children}
      <TransportFields leg={leg} withCounts={withCounts} />
    </FormSection>
  );
};

/** Step 1 of both forms: the outbound trip and, when asked for, the return (docs/product/booking.md). */
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
      <LegFields leg="outbound" withCounts={withCounts}>
        <AddressField name="arret_intermediaire" label={label('booking.trip.stop', true)} />
        <HireHoursField />
      </LegFields>

      <BookingCheckbox
        name="retour"
        label={t('booking.trip.wantsReturn')}
        hint={t('booking.trip.wantsReturnHint')}
        onChange={prefillReturn}
      />

      {hasReturn && <LegFields leg="return" withCounts={withCounts} />}
    </div>
  );
};
