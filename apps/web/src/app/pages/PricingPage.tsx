import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { PhoneIcon } from '../../components/Icons';
import { company } from '../../lib/company';
import { Art } from '../../features/marketing/components/Art';
import { CheckList, Section } from '../../features/marketing/components/Section';
import {
  LuggageIcon,
  MusicIcon,
  SeatIcon,
  SnowflakeIcon,
  UsersIcon,
  WifiIcon,
} from '../../components/Icons';
import { keysAt } from '../../features/marketing/catalogue-keys';
import { PageHeader } from './parts/PageHeader';

/** Spec §9: the van carries 8 passengers and 4 pieces of luggage. */
const VEHICLE = { passengers: 8, luggage: 4 } as const;

const SPEC_ICONS = {
  climate: SnowflakeIcon,
  interior: SeatIcon,
  entertainment: MusicIcon,
  connectivity: WifiIcon,
} as const;

const isSpec = (id: string): id is keyof typeof SPEC_ICONS => id in SPEC_ICONS;

export default function PricingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader name="pricing" />

      <Section id="pricing-cards" title={t('pricing.cardsTitle')}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {keysAt(t, 'pricing.cards').map((id, index) => {
            const base = `pricing.cards.${id}`;
            const title = t(`${base}.title`);
            const isFeatured = index === 0;
            return (
              <li
                key={id}
                data-card={id}
                className={`flex flex-col rounded-2xl p-6 shadow-card md:p-8 ${
                  isFeatured ? 'bg-ink-900 text-white' : 'bg-white'
                }`}
              >
                <h3
                  className={`text-2xl font-semibold ${isFeatured ? 'text-white' : 'text-ink-900'}`}
                >
                  {title}
                </h3>
                <p className={`mt-2 ${isFeatured ? 'text-ink-100' : 'text-slate-600'}`}>
                  {t(`${base}.description`)}
                </p>
                <p
                  className={`mt-6 font-serif text-2xl font-semibold ${
                    isFeatured ? 'text-gold-300' : 'text-gold-700'
                  }`}
                >
                  {t(`${base}.price`)}
                </p>
                <CheckList
                  className="mt-6 flex-1"
                  tone={isFeatured ? 'dark' : 'light'}
                  items={keysAt(t, `${base}.features`).map((key) => t(`${base}.features.${key}`))}
                />
                <Link
                  to={ROUTES.quoteEntry}
                  className={`btn mt-8 ${isFeatured ? 'btn-gold' : 'btn-ink'}`}
                >
                  <span aria-hidden="true">{t('pricing.cta')}</span>
                  <span className="sr-only">{t('pricing.ctaFor', { title })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-slate-700">{t('pricing.promise')}</p>
      </Section>

      <Section
        id="pricing-vehicle"
        tone="white"
        title={t('pricing.vehicle.title')}
        intro={t('pricing.vehicle.intro')}
      >
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <div className="overflow-hidden rounded-2xl shadow-card">
              <Art name="van" alt={t('pricing.vehicle.alt')} />
            </div>
            <ul className="mt-6 grid grid-cols-2 gap-4">
              <li className="rounded-2xl bg-cream p-5">
                <UsersIcon className="size-6 text-gold-700" />
                <p className="mt-2 font-serif text-2xl font-semibold text-ink-900">
                  {t('pricing.vehicle.passengers', { count: VEHICLE.passengers })}
                </p>
              </li>
              <li className="rounded-2xl bg-cream p-5">
                <LuggageIcon className="size-6 text-gold-700" />
                <p className="mt-2 font-serif text-2xl font-semibold text-ink-900">
                  {t('pricing.vehicle.luggage', { count: VEHICLE.luggage })}
                </p>
                <p className="text-sm text-slate-600">{t('pricing.vehicle.luggageNote')}</p>
              </li>
            </ul>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2">
            {keysAt(t, 'pricing.vehicle.specs')
              .filter(isSpec)
              .map((id) => {
                const Icon = SPEC_ICONS[id];
                return (
                  <li key={id} className="rounded-2xl border border-slate-200 p-5">
                    <Icon className="size-6 text-gold-700" />
                    <h3 className="mt-3 text-lg font-semibold text-ink-900">
                      {t(`pricing.vehicle.specs.${id}.title`)}
                    </h3>
                    <p className="mt-1 text-slate-600">{t(`pricing.vehicle.specs.${id}.text`)}</p>
                  </li>
                );
              })}
          </ul>
        </div>
      </Section>

      <Section id="pricing-factors" title={t('pricing.factorsTitle')}>
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckList items={keysAt(t, 'pricing.factors').map((id) => t(`pricing.factors.${id}`))} />
          <div className="rounded-2xl bg-white p-6 shadow-card md:p-8">
            <h3 className="text-2xl font-semibold text-ink-900">{t('pricing.contactTitle')}</h3>
            <p className="mt-2 text-slate-600">{t('pricing.contactText')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to={ROUTES.quoteEntry} className="btn btn-gold">
                {t('pricing.bookNow')}
              </Link>
              <Link to={ROUTES.contact} className="btn btn-outline">
                {t('common.contactUs')}
              </Link>
              <a href={company.phoneHref} className="btn btn-outline">
                <PhoneIcon className="size-5" />
                {company.phone}
              </a>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
