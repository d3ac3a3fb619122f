import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPRESS_CITIES_SHOWN } from '@navette/shared';
import { keysAt } from '../catalogue-keys';
import { Art } from './Art';
import { MapPinIcon } from '../../../components/PageIcons';
import { CheckList } from './Section';
import { Tabs } from './Tabs';
import { dynamicKey } from '../../../lib/translation-key';

const DESTINATIONS = [
  { id: 'france', art: 'expressFrance' },
  { id: 'europe', art: 'expressEurope' },
] as const;

const Destination = ({ id, art }: (typeof DESTINATIONS)[number]) => {
  const { t } = useTranslation();
  const base = `services.expressTransfer.destinations.${id}` as const;
  const cities = keysAt(t, `${base}.cities`).map((key) => t(dynamicKey(`${base}.cities.${key}`)));
  // the first cities are shown; the button says how many more there are and shows them
  const [isShowingAll, setShowingAll] = useState(false);
  const others = cities.length - EXPRESS_CITIES_SHOWN;
  const shown = isShowingAll ? cities : cities.slice(0, EXPRESS_CITIES_SHOWN);
  return (
    <div data-destination={id} className="grid gap-8 lg:grid-cols-2 lg:items-center">
      <div className="overflow-hidden rounded-2xl shadow-card">
        <Art name={art} alt={t(dynamicKey(`${base}.alt`))} />
      </div>
      <div>
        <h3 className="text-2xl font-semibold text-ink-900 md:text-3xl">
          {t(dynamicKey(`${base}.title`))}
        </h3>
        <p className="mt-3 text-slate-600">{t(dynamicKey(`${base}.description`))}</p>
        <h4 className="mt-6 text-sm font-semibold tracking-widest text-gold-700 uppercase">
          {t('services.expressTransfer.citiesLabel')}
        </h4>
        <ul id={`${id}-cities`} className="mt-3 flex flex-wrap gap-2">
          {shown.map((city) => (
            <li
              key={city}
              className="inline-flex items-center gap-1 rounded-full bg-white px-4 py-2 font-medium text-ink-900 shadow-card"
            >
              <MapPinIcon className="size-4 text-gold-700" />
              {city}
            </li>
          ))}
          {others > 0 && !isShowingAll && (
            <li>
              <button
                type="button"
                aria-expanded={false}
                aria-controls={`${id}-cities`}
                onClick={() => setShowingAll(true)}
                className="inline-flex min-h-11 items-center rounded-full bg-ink-50 px-4 py-2 font-medium text-ink-900 underline-offset-4 hover:bg-gold-50 hover:underline"
              >
                {t('services.expressTransfer.moreCities', { count: others })}
              </button>
            </li>
          )}
        </ul>
        <CheckList
          className="mt-6"
          items={keysAt(t, `${base}.features`).map((key) =>
            t(dynamicKey(`${base}.features.${key}`)),
          )}
        />
        <div className="mt-6 rounded-2xl border border-gold-300 bg-gold-50 p-5">
          <p className="text-xl font-semibold text-ink-900">{t(dynamicKey(`${base}.price`))}</p>
          <p className="mt-1 text-sm text-slate-700">{t(dynamicKey(`${base}.priceNote`))}</p>
        </div>
      </div>
    </div>
  );
};

/** France or Europe: the selector changes the picture, the cities, the features and the price. */
export const ExpressDestinations = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('services.expressTransfer.destinationLabel')}
      items={DESTINATIONS.map((destination) => ({
        id: destination.id,
        label: t(`services.expressTransfer.destinations.${destination.id}.label`),
        panel: <Destination {...destination} />,
      }))}
    />
  );
};
