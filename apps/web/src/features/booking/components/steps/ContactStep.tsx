import type { ComponentProps } from 'react';
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

/** Two text fields side by side from the small screens up (a name and its companion). */
const FieldPair = ({ fields }: { fields: readonly ComponentProps<typeof BookingTextField>[] }) => (
  <div className="grid gap-x-4 sm:grid-cols-2">
    {fields.map((field) => (
      <BookingTextField key={field.name} {...field} />
    ))}
  </div>
);

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
        <FieldPair
          fields={[
            {
              name: 'nom_passager_principal',
              label: t('booking.contact.mainPassengerName'),
              autoComplete: 'off',
            },
            {
              name: 'telephone_passager_principal',
              label: t('booking.contact.mainPassengerPhone'),
              ...PHONE_INPUT,
              autoComplete: 'off',
            },
          ]}
        />
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
        <FieldPair
          fields={[
            { name: 'nom', label: t('booking.contact.lastName'), autoComplete: 'family-name' },
            { name: 'prenom', label: t('booking.contact.firstName'), autoComplete: 'given-name' },
          ]}
        />
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
