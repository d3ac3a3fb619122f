import { useTranslation } from 'react-i18next';
import type { PublicFlatFare, PublicHourlyPackage, PublicTariff } from '@navette/shared';
import { bookingLink } from './booking-link';
import { PriceGrid, vehicleColumns } from './PriceGrid';
import type { PriceRow } from './PriceGrid';
import { usePriceText } from './price-text';

/** Rows of prices by vehicle, grouped by `keyOf` in the order they come. */
const groupRows = <T extends { vehicleId: string; priceCents: number }>(
  items: readonly T[],
  keyOf: (item: T) => string,
  rowOf: (first: T, key: string) => Omit<PriceRow, 'cents'>,
): PriceRow[] => {
  const rows = new Map<string, Omit<PriceRow, 'cents'> & { cents: Map<string, number> }>();
  for (const item of items) {
    const key = keyOf(item);
    const row = rows.get(key) ?? { ...rowOf(item, key), cents: new Map<string, number>() };
    row.cents.set(item.vehicleId, item.priceCents);
    rows.set(key, row);
  }
  return [...rows.values()];
};

/**
 * `Forfaits`: the flat fares of a service, one row per route (from → to) with its price for each
 * vehicle class, and `Réserver ce trajet`, which opens the request with the service and the
 * zones' addresses filled in.
 */
export const FlatFaresTable = ({
  fares,
  service,
  caption,
}: {
  fares: readonly PublicFlatFare[];
  /** the service's word (SERVICE_PARAMS) */
  service: string;
  caption: string;
}) => {
  const { t } = useTranslation();
  const { zone } = usePriceText();
  const rows = groupRows(
    fares,
    (fare) => `${fare.from.id}>${fare.to.id}`,
    (fare, key) => {
      const route = t('prices.route', { from: zone(fare.from), to: zone(fare.to) });
      return {
        id: key,
        label: route,
        book: {
          href: bookingLink({ service, from: fare.from.address, to: fare.to.address }),
          label: t('prices.flatFares.book'),
          labelFor: t('prices.flatFares.bookFor', { route }),
        },
      };
    },
  );
  return (
    <PriceGrid
      caption={caption}
      rowHeader={t('prices.flatFares.route')}
      columns={vehicleColumns(fares)}
      rows={rows}
    />
  );
};

/**
 * `Mise à disposition`: the hourly packages, one row per duration with its price for each vehicle
 * class and `Réserver` (the request with the service and the package filled in), then the price
 * of each hour beyond.
 */
export const HourlyPackagesTable = ({
  packages,
  service,
}: {
  packages: readonly PublicHourlyPackage[];
  /** the service's word (SERVICE_PARAMS) */
  service: string;
}) => {
  const { t } = useTranslation();
  const sorted = [...packages].sort((a, b) => a.hours - b.hours);
  const rows = groupRows(
    sorted,
    ({ hours }) => String(hours),
    ({ hours }, key) => {
      const label = t('prices.hourly.hours', { count: hours });
      return {
        id: key,
        label,
        book: {
          href: bookingLink({ service, hours }),
          label: t('prices.hourly.book'),
          labelFor: t('prices.hourly.bookFor', { label }),
        },
      };
    },
  );
  const extraHour = groupRows(
    sorted.map((item) => ({ ...item, priceCents: item.extraHourCents })),
    () => 'extra',
    () => ({ id: 'extra', label: t('prices.hourly.extraHour') }),
  );
  return (
    <PriceGrid
      caption={t('prices.hourly.title')}
      rowHeader={t('prices.hourly.duration')}
      columns={vehicleColumns(sorted)}
      rows={[...rows, ...extraHour]}
    />
  );
};

/** `Annulation gratuite jusqu'à 24 h avant la prise en charge, puis 50 % du prix retenus.` */
export const CancellationPolicy = ({
  policy,
  className,
}: {
  policy: NonNullable<PublicTariff['cancellation']>;
  className: string;
}) => {
  const { t } = useTranslation();
  return (
    <p className={className}>
      {policy.feePercent === 0
        ? t('prices.cancellation.alwaysFree')
        : t('prices.cancellation.policy', {
            hours: policy.freeUntilHours,
            percent: policy.feePercent,
          })}
    </p>
  );
};
