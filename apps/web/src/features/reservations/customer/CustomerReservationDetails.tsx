import { useTranslation } from 'react-i18next';
import { formatPhone, type CustomerReservation, type ReservationPricing } from '@navette/shared';
import { PriceBreakdown } from '../../../entities/pricing/PriceBreakdown';
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
 * The price the tariff gave the trip, line by line, and the vehicle class it was priced with
 * (docs/product/pricing.md); when the company's devis says otherwise, the devis applies.
 */
const PriceDetails = ({
  pricing,
  devis,
}: {
  pricing: ReservationPricing;
  devis: number | null;
}) => {
  const { t } = useTranslation('account');
  const format = useCustomerFormat();
  const differs = devis !== null && Math.round(devis * 100) !== pricing.option.totalCents;
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-semibold text-ink-900">{t('customerReservations.pricing.title')}</h4>
      <p className="text-sm text-slate-700">
        {t('customerReservations.pricing.vehicle', { name: pricing.option.vehicleName })}
      </p>
      <PriceBreakdown option={pricing.option} />
      {differs && (
        <p className="text-sm text-slate-700">
          {t('customerReservations.pricing.devisDiffers', { devis: format.euros(devis) })}
        </p>
      )}
    </section>
  );
};

/**
 * Everything the customer gave for a reservation, grouped as the booking form asks it
 * (docs/product/booking.md#form-steps): the trip, the return, the passengers, the price as the
 * tariff gave it (when it did), the contact.
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
      {r.tarification && <PriceDetails pricing={r.tarification} devis={r.devis} />}
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
