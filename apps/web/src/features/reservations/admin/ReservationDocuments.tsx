import { useTranslation } from 'react-i18next';
import type { AdminReservationDetail } from '@navette/shared';
import { DocumentList } from '../../../entities/document/DocumentList';
import { isDevisExpired } from '../../../entities/document/devis-validity';
import { formatDay } from '../../../lib/format';
import { canRenewDevis } from './reservations-admin-api';

export interface ReservationDocumentsProps {
  reservation: AdminReservationDetail;
  /** absent where the devis cannot be renewed from (a read-only view) */
  onRenewDevis?: (() => void) | undefined;
  renewing?: boolean;
}

/**
 * The documents issued for a reservation, every one with its issue date, a replaced one marked,
 * the current devis's validity, and its renewal while the customer can still accept it
 * (docs/product/documents.md).
 */
export const ReservationDocuments = ({
  reservation: r,
  onRenewDevis,
  renewing = false,
}: ReservationDocumentsProps) => {
  const { t, i18n } = useTranslation('admin');
  // once the customer answered, the devis's validity no longer matters
  const validUntil = r.statut === 'en attente' ? r.devisValideJusquAu : null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink-900">{t('adminReservations.detail.documents')}</h3>
      {validUntil && (
        <p className="text-sm text-slate-800">
          {isDevisExpired(validUntil)
            ? t('documentLinks.expiredOn', { date: formatDay(validUntil, i18n.language) })
            : t('documentLinks.validUntil', { date: formatDay(validUntil, i18n.language) })}
        </p>
      )}
      {r.documents.length === 0 ? (
        <p className="text-sm text-slate-600">{t('adminReservations.detail.noDocuments')}</p>
      ) : (
        <DocumentList documents={r.documents} showSuperseded showIssuedAt />
      )}
      {onRenewDevis && canRenewDevis(r) && (
        <div>
          <button
            type="button"
            className="btn btn-outline"
            disabled={renewing}
            onClick={onRenewDevis}
          >
            {renewing
              ? t('adminReservations.card.renewingDevis')
              : t('adminReservations.card.renewDevis')}
          </button>
        </div>
      )}
    </section>
  );
};
