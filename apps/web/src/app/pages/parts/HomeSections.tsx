import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import {
  ArrowRightIcon,
  ClockIcon,
  PhoneIcon,
  PlaneIcon,
  ShieldIcon,
} from '../../../components/Icons';
import { company } from '../../../lib/company';
import { Art } from '../../../features/marketing/components/Art';
import { CheckList, FeatureCards, Section } from '../../../features/marketing/components/Section';
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
} from '../../../components/Icons';
import { keysAt } from '../../../features/marketing/catalogue-keys';

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
} as const;

const iconOf = (icons: Record<string, ReactNode>, id: string) => icons[id];

const VipTabs = () => {
  const { t } = useTranslation();
  const items = keysAt(t, 'home.vip.tabs').map((id) => {
    const base = `home.vip.tabs.${id}`;
    return {
      id,
      label: t(`${base}.label`),
      panel: (
        <div className="grid gap-6 rounded-2xl bg-ink-800 p-6 md:grid-cols-[1.4fr_1fr] md:p-8">
          <div>
            <h3 className="text-2xl font-semibold text-white">{t(`${base}.title`)}</h3>
            <p className="mt-3 text-ink-100">{t(`${base}.text`)}</p>
          </div>
          <CheckList
            tone="dark"
            items={keysAt(t, `${base}.points`).map((key) => t(`${base}.points.${key}`))}
          />
        </div>
      ),
    };
  });
  return (
    <>
      <Tabs label={t('home.vip.tablist')} items={items} variant="dark" />
      <Link
        to={ROUTES.vip}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-gold-300 hover:text-gold-400"
      >
        {t('home.vip.cta')}
        <ArrowRightIcon className="size-4" />
      </Link>
    </>
  );
};

const Showcase = () => {
  const { t } = useTranslation();
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
      <div>
        <div className="overflow-hidden rounded-2xl shadow-card">
          <Art name="van" alt={t('home.showcase.alt')} />
        </div>
        <h3 className="mt-8 text-xl font-semibold text-ink-900">
          {t('home.showcase.featuresTitle')}
        </h3>
        <CheckList
          className="mt-4"
          items={keysAt(t, 'home.showcase.features').map((id) => t(`home.showcase.features.${id}`))}
        />
      </div>
      <div>
        <h3 className="text-xl font-semibold text-ink-900">{t('home.showcase.packagesTitle')}</h3>
        <ul className="mt-4 flex flex-col gap-4">
          {keysAt(t, 'home.showcase.packages').map((id) => {
            const label = t(`home.showcase.packages.${id}.label`);
            return (
              <li
                key={id}
                className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-serif text-2xl font-semibold text-ink-900">{label}</p>
                  <p className="mt-1 text-slate-600">{t(`home.showcase.packages.${id}.text`)}</p>
                </div>
                <Link to={ROUTES.quoteEntry} className="btn btn-gold shrink-0">
                  <span aria-hidden="true">{t('home.showcase.seeQuote')}</span>
                  <span className="sr-only">{t('home.showcase.seeQuoteFor', { label })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
};

/** Everything of the home page below the hero, loaded after it (see HomePage). */
export default function HomeSections() {
  const { t } = useTranslation();
  return (
    <>
      <Section id="home-booking" title={t('home.booking.title')} intro={t('home.booking.intro')}>
        <FeatureCards
          columns={4}
          items={keysAt(t, 'home.booking.items').map((id) => ({
            id,
            title: t(`home.booking.items.${id}.title`),
            text: t(`home.booking.items.${id}.text`),
            icon: iconOf(BOOKING_ICONS, id),
          }))}
        />
      </Section>

      <Section
        id="home-services"
        tone="white"
        title={t('home.services.title')}
        intro={t('home.services.intro')}
      >
        <ServicesGrid />
      </Section>

      <Section id="home-included" title={t('home.included.title')} intro={t('home.included.intro')}>
        <FeatureCards
          items={keysAt(t, 'home.included.items').map((id) => ({
            id,
            title: t(`home.included.items.${id}.title`),
            text: t(`home.included.items.${id}.text`),
            icon: iconOf(INCLUDED_ICONS, id),
          }))}
        />
      </Section>

      <Section id="home-family" tone="white" title={t('home.family.title')}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="overflow-hidden rounded-2xl shadow-card">
            <Art name="van" alt={t('home.family.alt')} />
          </div>
          <div>
            <p className="text-lg text-slate-600">{t('home.family.text')}</p>
            <h3 className="mt-8 flex items-center gap-2 text-xl font-semibold text-ink-900">
              <ShieldIcon className="size-6 text-gold-700" />
              {t('home.family.safetyTitle')}
            </h3>
            <CheckList
              className="mt-4"
              items={keysAt(t, 'home.family.safety').map((id) => t(`home.family.safety.${id}`))}
            />
            <Link to={ROUTES.quoteEntry} className="btn btn-ink mt-8">
              {t('home.family.cta')}
            </Link>
          </div>
        </div>
      </Section>

      <Section id="home-vip" tone="navy" title={t('home.vip.title')} intro={t('home.vip.intro')}>
        <VipTabs />
      </Section>

      <Section id="home-showcase" title={t('home.showcase.title')} intro={t('home.showcase.intro')}>
        <Showcase />
      </Section>

      <Section
        id="home-tours"
        tone="white"
        title={t('home.tours.title')}
        intro={t('home.tours.intro')}
      >
        <TourCards />
        <Link
          to={ROUTES.tours}
          className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-gold-700 hover:text-ink-900"
        >
          {t('home.tours.all')}
          <ArrowRightIcon className="size-4" />
        </Link>
      </Section>

      <Section
        id="home-testimonials"
        title={t('home.testimonials.title')}
        intro={t('home.testimonials.intro')}
        centered
      >
        <Testimonials />
      </Section>

      <section aria-labelledby="home-final-cta" className="bg-ink-900 text-white">
        <div className="container-page py-14 text-center md:py-20">
          <h2 id="home-final-cta" className="text-3xl font-semibold md:text-4xl">
            {t('home.finalCta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-100">{t('home.finalCta.text')}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a href={company.phoneHref} className="btn btn-gold px-6 text-base">
              <PhoneIcon className="size-5" />
              {t('home.finalCta.call', { phone: company.phone })}
            </a>
            <Link to={ROUTES.quoteEntry} className="btn btn-outline-light px-6 text-base">
              {t('common.requestQuote')}
            </Link>
            <Link to={ROUTES.contact} className="btn btn-outline-light px-6 text-base">
              {t('common.contactUs')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
