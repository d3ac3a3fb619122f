import { useTranslation } from 'react-i18next';
import type { ReservationPricing } from '@navette/shared';
import { formatCents, PriceBreakdown } from '../../../entities/pricing/PriceBreakdown';

/**
 * The price as the tariff gave the trip, kept on the reservation for good
 * (docs/product/pricing.md): the total, the tariff version and vehicle class it came from,
 * whether the customer booked at that price or asked for a quote with it as the estimate, the
 * breakdown, and the cancellation terms the customer cancels under.
 */
export const ReservationTarification = ({ pricing }: { pricing: ReservationPricing }) => {
  const { t, i18n } = useTranslation('admin');
  const { option, cancellation } = pricing;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink-900">{t('adminReservations.pricing.title')}</h3>
      <p className="text-sm text-slate-800">
        {t('adminReservations.pricing.price', {
          amount: formatCents(option.totalCents, i18n.language),
          version: pricing.tariffVersion,
          vehicle: option.vehicleName,
        })}
      </p>
      <p className="text-sm font-semibold text-ink-900">
        {pricing.instant
          ? t('adminReservations.pricing.instant')
          : t('adminReservations.pricing.estimate')}
      </p>
      <PriceBreakdown option={option} />
      <p className="text-sm text-slate-600">
        {t('adminReservations.pricing.cancellation', {
          hours: cancellation.freeUntilHours,
          percent: cancellation.feePercent,
        })}
      </p>
    </section>
  );
};
