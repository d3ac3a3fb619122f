import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { CheckIcon, PhoneIcon } from '../../components/Icons';
import { company } from '../../lib/company';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { Art } from '../../features/marketing/components/Art';
import type { ArtName } from '../../features/marketing/components/Art';
import { Carousel } from '../../features/marketing/components/Carousel';
import { keysAt } from '../../features/marketing/catalogue-keys';
import { usePageTitle } from '../use-page-title';
import { QuoteAndContactLinks } from './parts/CallToActions';
import { dynamicKey } from '../../lib/translation-key';

const HomeSections = lazyWithRetry(() => import('./parts/HomeSections'));

/*
 * The product brief described two home pages; this one merges them (docs/decisions/0013): the hero with
 * its quote link holds the carousel, then version 1's sections, then version 2's vehicle
 * showcase and tours, the moderated testimonials and the closing call with the phone number.
 */

const SLIDES: ReadonlyArray<{ id: string; art: ArtName; href: string }> = [
  { id: 'airport', art: 'airport', href: ROUTES.airportTransfer },
  { id: 'city', art: 'city', href: ROUTES.privateChauffeur },
  { id: 'wedding', art: 'wedding', href: ROUTES.wedding },
  { id: 'tours', art: 'tours', href: ROUTES.tours },
];

const Hero = () => {
  const { t } = useTranslation();
  const title = usePageTitle('home');
  const slides = SLIDES.map((slide, index) => ({
    id: slide.id,
    href: slide.href,
    title: t(dynamicKey(`home.carousel.slides.${slide.id}.title`)),
    text: t(dynamicKey(`home.carousel.slides.${slide.id}.text`)),
    image: (
      <Art
        name={slide.art}
        alt={t(dynamicKey(`home.carousel.slides.${slide.id}.alt`))}
        priority={index === 0}
      />
    ),
  }));
  return (
    <section className="bg-ink-900 text-white">
      <div className="container-page grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1fr_1.1fr] lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-semibold md:text-5xl">{title}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-100">{t('pages.home.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <QuoteAndContactLinks
              quoteClassName="btn btn-gold px-6 text-base"
              contactClassName="btn btn-outline-light px-6 text-base"
            />
          </div>
          <a
            href={company.phoneHref}
            className="mt-4 inline-flex min-h-11 items-center gap-2 text-ink-100 hover:text-gold-300"
          >
            <PhoneIcon className="size-5 text-gold-400" />
            {t('home.callUs', { phone: company.phone })}
          </a>
          <ul className="mt-6 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-ink-100">
            {keysAt(t, 'home.trust').map((id) => (
              <li key={id} className="flex items-center gap-2">
                <CheckIcon className="size-4 shrink-0 text-gold-400" />
                {t(dynamicKey(`home.trust.${id}`))}
              </li>
            ))}
          </ul>
        </div>
        <Carousel slides={slides} label={t('home.carousel.label')} />
      </div>
    </section>
  );
};

export default function HomePage() {
  return (
    <>
      <Hero />
      {/* below the fold: its own chunk, so that the hero (the largest paint) needs less script */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
