import { useTranslation } from 'react-i18next';
import { CheckList, Section } from '../../../features/marketing/components/Section';
import { Tabs } from '../../../features/marketing/components/Tabs';
import { TrainIcon } from '../../../components/PageIcons';
import { keysAt } from '../../../features/marketing/catalogue-keys';
import { ServiceFromPrice } from '../../../features/marketing/prices/PriceSections';
import { SERVICE_PARAMS } from '../../../features/marketing/service-route';
import { ServicePage } from '../parts/ServicePage';
import { VanPicture } from '../parts/VanPicture';
import { dynamicKey } from '../../../lib/translation-key';

const BASE = 'services.station';

const stationClass =
  'flex items-center gap-3 rounded-xl bg-white px-4 py-3 font-medium text-ink-900 shadow-card';

/** A station of the list, a train icon before its name. */
const Station = ({ name }: { name: string }) => (
  <li className={stationClass}>
    <TrainIcon className="size-5 shrink-0 text-gold-700" />
    {name}
  </li>
);

/** Station transfers: the feature tabs, pricing, station list and family service. */
export default function StationPage() {
  const { t } = useTranslation();
  const tabs = keysAt(t, `${BASE}.tabs`).map((id) => ({
    id,
    label: t(dynamicKey(`${BASE}.tabs.${id}.label`)),
    panel: (
      <div className="max-w-3xl rounded-2xl bg-white p-6 shadow-card md:p-8">
        <h3 className="text-2xl font-semibold text-ink-900">
          {t(dynamicKey(`${BASE}.tabs.${id}.title`))}
        </h3>
        <p className="mt-3 text-slate-600">{t(dynamicKey(`${BASE}.tabs.${id}.text`))}</p>
      </div>
    ),
  }));
  const pricing = keysAt(t, `${BASE}.pricing`);
  const stations = keysAt(t, `${BASE}.stations`).map((id) =>
    t(dynamicKey(`${BASE}.stations.${id}`)),
  );
  const family = keysAt(t, `${BASE}.family`).map((id) => t(dynamicKey(`${BASE}.family.${id}`)));
  return (
    <ServicePage name="station" art="station">
      <div className="container-page pb-14 md:pb-20">
        <Tabs label={t(`${BASE}.tablist`)} items={tabs} />
      </div>

      <Section
        id="station-pricing"
        tone="white"
        title={t(`${BASE}.pricingTitle`)}
        intro={t(`${BASE}.pricingIntro`)}
      >
        <ServiceFromPrice
          service={SERVICE_PARAMS.station}
          className="mb-6 font-serif text-2xl font-semibold text-gold-700"
        />
        <ul className="grid gap-5 md:grid-cols-3">
          {pricing.map((id) => (
            <li key={id} className="flex flex-col rounded-2xl border border-slate-200 p-6">
              <h3 className="text-xl font-semibold text-ink-900">
                {t(dynamicKey(`${BASE}.pricing.${id}.title`))}
              </h3>
              <p className="mt-2 flex-1 text-slate-600">
                {t(dynamicKey(`${BASE}.pricing.${id}.text`))}
              </p>
              <p className="mt-4 font-semibold text-gold-700">
                {t(dynamicKey(`${BASE}.pricing.${id}.price`))}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="station-list" title={t(`${BASE}.stationsTitle`)}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {stations.map((station) => (
            <Station key={station} name={station} />
          ))}
        </ul>
      </Section>

      <Section id="station-family" tone="white" title={t(`${BASE}.familyTitle`)}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="text-lg text-slate-600">{t(`${BASE}.familyText`)}</p>
            <CheckList className="mt-6" items={family} />
          </div>
          <VanPicture alt={t('home.family.alt')} />
        </div>
      </Section>
    </ServicePage>
  );
}
