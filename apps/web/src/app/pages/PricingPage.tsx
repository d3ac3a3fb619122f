import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { CheckList, Section } from '../../features/marketing/components/Section';
import {
  LuggageIcon,
  MusicIcon,
  SeatIcon,
  SnowflakeIcon,
  UsersIcon,
  WifiIcon,
} from '../../components/PageIcons';
import { keysAt } from '../../features/marketing/catalogue-keys';
import { PricingCardPrice, TariffDetails } from '../../features/marketing/prices/PriceSections';
import { PhoneButton, QuoteAndContactLinks } from './parts/CallToActions';
import { CatalogueSection } from './parts/CatalogueSection';
import { PageHeader } from './parts/PageHeader';
import { VanPicture } from './parts/VanPicture';
import { dynamicKey } from '../../lib/translation-key';

/** The van carries 8 passengers and 4 pieces of luggage (docs/product/public-site.md). */
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
            const base = `pricing.cards.${id}` as const;
            const title = t(dynamicKey(`${base}.title`));
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
                  {t(dynamicKey(`${base}.description`))}
                </p>
                <p
                  className={`mt-6 font-serif text-2xl font-semibold ${
                    isFeatured ? 'text-gold-300' : 'text-gold-700'
                  }`}
                >
                  <PricingCardPrice card={id} fallback={t(dynamicKey(`${base}.price`))} />
                </p>
                <CheckList
                  className="mt-6 flex-1"
                  tone={isFeatured ? 'dark' : 'light'}
                  items={keysAt(t, `${base}.features`).map((key) =>
                    t(dynamicKey(`${base}.features.${key}`)),
                  )}
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

      <CatalogueSection base="pricing.vehicle" tone="white">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <VanPicture alt={t('pricing.vehicle.alt')} />
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
      </CatalogueSection>

      <TariffDetails />

      <Section id="pricing-factors" title={t('pricing.factorsTitle')}>
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckList
            items={keysAt(t, 'pricing.factors').map((id) => t(dynamicKey(`pricing.factors.${id}`)))}
          />
          <div className="rounded-2xl bg-white p-6 shadow-card md:p-8">
            <h3 className="text-2xl font-semibold text-ink-900">{t('pricing.contactTitle')}</h3>
            <p className="mt-2 text-slate-600">{t('pricing.contactText')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <QuoteAndContactLinks
                quoteClassName="btn btn-gold"
                contactClassName="btn btn-outline"
                quoteLabel={t('pricing.bookNow')}
              />
              <PhoneButton className="btn btn-outline" />
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
