import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { ClockIcon, PlaneIcon, ShieldIcon } from '../../../components/PageIcons';
import { CheckList, Section } from '../../../features/marketing/components/Section';
import { ServicesGrid } from '../../../features/marketing/components/ServicesGrid';
import { Tabs } from '../../../features/marketing/components/Tabs';
import { Testimonials } from '../../../features/marketing/components/Testimonials';
import { TourCards } from '../../../features/marketing/components/TourCards';
import {
  CalendarIcon,
  CardIcon,
  LuggageIcon,
  MailCheckIcon,
  SeatIcon,
  UsersIcon,
  WifiIcon,
} from '../../../components/PageIcons';
import { keysAt } from '../../../features/marketing/catalogue-keys';
import { ShowcasePackage } from '../../../features/marketing/prices/ShowcasePackage';
import { useSession } from '../../../features/auth/session-api';
import { company } from '../../../lib/company';
import { ArrowLink, PhoneButton, QuoteAndContactLinks } from './CallToActions';
import { CatalogueFeatureCards, CatalogueSection } from './CatalogueSection';
import { VanPicture } from './VanPicture';
import { dynamicKey } from '../../../lib/translation-key';

const BOOKING_ICONS = {
  quote: <CalendarIcon className="size-6" />,
  confirm: <MailCheckIcon className="size-6" />,
  tracking: <PlaneIcon className="size-6" />,
  payment: <CardIcon className="size-6" />,
} as const;

const INCLUDED_ICONS = {
  greeting: <UsersIcon className="size-6" />,
  waiting: <ClockIcon className="size-6" />,
  luggage: <LuggageIcon className="size-6" />,
  comfort: <WifiIcon className="size-6" />,
  children: <SeatIcon className="size-6" />,
  tolls: <ShieldIcon className="size-6" />,
} as const satisfies Record<string, ReactNode>;

const VipTabs = () => {
  const { t } = useTranslation();
  const items = keysAt(t, 'home.vip.tabs').map((id) => {
    const base = `home.vip.tabs.${id}` as const;
    return {
      id,
      label: t(dynamicKey(`${base}.label`)),
      panel: (
        <div className="grid gap-6 rounded-2xl bg-ink-800 p-6 md:grid-cols-[1.4fr_1fr] md:p-8">
          <div>
            <h3 className="text-2xl font-semibold text-white">{t(dynamicKey(`${base}.title`))}</h3>
            <p className="mt-3 text-ink-100">{t(dynamicKey(`${base}.text`))}</p>
          </div>
          <CheckList
            tone="dark"
            items={keysAt(t, `${base}.points`).map((key) => t(dynamicKey(`${base}.points.${key}`)))}
          />
        </div>
      ),
    };
  });
  return (
    <>
      <Tabs label={t('home.vip.tablist')} items={items} variant="dark" />
      <ArrowLink to={ROUTES.vip} className="mt-6 text-gold-300 hover:text-gold-400">
        {t('home.vip.cta')}
      </ArrowLink>
    </>
  );
};

const Showcase = () => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
      <div>
        <VanPicture alt={t('home.showcase.alt')} />
        <h3 className="mt-8 text-xl font-semibold text-ink-900">
          {t('home.showcase.featuresTitle')}
        </h3>
        <CheckList
          className="mt-4"
          items={keysAt(t, 'home.showcase.features').map((id) =>
            t(dynamicKey(`home.showcase.features.${id}`)),
          )}
        />
      </div>
      <div>
        <h3 className="text-xl font-semibold text-ink-900">{t('home.showcase.packagesTitle')}</h3>
        <ul className="mt-4 flex flex-col gap-4">
          {keysAt(t, 'home.showcase.packages').map((id) => (
            <ShowcasePackage key={id} id={id} />
          ))}
        </ul>
      </div>
    </div>
  );
};

/** Everything of the home page below the hero, loaded after it (see HomePage). */
export default function HomeSections() {
  const { t } = useTranslation();
  const isSignedIn = useSession().data?.isSignedIn === true;
  return (
    <>
      <CatalogueSection base="home.booking">
        <CatalogueFeatureCards base="home.booking" icons={BOOKING_ICONS} columns={4} />
      </CatalogueSection>

      <CatalogueSection base="home.services" tone="white">
        <ServicesGrid />
      </CatalogueSection>

      <CatalogueSection base="home.included">
        <CatalogueFeatureCards base="home.included" icons={INCLUDED_ICONS} />
      </CatalogueSection>

      <Section id="home-family" tone="white" title={t('home.family.title')}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <VanPicture alt={t('home.family.alt')} />
          <div>
            <p className="text-lg text-slate-600">{t('home.family.text')}</p>
            <h3 className="mt-8 flex items-center gap-2 text-xl font-semibold text-ink-900">
              <ShieldIcon className="size-6 text-gold-700" />
              {t('home.family.safetyTitle')}
            </h3>
            <CheckList
              className="mt-4"
              items={keysAt(t, 'home.family.safety').map((id) =>
                t(dynamicKey(`home.family.safety.${id}`)),
              )}
            />
            <Link to={ROUTES.quoteEntry} className="btn btn-ink mt-8">
              {t('home.family.cta')}
            </Link>
          </div>
        </div>
      </Section>

      <CatalogueSection base="home.vip" tone="navy">
        <VipTabs />
      </CatalogueSection>

      <CatalogueSection base="home.showcase">
        <Showcase />
      </CatalogueSection>

      <CatalogueSection base="home.tours" tone="white">
        <TourCards isSignedIn={isSignedIn} />
        <ArrowLink to={ROUTES.tours} className="mt-8 text-gold-700 hover:text-ink-900">
          {t('home.tours.all')}
        </ArrowLink>
      </CatalogueSection>

      <CatalogueSection base="home.testimonials" centered>
        <Testimonials />
      </CatalogueSection>

      <section aria-labelledby="home-final-cta" className="bg-ink-900 text-white">
        <div className="container-page py-14 text-center md:py-20">
          <h2 id="home-final-cta" className="text-3xl font-semibold md:text-4xl">
            {t('home.finalCta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-100">{t('home.finalCta.text')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <PhoneButton className="btn btn-gold px-6 text-base">
              {t('home.finalCta.call', { phone: company.phone })}
            </PhoneButton>
            <QuoteAndContactLinks
              quoteClassName="btn btn-outline-light px-6 text-base"
              contactClassName="btn btn-outline-light px-6 text-base"
            />
          </div>
        </div>
      </section>
    </>
  );
}
