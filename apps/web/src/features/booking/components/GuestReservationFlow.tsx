import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serviceText, type PriceOption, type Service } from '@navette/shared';
import { toast } from '../../../components/toast-store';
import { isPriceRefusal, useSubmitReservation } from '../booking-api';
import { guestBookingValues } from '../booking-form';
import type { BookingPreset, BookingValues } from '../booking-form';
import { transportModeFromServiceParam } from '../transport-preset';
import { withTripPreset } from '../trip-preset';
import { ReservationSuccess } from './ReservationSuccess';
import type { SubmittedReservation } from './ReservationSuccess';
import { ReservationWizard } from './ReservationWizard';

/**
 * The guest quote request (docs/product/booking.md): the wizard, then POST /api/reservations with
 * isGuest true and the confirmation e-mail call; toasts tell the outcome (docs/product/booking.md#guest-outcome).
 */
export const GuestReservationFlow = ({ preset }: { preset?: BookingPreset }) => {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const [submitted, setSubmitted] = useState<SubmittedReservation | null>(null);
  // a new request mounts a new wizard: picker, empty form, step 0
  const [round, setRound] = useState(0);
  const submit = useSubmitReservation();

  const send = async (values: BookingValues, service: Service, option?: PriceOption) => {
    try {
      const result = await submit.mutateAsync({ ...values, service: service._id, isGuest: true });
      // booked at the price: the browser is on its way to the checkout
      if (result.checkoutUrl) return;
      toast.success(t('booking.toast.sent'));
      setSubmitted({ values, serviceName: serviceText(service, i18n.language).name, option });
    } catch (error) {
      if (isPriceRefusal(error)) throw error;
      toast.error(t('booking.toast.sendFailed'));
    }
  };

  if (submitted) {
    return (
      <ReservationSuccess
        title={t('booking.guest.successTitle')}
        text={t('booking.guest.successText', { email: submitted.values.email })}
        submitted={submitted}
        restartLabel={t('booking.guest.newRequest')}
        onRestart={() => {
          submit.reset();
          setSubmitted(null);
          setRound((value) => value + 1);
        }}
      />
    );
  }

  return (
    <ReservationWizard
      key={round}
      variant="guest"
      defaultValues={withTripPreset(
        guestBookingValues(
          transportModeFromServiceParam(searchParams.get('service')),
          preset?.comment,
        ),
        searchParams,
      )}
      isPreselected={preset?.isPreselected}
      submitLabel={t('common.requestQuote')}
      onSubmit={send}
      onIncomplete={() => toast.warning(t('booking.toast.incomplete'))}
    />
  );
};
