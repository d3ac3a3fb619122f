import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import type { PublicHourlyPackage } from '@navette/shared';
import { dynamicKey } from '../../../lib/translation-key';
import { SERVICE_PARAMS } from '../service-route';
import { bookingLink } from './booking-link';
import { PriceSlot } from './PriceSlot';
import type { Arriving } from './public-tariff';
import { usePriceText } from './price-text';
import { usePricedServices } from './public-tariff';

/** The shortest package the home page's `Journée` stands for (its copy: up to 10 hours). */
const DAY_MIN_HOURS = 8;

/**
 * The package of the tariff a card of the home page's showcase stands for (`home.showcase.packages`):
 * `h3` → 3 hours, `h4` → 4 hours, `day` → the longest package of at least 8 hours. The showcase
 * presents the van, so the prices are those of the vehicle class with the most seats.
 */
export const showcasePackage = (
  id: string,
  packages: readonly PublicHourlyPackage[],
): PublicHourlyPackage | undefined => {
  const largest = packages.reduce<PublicHourlyPackage | undefined>(
    (best, item) => (!best || item.passengers > best.passengers ? item : best),
    undefined,
  );
  const own = packages.filter(({ vehicleId }) => vehicleId === largest?.vehicleId);
  const hours = /^h(\d+)$/.exec(id)?.[1];
  if (hours) return own.find((item) => item.hours === Number(hours));
  if (id !== 'day') return undefined;
  return own
    .filter((item) => item.hours >= DAY_MIN_HOURS)
    .reduce<PublicHourlyPackage | undefined>(
      (longest, item) => (!longest || item.hours > longest.hours ? item : longest),
      undefined,
    );
};

/**
 * A package of the home page's showcase (`Mise à disposition`): its price once the tariff is in
 * and `Réserver`, which opens the request with the package filled in; without a price, `Prix
 * ferme sur devis` and `Voir le devis`, as before the tariff.
 */
export const ShowcasePackage = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const { price } = usePriceText();
  const priced = usePricedServices();
  const service = SERVICE_PARAMS.privateChauffeur;
  const offer = priced ? showcasePackage(id, priced.of(service)?.hourly ?? []) : undefined;
  const label = t(dynamicKey(`home.showcase.packages.${id}.label`));
  let text: Arriving<string> = priced === undefined ? undefined : null;
  if (offer) {
    text = t('prices.package', { price: price(offer.priceCents), vehicle: offer.vehicleName });
  }
  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-serif text-2xl font-semibold text-ink-900">{label}</p>
        <p className="mt-1 text-slate-600">{t(dynamicKey(`home.showcase.packages.${id}.text`))}</p>
        <p className="mt-2 font-semibold text-gold-700">
          <PriceSlot text={text} fallback={t('prices.onQuote')} />
        </p>
      </div>
      {offer ? (
        <Link to={bookingLink({ service, hours: offer.hours })} className="btn btn-gold shrink-0">
          <span aria-hidden="true">{t('prices.hourly.book')}</span>
          <span className="sr-only">{t('prices.hourly.bookFor', { label })}</span>
        </Link>
      ) : (
        <Link to={ROUTES.quoteEntry} className="btn btn-gold shrink-0">
          <span aria-hidden="true">{t('home.showcase.seeQuote')}</span>
          <span className="sr-only">{t('home.showcase.seeQuoteFor', { label })}</span>
        </Link>
      )}
    </li>
  );
};
