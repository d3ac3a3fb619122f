import { useTranslation } from 'react-i18next';
import type { TripLegKind } from '@navette/shared';
import { serverMessageOr } from '../../lib/api-client';
import { bonPdfUrl, useBon } from './run-sheet-api';
import { frenchDay, parisClock, parisShortDay } from './run-sheet-format';

/*
 * The bon de réservation shown full screen on a check (docs/product/documents.md, « Bon de
 * réservation »): its seven mentions, and its PDF.
 */

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export function BonPanel({
  legRef,
  onClose,
}: {
  legRef: { reservationId: string; leg: TripLegKind };
  onClose: () => void;
}) {
  const { t } = useTranslation(['chauffeur', 'common']);
  const bon = useBon(legRef, true);
  const data = bon.data;
  const legLine = (leg: { date: string; time: string; from: string; to: string }) =>
    t('runSheet.bon.leg', {
      date: frenchDay(leg.date),
      time: leg.time,
      from: leg.from,
      to: leg.to,
    });
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('runSheet.bon.open')}
      className="fixed inset-0 z-50 overflow-y-auto bg-white p-4"
    >
      <button
        type="button"
        className="min-h-11 min-w-11 rounded-md border border-slate-300 px-4 py-2"
        onClick={onClose}
      >
        {t('runSheet.bon.close')}
      </button>
      {bon.isPending && <p>{t('runSheet.bon.loading')}</p>}
      {bon.isError && <p role="alert">{serverMessageOr(bon.error, t('common.requestFailed'))}</p>}
      {data && (
        <div className="mt-4 space-y-3 break-words">
          <h2 className="text-xl font-bold">{t('runSheet.bon.title', { number: data.number })}</h2>
          <p>{data.reference}</p>
          <section>
            <h3 className="font-semibold">{t('runSheet.bon.operator')}</h3>
            <p>{data.operator.name}</p>
            <p>{data.operator.address}</p>
            <p>{data.operator.phone}</p>
            <p>{data.operator.email}</p>
            {data.vtcRegistry && (
              <p>{t('runSheet.bon.vtcRegistry', { value: data.vtcRegistry })}</p>
            )}
            {data.siren && <p>{t('runSheet.bon.siren', { value: data.siren })}</p>}
          </section>
          <section>
            <h3 className="font-semibold">{t('runSheet.bon.customer')}</h3>
            <p>{data.customer.name}</p>
            <p>{data.customer.phone}</p>
            <p>
              {t('runSheet.bon.bookedAt', {
                date: `${parisShortDay(data.bookedAt)}/${new Date(data.bookedAt).getFullYear()}`,
                time: parisClock(data.bookedAt),
              })}
            </p>
          </section>
          <section>
            <h3 className="font-semibold">{t('runSheet.bon.outbound')}</h3>
            <p>{legLine(data.outbound)}</p>
          </section>
          {data.return && (
            <section>
              <h3 className="font-semibold">{t('runSheet.bon.return')}</h3>
              <p>{legLine(data.return)}</p>
            </section>
          )}
          <p>
            {data.price
              ? t('runSheet.bon.price', { price: euros(data.price.ttcCents) })
              : t('runSheet.bon.noPrice')}
          </p>
          <a
            className="inline-flex min-h-11 items-center rounded-md bg-ink-900 px-4 py-3 font-semibold text-white"
            href={bonPdfUrl(legRef)}
            target="_blank"
            rel="noreferrer"
          >
            {t('runSheet.bon.download')}
          </a>
        </div>
      )}
    </div>
  );
}
