import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingPreset } from '../../../features/booking/booking-form';
import { TOUR_PARAM, isServiceNamedBy } from '../../../features/marketing/service-route';
import { TOURS } from '../../../features/marketing/tours';

/**
 * What `?service=` and `?circuit=` ask of the request forms (docs/product/booking.md#choosing-the-service):
 * the service they name is preselected, and a known tour is named in the first comment.
 */
export const useBookingPreset = (): BookingPreset => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const service = searchParams.get('service');
  const tour = TOURS.find(({ id }) => id === searchParams.get(TOUR_PARAM));
  return {
    isPreselected: service ? ({ name }) => isServiceNamedBy(service, name) : undefined,
    comment: tour
      ? t('booking.preset.tourComment', {
          tour: t(`tours.items.${tour.id}.name`),
          hours: String(tour.hours),
        })
      : undefined,
  };
};
