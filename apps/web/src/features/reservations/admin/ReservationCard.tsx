import { useTranslation } from 'react-i18next';
import type { AdminReservation } from '@navette/shared';
import { STATUS_CLASSES, useReservationFormat } from './reservation-format';

export interface ReservationCardProps {
  reservation: AdminReservation;
  onOpen: (reservation: AdminReservation) => void;
  onEdit: (reservation: AdminReservation) => void;
  onDelete: (reservation: AdminReservation) => void;
}

/**
 * One reservation in the list: who, when, where, the status, the quote and payment, and its three
 * actions as real buttons (keyboard and screen reader name them with the customer's name).
 */
export const ReservationCard = ({
  reservation,
  onOpen,
  onEdit,
  onDelete,
}: ReservationCardProps) => {
  const { t } = useTranslation('admin');
  const format = useReservationFormat();
  const name = `${reservation.prenom} ${reservation.nom}`;
  const of = <span className="sr-only"> {t('adminReservations.card.of', { name })}</span>;
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-lg bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-ink-900">{name}</h2>
          <p className="font-mono text-xs text-slate-600">
            {t('adminReservations.card.reference', { reference: reservation.reference })}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${STATUS_CLASSES[reservation.statut]}`}
        >
          {format.status(reservation.statut)}
        </span>
      </div>
      <p className="text-sm font-medium text-ink-900">
        {format.day(reservation.date)} · {reservation.heure}
        {reservation.serviceName ? ` · ${format.service(reservation)}` : ''}
      </p>
      <p className="break-words text-sm text-slate-700">
        {reservation.adresse_depart} → {reservation.adresse_arrivee}
      </p>
      <p className="break-words text-sm text-slate-600">
        {reservation.email} ·{' '}
        {t('adminReservations.card.people', { count: reservation.nombre_personnes })}
      </p>
      <p className="text-sm font-medium text-ink-900">
        {reservation.devis === null
          ? t('adminReservations.card.noDevis')
          : t('adminReservations.card.devis', { amount: format.euros(reservation.devis) })}
        {' · '}
        {reservation.paid
          ? t('adminReservations.filters.paidYes')
          : t('adminReservations.filters.paidNo')}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" onClick={() => onOpen(reservation)}>
          {t('adminReservations.card.details')}
          {of}
        </button>
        <button type="button" className="btn btn-ink" onClick={() => onEdit(reservation)}>
          {t('adminReservations.card.edit')}
          {of}
        </button>
        <button
          type="button"
          className="btn btn-outline text-error-600"
          onClick={() => onDelete(reservation)}
        >
          {t('adminReservations.card.delete')}
          {of}
        </button>
      </div>
    </article>
  );
};
