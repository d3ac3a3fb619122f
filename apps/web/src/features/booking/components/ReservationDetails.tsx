import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { BookingValues } from '../booking-form';
import { formatLongDate } from '@navette/shared';
import type { PriceOption } from '@navette/shared';
import { formatCents } from '../../../entities/pricing/PriceBreakdown';
import { dynamicKey, type TranslationKey } from '../../../lib/translation-key';

interface Row {
  label: string;
  value: ReactNode;
}

const Section = ({
  title,
  rows,
  onEdit,
  editLabel,
}: {
  title: string;
  rows: readonly Row[];
  onEdit: (() => void) | undefined;
  editLabel: string;
}) => (
  <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-6">
    <div className="mb-3 flex items-center justify-between gap-4">
      <h3 className="font-serif text-lg font-semibold text-ink-900">{title}</h3>
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          className="-my-2 inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-gold-700 underline underline-offset-4 hover:text-ink-900"
        >
          {editLabel}
          <span className="sr-only"> : {title}</span>
        </button>
      )}
    </div>
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd className="-mt-2 font-medium break-words text-ink-900 sm:mt-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  </section>
);

/**
 * Everything the person asked for, in the order of the form: the summary before sending, and the
 * success screens after (docs/product/booking.md: service, date, time, itinerary, return trip, passengers, baby
 * seat, transport, contact, main passenger and comment). `onEdit` adds a way back to each step.
 */
