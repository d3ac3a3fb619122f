import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RESERVATION_TEXT_MAX } from '@navette/shared';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../../../components/form/TextField';
import type { BookingValues } from '../../booking-form';
import {
  BookingCheckbox,
  BookingTextArea,
  BookingTextField,
  useLabel,
} from '../fields/BookingFields';
import { FormSection } from './FormSection';

/**
 * docs/product/booking.md#main-passenger-mirroring: when the booker is the main passenger, the main passenger's name and phone mirror the
 * contact's and cannot be edited; otherwise they are emptied and required.
 */
const MainPassenger = () => {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = useFormContext<BookingValues>();
  const [isMain, nom, prenom, telephone] = useWatch({
    control,
    name: ['est_passager_principal', 'nom', 'prenom', 'telephone'],
  });

  const onToggle = () => {
    setValue('nom_passager_principal', '');
    setValue('telephone_passager_principal', '');
    clearErrors(['nom_passager_principal', 'telephone_passager_principal']);
  };

  return (
    <FormSection title={t('booking.contact.mainPassenger')}>
      <div className="mb-4">
        <BookingCheckbox
          name="est_passager_principal"
          label={t('booking.contact.isMainPassenger')}
          onChange={onToggle}
        />
      </div>
      {isMain === false ? (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <BookingTextField
            name="nom_passager_principal"
            label={t('booking.contact.mainPassengerName')}
            autoComplete="off"
          />
          <BookingTextField
            name="telephone_passager_principal"
            label={t('booking.contact.mainPassengerPhone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
          />
        </div>
      ) : (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            label={t('booking.contact.mainPassengerName')}
            value={`${prenom ?? ''} ${nom ?? ''}`.trim()}
            hint={t('booking.contact.mirrored')}
            disabled
            readOnly
          />
          <TextField
            label={t('booking.contact.mainPassengerPhone')}
            value={telephone ?? ''}
            hint={t('booking.contact.mirrored')}
            type="tel"
            disabled
            readOnly
          />
        </div>
      )}
    </FormSection>
  );
};

/** Step 3 of both forms: who books, who travels, and an optional comment (docs/product/booking.md). */
export const ContactStep = () => {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <div className="flex flex-col gap-6">
      <FormSection title={t('booking.contact.title')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <BookingTextField
            name="nom"
            label={t('booking.contact.lastName')}
            autoComplete="family-name"
          />
          <BookingTextField
            name="prenom"
            label={t('booking.contact.firstName')}
            autoComplete="given-name"
          />
        </div>
        <BookingTextField name="email" label={t('booking.contact.email')} {...EMAIL_INPUT} />
        <BookingTextField
          name="telephone"
          label={t('booking.contact.phone')}
          hint={t('booking.contact.phoneHint')}
          {...PHONE_INPUT}
        />
      </FormSection>
      <MainPassenger />
      <FormSection title={t('booking.contact.commentTitle')}>
        <BookingTextArea
          name="commentaire"
          label={label('booking.contact.comment', true)}
          hint={t('booking.contact.commentHint')}
          maxLength={RESERVATION_TEXT_MAX.comment}
        />
      </FormSection>
    </div>
  );
};
