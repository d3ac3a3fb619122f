/**
 * The two address-search providers and the mapping of their answers to the suggestion
 * shape. Their answers are parsed, never trusted: an unexpected shape is no suggestion.
 */
import { ADDRESS_MAX_RESULTS, type AddressSuggestion } from '@navette/shared';
import { z } from 'zod';

export type GeocoderKind = 'ban' | 'nominatim';

const optionalText = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => (value === '' ? undefined : value));

const definedParts = (parts: AddressSuggestion['address']): AddressSuggestion['address'] =>
  Object.fromEntries(
    Object.entries(parts).filter(([, value]) => value !== undefined),
  ) as AddressSuggestion['address'];

/** The French national address API (api-adresse.data.gouv.fr): a GeoJSON FeatureCollection. */
const banAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
      properties: z.object({
        id: z.string(),
        label: z.string(),
        type: z.string(),
        score: z.number().optional(),
        importance: z.number().optional(),
        housenumber: optionalText,
        street: optionalText,
        name: optionalText,
        postcode: optionalText,
        city: optionalText,
      }),
    }),
  ),
});

const mapBan = (answer: unknown): AddressSuggestion[] | undefined => {
  const parsed = banAnswerSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  return parsed.data.features.map(({ geometry, properties: p }) => ({
    id: p.id,
    display_name: p.label,
    lon: geometry.coordinates[0],
    lat: geometry.coordinates[1],
    address: definedParts({
      house_number: p.housenumber,
      // a street result names the street itself; an address result names it in `street`
      road: p.street ?? (p.type === 'street' ? p.name : undefined),
      postcode: p.postcode,
      city: p.city,
    }),
    type: p.type,
    importance: p.importance ?? p.score ?? 0,
  }));
};

/** Nominatim's jsonv2 with addressdetails: coordinates are strings there. */
const coordinate = z
  .union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)])
  .transform((value) => Number(value));
const nominatimAnswerSchema = z.array(
  z.object({
    place_id: z.union([z.number(), z.string()]),
    lat: coordinate,
    lon: coordinate,
    display_name: z.string(),
    type: z.string().catch('unknown'),
    importance: z.number().catch(0),
    address: z
      .object({
        house_number: optionalText,
        road: optionalText,
        postcode: optionalText,
        city: optionalText,
        town: optionalText,
        village: optionalText,
        country_code: optionalText,
      })
      .optional()
      .catch(undefined),
  }),
);

const mapNominatim = (answer: unknown): AddressSuggestion[] | undefined => {
  const parsed = nominatimAnswerSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  return (
    parsed.data
      // countrycodes=fr asks for France; an instance that ignores it is filtered here
      .filter((place) => (place.address?.country_code ?? 'fr') === 'fr')
      .map((place) => ({
        id: String(place.place_id),
        display_name: place.display_name,
        lat: place.lat,
        lon: place.lon,
        address: definedParts({
          house_number: place.address?.house_number,
          road: place.address?.road,
          postcode: place.address?.postcode,
          city: place.address?.city,
          town: place.address?.town,
          village: place.address?.village,
        }),
        type: place.type,
        importance: place.importance,
      }))
  );
};

export interface GeocoderProvider {
  kind: GeocoderKind;
  /** the request for a query (France only, at most 5 results, address details) */
  url(query: string): URL;
  /** suggestions, or undefined when the answer is not what the provider documents */
  map(answer: unknown): AddressSuggestion[] | undefined;
}

export const createProvider = (kind: GeocoderKind, baseUrl: string): GeocoderProvider => {
  if (kind === 'nominatim') {
    return {
      kind,
      url: (query) => {
        const url = new URL(baseUrl);
        url.searchParams.set('format', 'jsonv2');
        url.searchParams.set('addressdetails', '1');
        url.searchParams.set('countrycodes', 'fr');
        url.searchParams.set('limit', String(ADDRESS_MAX_RESULTS));
        url.searchParams.set('q', query);
        return url;
      },
      map: mapNominatim,
    };
  }
  return {
    kind,
    url: (query) => {
      const url = new URL(baseUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(ADDRESS_MAX_RESULTS));
      url.searchParams.set('autocomplete', '1');
      return url;
    },
    map: mapBan,
  };
};
