import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HIRE_HOURS_MAX } from '@navette/shared';
import type { BookingValues } from '../../booking-form';
import { useHirePackages } from '../../hire-packages';
import { BookingCountSelect } from '../fields/BookingFields';

const HOURS = Array.from({ length: HIRE_HOURS_MAX }, (_, index) => index + 1);

/**
 * Hire by the hour (docs/product/pricing.md): asked when the chosen service has hire packages or
 * the link that opened the form named one (`?forfait=`); the packages' hours are marked among
 * the 1 to 24 hours a hire may last. Left unset, the trip is priced as a transfer.
 */
export const HireHoursField = () => {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<BookingValues>();
  const service = useWatch({ control, name: 'service' }) ?? '';
  const packages = useHirePackages(service);
  const isPreset = typeof formState.defaultValues?.duree_heures === 'number';
  if (packages.length === 0 && !isPreset) return null;
  return (
    <BookingCountSelect
      name="duree_heures"
      label={t('booking.price.hire')}
      options={HOURS.map((hours) => ({
        value: String(hours),
        label: packages.includes(hours)
          ? t('booking.price.hirePackage', { hours })
          : t('booking.price.hireHours', { hours }),
      }))}
    />
  );
};
