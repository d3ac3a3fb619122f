import { useTranslation } from 'react-i18next';
import { formatPhone, type CustomerReservation } from '@navette/shared';
import {
  FactSection,
  passengerFacts,
  returnLeg,
  tripLegFacts,
  type FactWords,
} from '../../../entities/reservation/ReservationFacts';
import type { WebCatalogue } from '../../../lib/i18n';
import { useCustomerFormat } from '../../../entities/reservation/use-customer-format';

type FieldKey = keyof WebCatalogue['account']['customerReservations']['detail']['fields'];

/**
 * Everything the customer gave for a reservation, grouped as the booking form asks it
 * (docs/product/booking.md#form-steps): the trip, the return, the passengers, the contact.
 * Fields the form did not ask (a train number for a trip by plane) are left out.
 */
export const CustomerReservationDetails = ({
  reservation: r,
  id,
}: {
  reservation: CustomerReservation;
  id: string;
}) => {
  const { t } = useTranslation('account');
  const format = useCustomerFormat();
  const none = t('customerReservations.detail.none');
  const words: FactWords<FieldKey> = {
    label: (field) => t(`customerReservations.detail.fields.${field}`),
    day: format.day,
    yesNo: format.yesNo,
    transport: (mode) => t(`customerReservations.detail.transport.${mode}`),
    none,
  };
  const fact = (field: FieldKey, value: string) => ({
    key: field,
    label: words.label(field),
    value,
  });

  return (
    <div id={id} className="flex flex-col gap-5 border-t border-slate-200 pt-4">
      <FactSection
        headingLevel={4}
        title={t('customerReservations.detail.trip')}
        facts={tripLegFacts(
          // a stop is shown only when the customer gave one
          { ...r, arret_intermediaire: r.arret_intermediaire ?? undefined },
          words,
        )}
      />
      {r.retour ? (
        <FactSection
          headingLevel={4}
          title={t('customerReservations.detail.returnTrip')}
          facts={tripLegFacts(returnLeg(r), words)}
        />
      ) : (
        <p className="text-sm font-semibold text-ink-900">
          {t('customerReservations.detail.noReturn')}
        </p>
      )}
      <FactSection
        headingLevel={4}
        title={t('customerReservations.detail.passengers')}
        facts={passengerFacts(r, words)}
      />
      <FactSection
        headingLevel={4}
        title={t('customerReservations.detail.contact')}
        facts={[
          fact('nom', r.nom),
          fact('prenom', r.prenom),
          fact('email', r.email),
          fact('telephone', formatPhone(r.telephone)),
          fact('commentaire', r.commentaire ?? none),
        ]}
      />
    </div>
  );
};
