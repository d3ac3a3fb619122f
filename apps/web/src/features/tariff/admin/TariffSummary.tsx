import { useTranslation } from 'react-i18next';
import type { Service, Tariff, TariffRate, Vehicle } from '@navette/shared';
import { formatCents } from '../../../entities/pricing/PriceBreakdown';
import { usePairName } from './pair-name';

const RateSummary = ({
  tariff,
  rate,
  title,
}: {
  tariff: Tariff;
  rate: TariffRate;
  title: string;
}) => {
  const { t, i18n } = useTranslation('admin');
  const euros = (cents: number) => formatCents(cents, i18n.language);
  const zoneName = (id: string) => tariff.zones.find((zone) => zone.id === id)?.name ?? id;
  const { formula, hourly, supplements } = rate;
  const lines = [
    ...rate.flatFares.map((fare) => {
      const text = t('adminTariff.summary.flatFare', {
        from: zoneName(fare.from),
        to: zoneName(fare.to),
        price: euros(fare.priceCents),
      });
      return fare.bothWays ? t('adminTariff.summary.bothWays', { text }) : text;
    }),
    formula &&
      t('adminTariff.summary.formula', {
        pickup: euros(formula.pickupCents),
        perKm: euros(formula.perKmCents),
        perMinute: euros(formula.perMinuteCents),
        minimum: euros(formula.minimumCents),
      }),
    formula &&
      (formula.area.length > 0
        ? t('adminTariff.summary.area', { zones: formula.area.map(zoneName).join(', ') })
        : t('adminTariff.summary.noArea')),
    hourly &&
      t('adminTariff.summary.hourly', {
        packages: hourly.packages
          .map((p) =>
            t('adminTariff.summary.package', { hours: p.hours, price: euros(p.priceCents) }),
          )
          .join(', '),
        extra: euros(hourly.extraHourCents),
      }),
    t('adminTariff.summary.percents', {
      night: supplements.nightPercent,
      sunday: supplements.sundayPercent,
      holiday: supplements.holidayPercent,
      discount: rate.returnDiscountPercent,
    }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <li>
      <p className="font-semibold text-ink-900">{title}</p>
      <ul className="ml-4 list-disc text-sm text-slate-700">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </li>
  );
};

/**
 * A saved version of the tariff, read-only (the history's `Voir`): its zones, each pair's prices,
 * the night hours and the cancellation terms.
 */
export const TariffSummary = ({
  tariff,
  services,
  vehicles,
}: {
  tariff: Tariff;
  services: readonly Service[];
  vehicles: readonly Vehicle[];
}) => {
  const { t } = useTranslation('admin');
  const pairLabel = usePairName(services, vehicles);
  return (
    <div className="flex flex-col gap-4 text-ink-900">
      <section>
        <h3 className="font-semibold">{t('adminTariff.summary.zones')}</h3>
        {tariff.zones.length === 0 ? (
          <p className="text-sm text-slate-600">{t('adminTariff.summary.noZones')}</p>
        ) : (
          <ul className="ml-4 list-disc text-sm text-slate-700">
            {tariff.zones.map((zone) => (
              <li key={zone.id}>
                {zone.name} ({zone.id})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="font-semibold">{t('adminTariff.summary.rates')}</h3>
        {tariff.rates.length === 0 ? (
          <p className="text-sm text-slate-600">{t('adminTariff.summary.noRates')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {tariff.rates.map((rate) => (
              <RateSummary
                key={`${rate.serviceId}/${rate.vehicleId}`}
                tariff={tariff}
                rate={rate}
                title={pairLabel(rate)}
              />
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm">
        {t('adminTariff.summary.night', { start: tariff.night.start, end: tariff.night.end })}
      </p>
      <p className="text-sm">
        {t('adminTariff.summary.cancellation', {
          hours: tariff.cancellation.freeUntilHours,
          percent: tariff.cancellation.feePercent,
        })}
      </p>
    </div>
  );
};
