import airport from '../art/airport.svg';
import chauffeur from '../art/chauffeur.svg';
import city from '../art/city-night.svg';
import expressEurope from '../art/express-europe.svg';
import expressFrance from '../art/express-france.svg';
import station from '../art/station.svg';
import tours from '../art/tours.svg';
import van from '../art/van.svg';
import vip from '../art/vip.svg';
import wedding from '../art/wedding.svg';

/*
 * The illustrations are separate SVG files (drawn in the hero's style: dusk sky, gold moon,
 * skyline, night road, black car) loaded as images, so that they stay out of the JavaScript
 * chunks and the ones below the fold can be lazy-loaded by the browser.
 */
const ART = {
  airport,
  chauffeur,
  city,
  expressEurope,
  expressFrance,
  station,
  tours,
  van,
  vip,
  wedding,
} as const;

export type ArtName = keyof typeof ART;

/** Every illustration is 800 × 500 (8:5); the size is given so that nothing moves on load. */
export const Art = ({
  name,
  alt,
  priority = false,
  className = '',
}: {
  name: ArtName;
  alt: string;
  /** above the fold: load now, at high priority (it is the page's largest image) */
  priority?: boolean;
  className?: string;
}) => (
  <img
    src={ART[name]}
    alt={alt}
    width={800}
    height={500}
    loading={priority ? 'eager' : 'lazy'}
    fetchPriority={priority ? 'high' : 'auto'}
    decoding="async"
    className={`aspect-[8/5] h-auto w-full bg-ink-800 object-cover ${className}`}
  />
);