export const ReservationDetails = ({
  values,
  serviceName,
  option,
  onEdit,
}: {
  values: BookingValues;
  serviceName: string;
  /** the vehicle class chosen, with its price, when the trip was priced */
  option?: PriceOption | undefined;
  onEdit?: (step: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const yesNo = (value: boolean | undefined) =>
    t(value ? 'booking.summary.yes' : 'booking.summary.no');
  const count = (key: TranslationKey, value: number | null | undefined) =>
    value === null || value === undefined
      ? t('booking.summary.notGiven')
      : value === 0
        ? t('booking.summary.none')
        : t(key, { count: value });

  const legRows = (leg: {
    date: string | null | undefined;
    time: string | null | undefined;
    from: string | null | undefined;
    to: string | null | undefined;
    stop?: string | null | undefined;
    mode: string | null | undefined;
    train: string | null | undefined;
    flight: string | null | undefined;
    passengers: number | null | undefined;
    baggage: number | null | undefined;
  }): Row[] => {
    const mode = leg.mode === 'vol' ? 'avion' : (leg.mode ?? 'aucun');
    const number = mode === 'train' ? leg.train : mode === 'avion' ? leg.flight : '';
    const rows: Row[] = [
      { label: t('booking.summary.date'), value: formatLongDate(leg.date, i18n.language) },
      { label: t('booking.summary.time'), value: leg.time },
      { label: t('booking.summary.from'), value: leg.from },
      { label: t('booking.summary.to'), value: leg.to },
    ];
    if (leg.stop) rows.push({ label: t('booking.summary.stop'), value: leg.stop });
    rows.push({
      label: t('booking.summary.transport'),
      value: number
        ? `${t(dynamicKey(`booking.transport.${mode}`))} · ${number}`
        : t(dynamicKey(`booking.transport.${mode}`)),
    });
    if (mode !== 'aucun') {
      rows.push(
        {
          label: t('booking.summary.passengers'),
          value: count('booking.summary.passengerCount', leg.passengers),
        },
        {
          label: t('booking.summary.baggage'),
          value: count('booking.summary.baggageCount', leg.baggage),
        },
      );
    }
    return rows;
  };

  const edit = (step: number) => (onEdit ? () => onEdit(step) : undefined);
  const editLabel = t('booking.summary.edit');
  const mainName = values.est_passager_principal
    ? `${values.prenom ?? ''} ${values.nom ?? ''}`.trim()
    : values.nom_passager_principal;
  const mainPhone = values.est_passager_principal
    ? values.telephone
    : values.telephone_passager_principal;

  // the class, the hours of a hire and the price (docs/product/pricing.md#in-the-booking-forms)
  const priceRows: Row[] = [];
  if (option) priceRows.push({ label: t('booking.summary.vehicle'), value: option.vehicleName });
  if (typeof values.duree_heures === 'number') {
    priceRows.push({
      label: t('booking.price.hire'),
      value: t('booking.price.hireHours', { hours: values.duree_heures }),
    });
  }
  if (option) {
    const total = t('pricing.totalTtc', { amount: formatCents(option.totalCents, i18n.language) });
    priceRows.push({
      label: t('booking.summary.price'),
      value: option.covered ? total : `${total} · ${t('booking.price.estimate')}`,
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Section
        title={t('booking.summary.service')}
        rows={[{ label: t('booking.summary.serviceName'), value: serviceName }]}
        onEdit={edit(0)}
        editLabel={editLabel}
      />
      <Section
        title={t('booking.summary.outbound')}
        rows={legRows({
          date: values.date,
          time: values.heure,
          from: values.adresse_depart,
          to: values.adresse_arrivee,
          stop: values.arret_intermediaire,
          mode: values.moyen_transport,
          train: values.numero_train,
          flight: values.numero_vol,
          passengers: values.nombre_passagers,
          baggage: values.nombre_bagages,
        })}
        onEdit={edit(1)}
        editLabel={editLabel}
      />
      <Section
        title={t('booking.summary.return')}
        rows={
          values.retour
            ? legRows({
                date: values.date_retour,
                time: values.heure_retour,
                from: values.adresse_depart_retour,
                to: values.adresse_arrivee_retour,
                mode: values.moyen_transport_retour,
                train: values.numero_train_retour,
                flight: values.numero_vol_retour,
                passengers: values.nombre_passagers_retour,
                baggage: values.nombre_bagages_retour,
              })
            : [{ label: t('booking.summary.returnTrip'), value: t('booking.summary.noReturn') }]
        }
        onEdit={edit(1)}
        editLabel={editLabel}
      />
      <Section
        title={t('booking.summary.passengersAndOptions')}
        rows={[
          {
            label: t('booking.summary.persons'),
            value: t('booking.summary.passengerCount', { count: values.nombre_personnes ?? 1 }),
          },
          { label: t('booking.summary.babySeat'), value: yesNo(values.siege_bebe) },
          { label: t('booking.summary.boosters'), value: yesNo(values.rehausseurs) },
        ]}
        onEdit={edit(2)}
        editLabel={editLabel}
      />
      {priceRows.length > 0 && (
        <Section
          title={t('booking.summary.vehicleAndPrice')}
          rows={priceRows}
          onEdit={edit(2)}
          editLabel={editLabel}
        />
      )}
      <Section
        title={t('booking.summary.contact')}
        rows={[
          {
            label: t('booking.summary.name'),
            value: `${values.prenom ?? ''} ${values.nom ?? ''}`.trim(),
          },
          { label: t('booking.summary.email'), value: values.email },
          { label: t('booking.summary.phone'), value: values.telephone },
        ]}
        onEdit={edit(3)}
        editLabel={editLabel}
      />
      <Section
        title={t('booking.summary.mainPassenger')}
        rows={[
          {
            label: t('booking.summary.name'),
            value: values.est_passager_principal
              ? t('booking.summary.self', { name: mainName })
              : mainName,
          },
          { label: t('booking.summary.phone'), value: mainPhone },
        ]}
        onEdit={edit(3)}
        editLabel={editLabel}
      />
      <Section
        title={t('booking.summary.comment')}
        rows={[
          {
            label: t('booking.summary.comment'),
            value: values.commentaire?.trim() ? (
              <span className="whitespace-pre-line">{values.commentaire.trim()}</span>
            ) : (
              t('booking.summary.noComment')
            ),
          },
        ]}
        onEdit={edit(3)}
        editLabel={editLabel}
      />
    </div>
  );
};
