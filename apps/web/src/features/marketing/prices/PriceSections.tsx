import { useTranslation } from 'react-i18next';
import { Section } from '../components/Section';
import { SERVICE_PARAMS } from '../service-route';
import { CancellationPolicy, FlatFaresTable, HourlyPackagesTable } from './PriceTables';
import { FromPrice } from './PriceSlot';
import { useFromCents, usePricedServices } from './public-tariff';

/**
 * The services behind each card of /tarifs (`pricing.cards.*` in info.json): a card reads the
 * lowest "à partir de" among them. `Transfert` is a ride from one place to another (airport,
 * station, long distance), `Mise à disposition` the private chauffeur hired by the hour,
 * `Événements` the wedding and VIP services (receptions, galas, guests of note).
 */
export const PRICING_CARD_SERVICES: Readonly<Record<string, readonly string[]>> = {
  transfer: [
    SERVICE_PARAMS.airportTransfer,
    SERVICE_PARAMS.station,
    SERVICE_PARAMS.expressTransfer,
  ],
  rental: [SERVICE_PARAMS.privateChauffeur],
  events: [SERVICE_PARAMS.wedding, SERVICE_PARAMS.vip],
};

const NO_SERVICES: readonly string[] = [];

/** A /tarifs card's `À partir de 45 €`, or its own wording (`fallback`) without a price. */
export const PricingCardPrice = ({ card, fallback }: { card: string; fallback: string }) => {
  const cents = useFromCents(PRICING_CARD_SERVICES[card] ?? NO_SERVICES);
  return <FromPrice cents={cents} fallback={fallback} />;
};

/** The `À partir de` of one service (`gare`), `Prix ferme sur devis` without one. */
export const ServiceFromPrice = ({
  service,
  className,
}: {
  service: string;
  className: string;
}) => {
  const { t } = useTranslation();
  return (
    <p className={className}>
      <FromPrice cents={useFromCents([service])} fallback={t('prices.onQuote')} />
    </p>
  );
};

/**
 * The airport page's flat fares (Paris ↔ the airports), each with its `Réserver ce trajet`.
 * Nothing without them: the page's own copy then says the price is given by quote. The section
 * comes after the highlights, below the first screen, so its arrival moves nothing in view.
 */
export const AirportFares = () => {
  const { t } = useTranslation();
  const fares = usePricedServices()?.of(SERVICE_PARAMS.airportTransfer)?.flatFares ?? [];
  if (fares.length === 0) return null;
  return (
    <Section id="airport-fares" title={t('prices.title')} intro={t('prices.intro')}>
      <FlatFaresTable
        fares={fares}
        service={SERVICE_PARAMS.airportTransfer}
        caption={t('prices.flatFares.airport')}
      />
    </Section>
  );
};

/**
 * /tarifs's prices in detail: the airport's flat fares, the hourly packages and the cancellation
 * policy. Without a tariff the page keeps its cards' wording and shows none of this; the
 * section sits below the first screen, so its arrival moves nothing in view.
 */
export const TariffDetails = () => {
  const { t } = useTranslation();
  const priced = usePricedServices();
  if (!priced) return null;
  const fares = priced.of(SERVICE_PARAMS.airportTransfer)?.flatFares ?? [];
  const hourly = priced.of(SERVICE_PARAMS.privateChauffeur)?.hourly ?? [];
  const { cancellation } = priced.tariff;
  if (fares.length === 0 && hourly.length === 0 && !cancellation) return null;
  return (
    <Section id="pricing-prices" title={t('prices.title')} intro={t('prices.intro')}>
      <div className="flex flex-col gap-8">
        {fares.length > 0 && (
          <FlatFaresTable
            fares={fares}
            service={SERVICE_PARAMS.airportTransfer}
            caption={t('prices.flatFares.airport')}
          />
        )}
        {hourly.length > 0 && (
          <HourlyPackagesTable packages={hourly} service={SERVICE_PARAMS.privateChauffeur} />
        )}
        {cancellation && (
          <div>
            <h3 className="text-xl font-semibold text-ink-900">{t('prices.cancellation.title')}</h3>
            <CancellationPolicy policy={cancellation} className="mt-2 text-slate-700" />
          </div>
        )}
      </div>
    </Section>
  );
};
