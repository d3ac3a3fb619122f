import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { ClockIcon, ShieldIcon, CheckIcon } from '../../components/Icons';
import { usePageTitle } from '../use-page-title';
import { HeroIllustration } from './parts/HeroIllustration';
import { QuoteCallToAction } from './parts/QuoteCallToAction';

const HIGHLIGHTS = [
  { key: 'punctuality', Icon: ClockIcon },
  { key: 'drivers', Icon: ShieldIcon },
  { key: 'quote', Icon: CheckIcon },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const title = usePageTitle('home');
  return (
    <>
      <section className="bg-ink-900 text-white">
        <div className="container-page grid items-center gap-10 py-12 md:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">
              {t('home.eyebrow')}
            </p>
            <h1 className="mt-4 text-4xl leading-tight font-semibold md:text-5xl lg:text-6xl">
              {title}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-ink-100">{t('pages.home.intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={ROUTES.quoteEntry} className="btn btn-gold px-6 text-base">
                {t('common.requestQuote')}
              </Link>
              <Link to={ROUTES.contact} className="btn btn-outline-light px-6 text-base">
                {t('common.contactUs')}
              </Link>
            </div>
          </div>
          <div className="flex justify-center lg:justify-end">
            <HeroIllustration title={t('home.illustration')} />
          </div>
        </div>
      </section>

      <section aria-labelledby="highlights-title" className="container-page py-12 md:py-16">
        <h2 id="highlights-title" className="text-3xl font-semibold text-ink-900">
          {t('home.highlightsTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {HIGHLIGHTS.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-card">
              <span className="flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink-900">
                {t(`home.highlights.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-600">{t(`home.highlights.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <QuoteCallToAction />
    </>
  );
}
