import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReservationDetail } from '@navette/shared';
import { EmailLink, PhoneLink } from '../../../components/ContactLinks';
import {
  FactSection,
  passengerFacts,
  returnLeg,
  tripLegFacts,
  type FactWords,
  type TripLegField,
} from '../../../entities/reservation/ReservationFacts';
import type { WebCatalogue } from '../../../lib/i18n';
import { useReservationFormat } from './reservation-format';
import { ReservationManageLinks } from './ReservationManageLinks';
import { ReservationDocuments, type ReservationDocumentsProps } from './ReservationDocuments';
import { ReservationPayments, type ReservationPaymentsProps } from './ReservationPayments';
import { ReservationTarification } from './ReservationTarification';

type FieldKey = keyof WebCatalogue['admin']['adminReservations']['fields'];

/** The back-office names the return leg's fields by their own columns. */
const RETURN_FIELDS = {
  date: 'date_retour',
  heure: 'heure_retour',
  adresse_depart: 'adresse_depart_retour',
  arret_intermediaire: 'arret_intermediaire',
  adresse_arrivee: 'adresse_arrivee_retour',
  moyen_transport: 'moyen_transport_retour',
  numero_train: 'numero_train_retour',
  numero_vol: 'numero_vol_retour',
  nombre_passagers: 'nombre_passagers_retour',
  nombre_bagages: 'nombre_bagages_retour',
} as const satisfies Record<TripLegField, FieldKey>;

/**
 * Every field of a reservation, grouped as the booking form asks them
 * (docs/product/booking.md#form-steps), the price as the tariff gave it (when it did), the
 * documents issued, then the changes, newest first.
 */
export const ReservationDetails = ({
  reservation: r,
  onRenewDevis,
  renewing,
  onPaymentRecorded,
}: ReservationDocumentsProps & {
  onPaymentRecorded?: ReservationPaymentsProps['onRecorded'];
}) => {
  const { t } = useTranslation('admin');
  const format = useReservationFormat();
  const none = t('adminReservations.values.none');
  const words: FactWords<FieldKey> = {
    label: (field) => t(`adminReservations.fields.${field}`),
    day: format.day,
    yesNo: format.yesNo,
    transport: (mode) => t(`adminReservations.values.transport.${mode}`),
    none,
  };
  const fact = (field: FieldKey, value: ReactNode) => ({
    key: field,
    label: words.label(field),
    value,
  });

  return (
    <div className="flex flex-col gap-5">
      <FactSection
        title={t('adminReservations.detail.customer')}
        facts={[
          fact('nom', r.nom),
          fact('prenom', r.prenom),
          // reachable in one tap, the number grouped as it is read
          fact('email', <EmailLink email={r.email} />),
          fact('telephone', <PhoneLink phone={r.telephone} />),
          fact('source', t(`adminReservations.values.source.${r.source}`)),
          fact('createdAt', format.instant(r.createdAt)),
        ]}
      />
      <FactSection
        title={t('adminReservations.detail.trip')}
        facts={[
          fact('service', format.service(r) ?? t('adminReservations.values.deletedService')),
          ...tripLegFacts(r, words),
        ]}
      />
      {r.retour ? (
        <FactSection
          title={t('adminReservations.detail.returnTrip')}
          facts={tripLegFacts(returnLeg(r), {
            ...words,
            label: (field) => words.label(RETURN_FIELDS[field]),
          })}
        />
      ) : (
        <p className="text-sm font-semibold text-ink-900">
          {t('adminReservations.detail.noReturn')}
        </p>
      )}
      <FactSection
        title={t('adminReservations.detail.passengers')}
        facts={[...passengerFacts(r, words), fact('commentaire', r.commentaire ?? none)]}
      />
      <FactSection
        title={t('adminReservations.detail.quote')}
        facts={[
          fact('prix_estime', format.estimate(r.prix_estime)),
          fact('devis', r.devis === null ? none : format.euros(r.devis)),
          fact('statut', format.status(r.statut)),
          fact('paid', format.yesNo(r.paid)),
        ]}
      />
      {r.tarification && <ReservationTarification pricing={r.tarification} />}
      <ReservationPayments reservation={r} onRecorded={onPaymentRecorded} />
      <ReservationDocuments reservation={r} onRenewDevis={onRenewDevis} renewing={renewing} />
      <ReservationManageLinks reservationId={r._id} />
      <ReservationHistory reservation={r} />
    </div>
  );
};
const ReservationHistory = ({ reservation }: { reservation: AdminReservationDetail }) => {
  const { t, i18n } = useTranslation('admin');
  const format = useReservationFormat();
  // a field of the edit form by its label; any other by its stored name
  const label = (field: string): string => {
    const key = `adminReservations.fields.${field}`;
    return i18n.exists(key, { ns: 'admin' })
      ? t(key as `adminReservations.fields.${FieldKey}`)
      : field;
  };
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink-900">{t('adminReservations.detail.history')}</h3>
      {reservation.history.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminReservations.detail.noHistory')}</p>
      ) : (
        <ol
          aria-label={t('adminReservations.detail.historyCaption')}
          className="flex flex-col gap-2"
        >
          {reservation.history.map((change) => (
            <li key={change._id} className="rounded-md bg-cream p-3 text-sm">
              <p className="text-slate-600">
                {format.instant(change.at)} ·{' '}
                {change.by === 'customer'
                  ? t('adminReservations.detail.byCustomer')
                  : change.by === 'chauffeur'
                    ? t('adminReservations.detail.byChauffeur')
                    : (change.admin?.email ?? t('adminReservations.detail.deletedAdmin'))}
              </p>
              <p className="break-words text-slate-800">
                {t('adminReservations.detail.historyLine', {
                  field: label(change.field),
                  old: format.historyValue(change.field, change.oldValue),
                  new: format.historyValue(change.field, change.newValue),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
