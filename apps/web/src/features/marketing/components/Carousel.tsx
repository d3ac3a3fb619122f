import { useEffect, useId, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_MS } from '@navette/shared';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/Icons';
import { usePrefersReducedMotion } from '../use-reduced-motion';
import { PauseIcon, PlayIcon } from '../../../components/Icons';
import { IconButton } from '../../../components/IconButton';

export interface CarouselSlide {
  id: string;
  title: string;
  text: string;
  image: ReactNode;
  href: string;
}

/**
 * An auto-advancing slideshow built on the WAI-ARIA carousel pattern: a labelled region, one
 * group per slide, previous/next buttons that wrap around, a pause button (WCAG 2.2.2), and no
 * rotation while the pointer or the keyboard focus is inside it or when the visitor prefers
 * reduced motion. Screen readers hear slide changes only when rotation is stopped.
 */
export const Carousel = ({
  slides,
  label,
  intervalMs = CAROUSEL_MS,
}: {
  slides: readonly CarouselSlide[];
  label: string;
  intervalMs?: number;
}) => {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isStopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const slidesId = useId();
  const count = slides.length;
  const isRotating = !isStopped && !reducedMotion && count > 1;
  const isPaused = !isRotating || isHovered || isFocused;

  // a new timer after every change, so that a slide chosen by hand gets its full time
  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [isPaused, current, count, intervalMs]);

  const show = (index: number) => setCurrent((index + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const controlClass =
    'inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-white transition-colors hover:bg-white/10';

  return (
    <section
      aria-roledescription={t('home.carousel.roledescription')}
      aria-label={label}
      className="relative w-full"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        id={slidesId}
        aria-live={isRotating ? 'off' : 'polite'}
        className="grid overflow-hidden rounded-3xl shadow-raised"
      >
        {slides.map((slide, index) => {
          const isCurrent = index === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('home.carousel.slideRoledescription')}
              aria-label={t('home.carousel.slideLabel', { index: index + 1, count })}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              data-current={isCurrent}
              className={`col-start-1 row-start-1 flex flex-col transition-opacity duration-700 ${
                isCurrent ? 'opacity-100' : 'opacity-0'
              }`}
            >
              {slide.image}
              <div className="flex-1 bg-ink-800 px-5 py-4 md:px-6">
                <h2 className="text-xl font-semibold text-white md:text-2xl">{slide.title}</h2>
                <p className="mt-1 text-sm text-ink-100">{slide.text}</p>
                <Link
                  to={slide.href}
                  className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-gold-300 hover:text-gold-400"
                >
                  {t('home.carousel.discover')}
                  <span className="sr-only"> – {slide.title}</span>
                  <ArrowRightIcon className="size-4" />
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      <div className="mt-4 flex items-center justify-between gap-2">
        {reducedMotion ? (
          <span />
        ) : (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className={controlClass}
          >
            {isStopped ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
            <span className="sr-only">
              {isStopped ? t('home.carousel.play') : t('home.carousel.pause')}
            </span>
          </button>
        )}
        <ul className="flex items-center">
          {slides.map((slide, index) => (
            <li key={slide.id}>
              <button
                type="button"
                aria-controls={slidesId}
                aria-current={index === current}
                onClick={() => show(index)}
                className="group inline-flex size-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2 rounded-full transition-all ${
                    index === current ? 'w-6 bg-gold-400' : 'w-2 bg-white/50 group-hover:bg-white'
                  }`}
                />
                <span className="sr-only">{t('home.carousel.goTo', { index: index + 1 })}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <IconButton
            icon={<ArrowLeftIcon className="size-5" />}
            label={t('home.carousel.previous')}
            aria-controls={slidesId}
            onClick={() => show(current - 1)}
            className={controlClass}
          />
          <IconButton
            icon={<ArrowRightIcon className="size-5" />}
            label={t('home.carousel.next')}
            aria-controls={slidesId}
            onClick={() => show(current + 1)}
            className={controlClass}
          />
        </div>
      </div>
    </section>
  );
};
