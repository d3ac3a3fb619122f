import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, type DashboardReservation } from '@navette/shared';
import type { DataTableColumn } from '../../../components/DataTable';
import { toast } from '../../../components/toast-store';
import {
  announceDeleteFailure,
  announceDeleted,
  announceSave,
  announceSaveFailure,
} from '../../../entities/reservation/admin-reservation-toasts';
import {
  useDeleteReservation,
  useSaveReservationEdit,
  type ReservationEdit,
} from '../dashboard-api';
import { formatDay, formatEuros } from '../../../lib/format';
import { ShortList } from '../../../components/ShortList';
import { DraftInput, DraftNumber, DraftStatus } from './ReservationEditCells';

const buttonClass =
  'min-h-11 rounded-md px-3 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-gold-400 disabled:opacity-60';

const toDraft = (row: DashboardReservation): ReservationEdit => ({
  nom: row.nom,
  email: row.email,
  date: row.date,
  heure: row.heure,
  nombre_personnes: row.nombre_personnes,
  adresse_depart: row.adresse_depart,
  adresse_arrivee: row.adresse_arrivee,
  devis: row.devis,
  statut: row.statut,
});

/**
 * The first 5 reservations (the next trips) with the spec's inline edit and delete
 * (docs/product/back-office.md#dashboard): one row in edit mode at a time, only the changed
 * values sent, the spec's toasts.
 */
export const UpcomingTable = ({ rows }: { rows: readonly DashboardReservation[] }) => {
  const { t, i18n } = useTranslation('admin');
  const [editing, setEditing] = useState<{ id: string; draft: ReservationEdit } | null>(null);
  const save = useSaveReservationEdit();
  const remove = useDeleteReservation();
  const lng = i18n.language;
  const draftOf = (row: DashboardReservation) => (editing?.id === row._id ? editing.draft : null);
  const setDraft = (draft: ReservationEdit) =>
    setEditing((current) => current && { ...current, draft });

  const onSave = (row: DashboardReservation, draft: ReservationEdit) => {
    save.mutate(
      { original: row, edited: draft },
      {
        onSuccess: (outcome) => {
          setEditing(null);
          announceSave(t, outcome);
        },
        onError: (error) => announceSaveFailure(t, error),
      },
    );
  };

  const onDelete = (row: DashboardReservation) => {
    toast.confirm(t('adminDashboard.upcoming.confirmDelete'), {
      onConfirm: () =>
        remove.mutate(row, {
          onSuccess: () => announceDeleted(t),
          onError: (error) => announceDeleteFailure(t, error),
        }),
    });
  };

  const withDraft =
    (read: (row: DashboardReservation) => ReactNode, edit: (draft: ReservationEdit) => ReactNode) =>
    (row: DashboardReservation) => {
      const draft = draftOf(row);
      return draft ? <span className="flex flex-col gap-1">{edit(draft)}</span> : read(row);
    };
  const bind = { onChange: setDraft };

  const columns: DataTableColumn<DashboardReservation>[] = [
    {
      id: 'client',
      header: t('adminDashboard.upcoming.client'),
      cell: (row) => {
        // the short reference the customer reads on the e-mails and the bon, kept while editing
        const reference = (
          <span className="block font-mono text-xs font-normal text-slate-600">
            {t('adminDashboard.upcoming.reference', { reference: row.reference })}
          </span>
        );
        const draft = draftOf(row);
        return draft ? (
          <span className="flex flex-col gap-1">
            {reference}
            <DraftInput field="nom" draft={draft} {...bind} />
            <DraftInput field="email" draft={draft} {...bind} />
          </span>
        ) : (
          <span>
            {row.prenom} {row.nom} {reference}
            <span className="block text-xs font-normal text-slate-500">{row.email}</span>
          </span>
        );
      },
    },
    {
      id: 'when',
      header: t('adminDashboard.upcoming.when'),
      cell: withDraft(
        (row) => `${formatDay(row.date, lng)} ${row.heure}`,
        (draft) => (
          <>
            <DraftInput field="date" draft={draft} {...bind} />
            <DraftInput field="heure" draft={draft} {...bind} />
          </>
        ),
      ),
    },
    {
      id: 'persons',
      header: t('adminDashboard.upcoming.persons'),
      cell: withDraft(
        (row) => row.nombre_personnes,
        (draft) => <DraftNumber field="nombre_personnes" draft={draft} {...bind} />,
      ),
    },
    {
      id: 'route',
      header: t('adminDashboard.upcoming.route'),
      cell: withDraft(
        (row) => (
          <span>
            {row.adresse_depart} → {row.adresse_arrivee}
            {row.service && (
              <span className="block text-xs text-slate-500">
                {inLanguage(lng, row.service.name, row.service.nameEn)}
              </span>
            )}
          </span>
        ),
        (draft) => (
          <>
            <DraftInput field="adresse_depart" draft={draft} {...bind} />
            <DraftInput field="adresse_arrivee" draft={draft} {...bind} />
          </>
        ),
      ),
    },
    {
      id: 'devis',
      header: t('adminDashboard.upcoming.devis'),
      cell: withDraft(
        (row) =>
          row.devis === null
            ? t('adminDashboard.upcoming.noDevis')
            : formatEuros(row.devis, lng, true),
        (draft) => <DraftNumber field="devis" draft={draft} {...bind} />,
      ),
    },
    {
      id: 'statut',
      header: t('adminDashboard.upcoming.statut'),
      cell: withDraft(
        (row) =>
          `${t(`adminDashboard.status.${row.statut}`)}${row.paid ? ` · ${t('adminDashboard.upcoming.paid')}` : ''}`,
        (draft) => <DraftStatus draft={draft} {...bind} />,
      ),
    },
    {
      id: 'actions',
      header: t('adminDashboard.upcoming.actions'),
      cell: (row) => {
        const draft = draftOf(row);
        const name = `${row.prenom} ${row.nom}`;
        if (draft) {
          const isSaving = save.isPending;
          return (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={isSaving}
                onClick={() => onSave(row, draft)}
                className={`${buttonClass} bg-ink-900 text-white`}
              >
                {isSaving ? t('adminDashboard.upcoming.saving') : t('adminDashboard.upcoming.save')}
              </button>
              <button
                type="button"
                onClick={() => setEditing(null)}
                className={`${buttonClass} border border-slate-300 text-ink-900`}
              >
                {t('adminDashboard.upcoming.cancel')}
              </button>
            </div>
          );
        }
        return (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-label={t('adminDashboard.upcoming.editLabel', { name })}
              onClick={() => setEditing({ id: row._id, draft: toDraft(row) })}
              className={`${buttonClass} border border-slate-300 text-ink-900`}
            >
              {t('adminDashboard.upcoming.edit')}
            </button>
            <button
              type="button"
              aria-label={t('adminDashboard.upcoming.deleteLabel', { name })}
              onClick={() => onDelete(row)}
              className={`${buttonClass} border border-red-300 text-red-800`}
            >
              {t('adminDashboard.upcoming.delete')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <ShortList
      caption={t('adminDashboard.upcoming.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row._id}
      emptyText={t('adminDashboard.upcoming.empty')}
    />
  );
};
