import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serviceText, type PriceOption, type Service, type SessionUser } from '@navette/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { serverMessageOr } from '../../../lib/api-client';
import { isPriceRefusal, useSubmitReservation } from '../booking-api';
import { customerBookingValues } from '../booking-form';
import { withTripPreset } from '../trip-preset';
import type { BookingPreset, BookingValues } from '../booking-form';
import { ReservationSuccess } from './ReservationSuccess';
import type { SubmittedReservation } from './ReservationSuccess';
import { ReservationWizard } from './ReservationWizard';

/**
 * The signed-in reservation (docs/product/booking.md): the same steps as the guest's with the signed-in
 * rules, the contact prefilled from the account; the outcome of a failed submission is an alert
 * in the form (docs/product/booking.md#signed-in-outcome), a success shows the confirmation in place.
 */
export const CustomerReservationFlow = ({
  user,
  preset,
}: {
  user: SessionUser;
  preset?: BookingPreset;
}) => {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const [submitted, setSubmitted] = useState<SubmittedReservation | null>(null);
  const [round, setRound] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = useSubmitReservation();

  const send = async (values: BookingValues, service: Service, option?: PriceOption) => {
    setAlert(null);
    try {
      const result = await submit.mutateAsync({ ...values, service: service._id });
      // booked at the price: the browser is on its way to the checkout
      if (result.checkoutUrl) return;
      setSubmitted({ values, serviceName: serviceText(service, i18n.language).name, option });
    } catch (error) {
      if (isPriceRefusal(error)) throw error;
      setAlert(serverMessageOr(error, t('booking.customer.submitError')));
    }
  };

  if (submitted) {
    return (
      <ReservationSuccess
        title={t('booking.customer.successTitle')}
        text={t('booking.customer.successText', { email: submitted.values.email })}
        submitted={submitted}
        restartLabel={t('booking.customer.newReservation')}
        onRestart={() => {
          submit.reset();
          setAlert(null);
          setSubmitted(null);
          setRound((value) => value + 1);
        }}
      />
    );
  }

  return (
    <ReservationWizard
      key={round}
      variant="customer"
      defaultValues={withTripPreset(
        { ...customerBookingValues(user), commentaire: preset?.comment ?? '' },
        searchParams,
      )}
      isPreselected={preset?.isPreselected}
      submitLabel={t('booking.customer.submit')}
      onSubmit={send}
      onIncomplete={() => setAlert(t('booking.customer.incomplete'))}
      notice={alert && <FormAlert tone="error">{alert}</FormAlert>}
    />
  );
};
