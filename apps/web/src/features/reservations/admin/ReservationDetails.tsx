import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReservationDetail, TransportMode } from '@navette/shared';
import type { WebCatalogue } from '../../../lib/i18n';
import { useReservationFormat } from './reservation-format';

type FieldKey = keyof WebCatalogue['admin']['adminReservations']['fields'];

interface Row {
  field: FieldKey;
  value: ReactNode;
}

const Section = ({ title, rows }: { title: string; rows: readonly (Row | false)[] }) => {
  const { t } = useTranslation('admin');
  const shown = rows.filter((row): row is Row => row !== false);
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink-900">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {shown.map(({ field, value }) => (
          <div key={field} className="contents">
            <dt className="text-slate-500">{t(`adminReservations.fields.${field}`)}</dt>
            <dd className="mb-1 break-words text-slate-800 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/**
 * Every field of a reservation, grouped as the booking form asks them
 * (docs/product/booking.md#form-steps), then the administrators' changes, newest first.
 */
export const ReservationDetails = ({ reservation: r }: { reservation: AdminReservationDetail }) => {
  const { t } = useTranslation('admin');
  const format = useReservationFormat();
  const text = (value: string | null): string => value ?? t('adminReservations.values.none');
  const count = (value: number | null): string =>
    value === null ? t('adminReservations.values.none') : String(value);
  const transport = (mode: TransportMode) => t(`adminReservations.values.transport.${mode}`);

  return (
    <div className="flex flex-col gap-5">
      <Section
        title={t('adminReservations.detail.customer')}
        rows={[
          { field: 'nom', value: r.nom },
          { field: 'prenom', value: r.prenom },
          { field: 'email', value: r.email },
          { field: 'telephone', value: r.telephone },
          { field: 'source', value: t(`adminReservations.values.source.${r.source}`) },
          { field: 'createdAt', value: format.instant(r.createdAt) },
        ]}
      />
      <Section
        title={t('adminReservations.detail.trip')}
        rows={[
          {
            field: 'service',
            value: r.serviceName ?? t('adminReservations.values.deletedService'),
          },
          { field: 'date', value: format.day(r.date) },
          { field: 'heure', value: r.heure },
          { field: 'adresse_depart', value: r.adresse_depart },
          { field: 'arret_intermediaire', value: text(r.arret_intermediaire) },
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
          title={t('adminReservations.detail.returnTrip')}
          rows={[
            { field: 'date_retour', value: r.date_retour ? format.day(r.date_retour) : text(null) },
            { field: 'heure_retour', value: text(r.heure_retour) },
            { field: 'adresse_depart_retour', value: text(r.adresse_depart_retour) },
            { field: 'adresse_arrivee_retour', value: text(r.adresse_arrivee_retour) },
            { field: 'moyen_transport_retour', value: transport(r.moyen_transport_retour) },
            r.moyen_transport_retour === 'train' && {
              field: 'numero_train_retour',
              value: text(r.numero_train_retour),
            },
            r.moyen_transport_retour === 'avion' && {
              field: 'numero_vol_retour',
              value: text(r.numero_vol_retour),
            },
            r.moyen_transport_retour !== 'aucun' && {
              field: 'nombre_passagers_retour',
              value: count(r.nombre_passagers_retour),
            },
            r.moyen_transport_retour !== 'aucun' && {
              field: 'nombre_bagages_retour',
              value: count(r.nombre_bagages_retour),
            },
          ]}
        />
      ) : (
        <p className="text-sm font-semibold text-ink-900">
          {t('adminReservations.detail.noReturn')}
        </p>
      )}
      <Section
        title={t('adminReservations.detail.passengers')}
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
          { field: 'commentaire', value: text(r.commentaire) },
        ]}
      />
      <Section
        title={t('adminReservations.detail.quote')}
        rows={[
          { field: 'prix_estime', value: format.euros(r.prix_estime) },
          { field: 'devis', value: r.devis === null ? text(null) : format.euros(r.devis) },
          { field: 'statut', value: format.status(r.statut) },
          { field: 'paid', value: format.yesNo(r.paid) },
        ]}
      />
      <ReservationHistory reservation={r} />
    </div>
  );
};

const ReservationHistory = ({ reservation }: { reservation: AdminReservationDetail }) => {
  const { t, i18n } = useTranslation('admin');
  const format = useReservationFormat();
  const empty = t('adminReservations.detail.emptyValue');
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
                  : (change.admin?.email ?? t('adminReservations.detail.deletedAdmin'))}
              </p>
              <p className="break-words text-slate-800">
                {t('adminReservations.detail.historyLine', {
                  field: label(change.field),
                  old: change.oldValue ?? empty,
                  new: change.newValue ?? empty,
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
