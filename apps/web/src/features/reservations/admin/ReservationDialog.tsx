import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReservationDetail } from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import {
  announceDevisRenewed,
  announcePaymentRecorded,
  announceSave,
  announceSaveFailure,
} from '../../../entities/reservation/admin-reservation-toasts';
import {
  saveReservationChanges,
  type ReservationChanges,
} from '../../../entities/reservation/admin-reservation-edits';
import { ReservationDetails } from './ReservationDetails';
import { ReservationEditForm } from './ReservationEditForm';
import { renewDevis, useAdminReservation, useRefreshReservations } from './reservations-admin-api';

export type ReservationDialogMode = 'view' | 'edit';

export interface ReservationDialogProps {
  /** the reservation opened, and its name while it loads */
  opened: { id: string; name: string; mode: ReservationDialogMode } | null;
  onClose: () => void;
  /** what the page adds under the detail (the legs' assignment, from features/dispatch) */
  legsSection?: (reservation: AdminReservationDetail) => ReactNode;
}

/** An edit made on an older copy than the server's (docs/product/back-office.md#reservations). */
const isStale = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'RESERVATION_STALE';

/**
 * One reservation: its detail view, and the edit form in its place while editing. A save reports
 * each of its calls with the documented message; an edit refused because the reservation changed
 * meanwhile stays on screen with a button that loads the current version.
 */
export const ReservationDialog = ({ opened, onClose, legsSection }: ReservationDialogProps) => {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<ReservationDialogMode>('view');
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const detail = useAdminReservation(opened?.id ?? null);
  const refresh = useRefreshReservations();

  // a newly opened reservation starts in the mode its button asked for
  if ((opened?.id ?? null) !== openedId) {
    setOpenedId(opened?.id ?? null);
    setMode(opened?.mode ?? 'view');
    setStale(false);
  }

  const save = async (reservation: AdminReservationDetail, changes: ReservationChanges) => {
    try {
      announceSave(t, await saveReservationChanges(reservation, changes));
      await refresh();
      setMode('view');
    } catch (error) {
      announceSaveFailure(t, error);
      if (isStale(error)) setStale(true);
      // a call before the failing one may have saved: the list shows it, the form keeps its values
      else void refresh();
      throw error;
    }
  };

  /** Reported as the other edits are; the detail and the list then show the new devis. */
  const renew = async (reservation: AdminReservationDetail) => {
    setRenewing(true);
    try {
      announceDevisRenewed(t, (await renewDevis(reservation)).mailQueued);
      await refresh();
    } catch (error) {
      announceSaveFailure(t, error);
      if (isStale(error)) setStale(true);
      else void refresh();
    } finally {
      setRenewing(false);
    }
  };

  const reload = async () => {
    setStale(false);
    setMode('view');
    await refresh();
  };

  const reservation = detail.data;
  const name = reservation ? `${reservation.prenom} ${reservation.nom}` : (opened?.name ?? '');
  return (
    <Modal
      open={opened !== null}
      onClose={onClose}
      title={
        mode === 'edit'
          ? t('adminReservations.form.title', { name })
          : t('adminReservations.detail.title', { name })
      }
      className="sm:max-w-2xl"
    >
      {stale && (
        <ErrorBanner
          className="mb-4"
          title={t('adminReservations.stale.title')}
          onDismiss={() => setStale(false)}
          message={
            <>
              <p>{t('adminReservations.stale.message')}</p>
              <button type="button" className="btn btn-ink mt-3" onClick={() => void reload()}>
                {t('adminReservations.stale.reload')}
              </button>
            </>
          }
        />
      )}
      {detail.isPending && opened !== null && (
        <div className="flex justify-center p-6">
          <Spinner label={t('adminReservations.detail.loading')} />
        </div>
      )}
      {detail.isError && (
        <ErrorBanner
          message={serverMessageOr(detail.error, t('adminReservations.detail.loadError'))}
        />
      )}
      {reservation && (
        <p className="mb-4 font-mono text-sm font-semibold text-ink-900">
          {t('adminReservations.detail.reference', { reference: reservation.reference })}
        </p>
      )}
      {reservation &&
        (mode === 'edit' ? (
          <ReservationEditForm
            reservation={reservation}
            onSave={(changes) => save(reservation, changes)}
            onCancel={() => setMode('view')}
          />
        ) : (
          <>
            <div className="mb-4 flex justify-end">
              <button type="button" className="btn btn-ink" onClick={() => setMode('edit')}>
                {t('adminReservations.card.edit')}
              </button>
            </div>
            <ReservationDetails
              reservation={reservation}
              renewing={renewing}
              onRenewDevis={() => void renew(reservation)}
              onPaymentRecorded={() => {
                announcePaymentRecorded(t);
                void refresh();
              }}
            />
            {legsSection?.(reservation)}
          </>
        ))}
    </Modal>
  );
};
