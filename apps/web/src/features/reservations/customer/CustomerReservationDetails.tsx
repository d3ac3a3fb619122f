import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerReservation, TransportMode } from '@navette/shared';
import type { WebCatalogue } from '../../../lib/i18n';
import { useCustomerFormat } from './use-customer-format';

type FieldKey = keyof WebCatalogue['account']['customerReservations']['detail']['fields'];

interface Row {
  field: FieldKey;
  value: ReactNode;
}

const Section = ({ title, rows }: { title: string; rows: readonly (Row | false)[] }) => {
  const { t } = useTranslation('account');
  const shown = rows.filter((row): row is Row => row !== false);
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-semibold text-ink-900">{title}</h4>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {shown.map(({ field, value }) => (
          <div key={field} className="contents">
            <dt className="text-slate-500">{t(`customerReservations.detail.fields.${field}`)}</dt>
            <dd className="mb-1 break-words text-slate-800 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

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
  const text = (value: string | null): string => value ?? t('customerReservations.detail.none');
  const count = (value: number | null): string =>
    value === null ? t('customerReservations.detail.none') : String(value);
  const transport = (mode: TransportMode) => t(`customerReservations.detail.transport.${mode}`);

  return (
    <div id={id} className="flex flex-col gap-5 border-t border-slate-200 pt-4">
      <Section
        title={t('customerReservations.detail.trip')}
        rows={[
          { field: 'date', value: format.day(r.date) },
          { field: 'heure', value: r.heure },
          { field: 'adresse_depart', value: r.adresse_depart },
          r.arret_intermediaire !== null && {
            field: 'arret_intermediaire',
            value: r.arret_intermediaire,
          },
          { field: 'adresse_arrivee', value: r.adresse_arrivee },
          { field: 'moyen_transport', value: transport(r.moyen_transport) },
          r.moyen_transport === 'train' && { field: 'numero_train', value: text(r.numero_train) },
          r.moyen_transport === 'avion' && { field: 'numero_vol', value: text(r.numero_vol) },
          r.moyen_transport !== 'aucun' && {
            field: 'nombre_passagers',
            value: count(r.nombre_passagers),
          },
          r.moyen_transport !== 'aucun' && {
            field: 'nombre_bagages',
            value: count(r.nombre_bagages),
          },
        ]}
      />
      {r.retour ? (
        <Section
          title={t('customerReservations.detail.returnTrip')}
          rows={[
            { field: 'date', value: r.date_retour ? format.day(r.date_retour) : text(null) },
            { field: 'heure', value: text(r.heure_retour) },
            { field: 'adresse_depart', value: text(r.adresse_depart_retour) },
            { field: 'adresse_arrivee', value: text(r.adresse_arrivee_retour) },
            { field: 'moyen_transport', value: transport(r.moyen_transport_retour) },
            r.moyen_transport_retour === 'train' && {
              field: 'numero_train',
              value: text(r.numero_train_retour),
            },
            r.moyen_transport_retour === 'avion' && {
              field: 'numero_vol',
              value: text(r.numero_vol_retour),
            },
            r.moyen_transport_retour !== 'aucun' && {
              field: 'nombre_passagers',
              value: count(r.nombre_passagers_retour),
            },
            r.moyen_transport_retour !== 'aucun' && {
              field: 'nombre_bagages',
              value: count(r.nombre_bagages_retour),
            },
          ]}
        />
      ) : (
        <p className="text-sm font-semibold text-ink-900">
          {t('customerReservations.detail.noReturn')}
        </p>
      )}
      <Section
        title={t('customerReservations.detail.passengers')}
        rows={[
          { field: 'nombre_personnes', value: String(r.nombre_personnes) },
          { field: 'siege_bebe', value: format.yesNo(r.siege_bebe) },
          { field: 'rehausseurs', value: format.yesNo(r.rehausseurs) },
          { field: 'est_passager_principal', value: format.yesNo(r.est_passager_principal) },
          !r.est_passager_principal && {
            field: 'nom_passager_principal',
            value: text(r.nom_passager_principal),
          },
          !r.est_passager_principal && {
            field: 'telephone_passager_principal',
            value: text(r.telephone_passager_principal),
          },
        ]}
      />
      <Section
        title={t('customerReservations.detail.contact')}
        rows={[
          { field: 'nom', value: r.nom },
          { field: 'prenom', value: r.prenom },
          { field: 'email', value: r.email },
          { field: 'telephone', value: r.telephone },
          { field: 'commentaire', value: text(r.commentaire) },
        ]}
      />
    </div>
  );
};
