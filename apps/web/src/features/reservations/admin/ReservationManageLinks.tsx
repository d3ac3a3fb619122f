import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revokeManageLinksEndpoint } from '@navette/shared';
import { toast } from '../../../components/toast-store';
import { callEndpoint, serverMessageOr } from '../../../lib/api-client';

/**
 * The "Gérer ma réservation" links e-mailed to the customer (docs/product/back-office.md#manage-links):
 * the operator switches them all off, asked first in the back-office's Oui/Non toast. The next
 * e-mail about the reservation carries a new link.
 */
export const ReservationManageLinks = ({ reservationId }: { reservationId: string }) => {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    setBusy(true);
    try {
      const { revoked } = await callEndpoint(revokeManageLinksEndpoint, {
        params: { id: reservationId },
      });
      toast.success(t('adminReservations.manageLinks.revoked', { count: revoked }));
    } catch (error) {
      toast.error(serverMessageOr(error, t('adminReservations.manageLinks.revokeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col items-start gap-2">
      <h3 className="font-semibold text-ink-900">{t('adminReservations.manageLinks.title')}</h3>
      <p className="text-sm text-slate-700">{t('adminReservations.manageLinks.text')}</p>
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy}
        onClick={() =>
          toast.confirm(t('adminReservations.manageLinks.confirm'), {
            onConfirm: () => void revoke(),
          })
        }
      >
        {t('adminReservations.manageLinks.revoke')}
      </button>
    </section>
  );
};
