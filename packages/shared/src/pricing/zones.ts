import type { PricedPlace } from './quote';
import type { TariffZone } from './tariff';

/*
 * Whether a located place is in a zone of the tariff (docs/product/pricing.md): its postcode
 * begins with one of the zone's postcodes, its commune is one of the zone's communes, or its
 * point is inside the zone's outline. Any one of them is enough.
 */

/**
 * A commune's name as the zone compares it: lower case, without accents, hyphens, apostrophes
 * and runs of spaces made one space. "Saint" stays written out: the geocoder writes it so
 * ("Saint-Denis", never "St-Denis").
 */
export const normaliseCommune = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[\s\-‐‑–—'’`ʼ]+/gu, ' ')
    .trim();

/**
 * Whether a point is inside a polygon, by ray casting: a ray from the point crosses the outline
 * an odd number of times. The polygon is [longitude, latitude] points, not closed (the last
 * point joins the first); zones are small enough for the plane's geometry.
 */
const insidePolygon = (
  polygon: readonly (readonly [number, number])[],
  lon: number,
  lat: number,
) => {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as readonly [number, number];
    const [xj, yj] = polygon[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
};

/** Whether a located place is in a zone: by postcode, by commune or inside its outline. */
export const zoneContains = (zone: TariffZone, place: PricedPlace): boolean => {
  const postcode = place.postcode?.replace(/\s+/g, '');
  if (postcode && zone.postcodes.some((prefix) => postcode.startsWith(prefix))) return true;
  const city = place.city === undefined ? '' : normaliseCommune(place.city);
  if (city !== '' && zone.communes.some((commune) => normaliseCommune(commune) === city)) {
    return true;
  }
  return (
    zone.polygon.length >= 3 &&
    Number.isFinite(place.lon) &&
    Number.isFinite(place.lat) &&
    insidePolygon(zone.polygon, place.lon, place.lat)
  );
};

/** The zones a place is in, in the tariff's order. */
export const zonesContaining = (zones: readonly TariffZone[], place: PricedPlace): TariffZone[] =>
  zones.filter((zone) => zoneContains(zone, place));
