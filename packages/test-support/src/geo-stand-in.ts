/**
 * One loopback stand-in for the app's geographic services, from a gazetteer of real places:
 * - the national address search (api-adresse.data.gouv.fr, `GET /search/?q=`): a GeoJSON
 *   FeatureCollection of the places whose labels hold every word of the query;
 * - the Géoplateforme route service (IGN, `GET /navigation/itineraire?start=lon,lat&…`);
 * - a self-hosted OSRM (`GET /route/v1/driving/lon,lat;lon,lat?…`).
 * Routes are straight lines between the points given, × 1.3 for the road, driven at 40 km/h
 * (`roadRouteThrough`), so that a test knows the distance the app must be told.
 * `env()` is what a server needs to use it; `setDown`, `setHanging` and `answerWith` make it fail
 * as a real service does; `requests` is what it was asked, by protocol.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GeoPlace {
  lat: number;
  lon: number;
  postcode: string;
  city: string;
}

/** A label ending with the postcode and the commune, as the address search labels places. */
const located = (label: string, lat: number, lon: number): [string, GeoPlace] => {
  const [, postcode = '', city = ''] = /(\d{5}) (.+)$/.exec(label) ?? [];
  return [label, { lat, lon, postcode, city }];
};

/** Real places with their coordinates and postcodes: Paris, its airports, around, and Lyon. */
export const DEFAULT_GAZETTEER: Readonly<Record<string, GeoPlace>> = Object.fromEntries([
  located('10 Rue de Rivoli 75004 Paris', 48.8554, 2.3589),
  located('Gare de Lyon, Place Louis-Armand 75012 Paris', 48.8443, 2.3744),
  located('Tour Eiffel, 5 Avenue Anatole France 75007 Paris', 48.8584, 2.2945),
  located('Gare du Nord, 18 Rue de Dunkerque 75010 Paris', 48.8809, 2.3553),
  located('Gare Montparnasse, 17 Boulevard de Vaugirard 75015 Paris', 48.8412, 2.321),
  located('Aéroport Paris-Charles de Gaulle Terminal 2E 95700 Roissy-en-France', 49.0041, 2.5713),
  located('Aéroport de Paris-Orly 94390 Orly', 48.7233, 2.3794),
  located('Aéroport de Beauvais-Tillé 60000 Tillé', 49.4544, 2.1128),
  located("Château de Versailles, Place d'Armes 78000 Versailles", 48.8049, 2.1204),
  located('Grande Arche, 1 Parvis de la Défense 92800 Puteaux', 48.8926, 2.236),
  located('Stade de France, Rue Henri Delaunay 93200 Saint-Denis', 48.9245, 2.3602),
  located('Place Bellecour 69002 Lyon', 45.7578, 4.832),
]);

export interface GeoPoint {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_M = 6_371_000;
const ROAD_FACTOR = 1.3;
const SPEED_M_PER_S = 40_000 / 3600;
const tenths = (value: number) => Math.round(value * 10) / 10;

const haversineM = (a: GeoPoint, b: GeoPoint): number => {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
};

/** The route the stand-in answers through `points`: metres and seconds, to a tenth. */
export const roadRouteThrough = (points: readonly GeoPoint[]) => {
  let straight = 0;
  for (let i = 1; i < points.length; i += 1) {
    straight += haversineM(points[i - 1] as GeoPoint, points[i] as GeoPoint);
  }
  const distanceM = straight * ROAD_FACTOR;
  return { distanceM: tenths(distanceM), durationS: tenths(distanceM / SPEED_M_PER_S) };
};

/** A route as both services spell it. */
const measured = (route: { distanceM: number; durationS: number }) => ({
  distance: route.distanceM,
  duration: route.durationS,
});

/** Lower case, without accents, cut into words. */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** "lon,lat" → a point; undefined for anything else. */
const pointOf = (text: string | null | undefined): GeoPoint | undefined => {
  const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(text ?? '');
  return match ? { lon: Number(match[1]), lat: Number(match[2]) } : undefined;
};

export type GeoProtocol = 'search' | 'geoplateforme' | 'osrm';

export const startGeoStandIn = async (options: { gazetteer?: Record<string, GeoPlace> } = {}) => {
  const places = Object.entries(options.gazetteer ?? DEFAULT_GAZETTEER).map(([label, place]) => ({
    label,
    words: wordsOf(label),
    ...place,
  }));
  const requests: Record<GeoProtocol, URL[]> = { search: [], geoplateforme: [], osrm: [] };
  let down = false;
  let hanging = false;
  let rawAnswer: string | undefined;
  const held: ServerResponse[] = [];

  /** Every query word begins a word of the label (the last one may be half typed); best first. */
  const search = (query: string) => {
    const asked = wordsOf(query);
    return places
      .filter((place) => asked.every((word) => place.words.some((w) => w.startsWith(word))))
      .map((place) => ({ place, score: asked.length / place.words.length }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 5)
      .map(({ place, score }) => {
        const name = place.label.replace(` ${place.postcode} ${place.city}`, '');
        const numbered = /^(\d+) (.+)$/.exec(name);
        return {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
          properties: {
            label: place.label,
            score: Math.min(0.99, score),
            ...(numbered ? { housenumber: numbered[1], street: numbered[2] } : {}),
            id: `${place.postcode}_${wordsOf(name).join('_')}`,
            name,
            postcode: place.postcode,
            city: place.city,
            context: `${place.postcode.slice(0, 2)}, ${place.city}`,
            type: numbered ? 'housenumber' : 'locality',
            importance: 0.6,
          },
        };
      });
  };

  const answer = (url: URL): { status: number; body: unknown } => {
    const params = url.searchParams;
    if (url.pathname === '/search/' || url.pathname === '/search') {
      requests.search.push(url);
      const q = params.get('q') ?? '';
      if (q.trim().length < 3) {
        return { status: 400, body: { code: 400, message: 'q must contain at least 3 chars' } };
      }
      const features = search(q);
      return { status: 200, body: { type: 'FeatureCollection', features, query: q, limit: 5 } };
    }
    if (url.pathname === '/navigation/itineraire') {
      requests.geoplateforme.push(url);
      const intermediates = params.get('intermediates');
      const asked = [
        params.get('start'),
        ...(intermediates ? intermediates.split('|') : []),
        params.get('end'),
      ].map(pointOf);
      if (params.get('resource') !== 'bdtopo-osrm' || asked.some((p) => p === undefined)) {
        const message = 'Parameter start, end, intermediates or resource is invalid';
        return { status: 400, body: { error: { errorType: 'Bad Request', message } } };
      }
      const points = asked as GeoPoint[];
      const route = roadRouteThrough(points);
      const at = (point: GeoPoint) => `${point.lon},${point.lat}`;
      return {
        status: 200,
        body: {
          resource: 'bdtopo-osrm',
          start: params.get('start'),
          end: params.get('end'),
          profile: params.get('profile') ?? 'car',
          optimization: params.get('optimization') ?? 'fastest',
          geometry: { type: 'LineString', coordinates: points.map((p) => [p.lon, p.lat]) },
          crs: 'EPSG:4326',
          distanceUnit: params.get('distanceUnit') ?? 'meter',
          timeUnit: params.get('timeUnit') ?? 'second',
          distance: route.distanceM,
          duration: route.durationS,
          constraints: [],
          portions: points.slice(1).map((end, i) => ({
            start: at(points[i] as GeoPoint),
            end: at(end),
            ...measured(roadRouteThrough([points[i] as GeoPoint, end])),
            steps: [],
          })),
        },
      };
    }
    const osrm = /^\/route\/v1\/driving\/([^/?]+)$/.exec(url.pathname);
    if (osrm) {
      requests.osrm.push(url);
      const asked = decodeURIComponent(osrm[1] ?? '')
        .split(';')
        .map(pointOf);
      if (asked.length < 2 || asked.some((p) => p === undefined)) {
        return { status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed' } };
      }
      const points = asked as GeoPoint[];
      const route = roadRouteThrough(points);
      const leg = (from: GeoPoint, to: GeoPoint) => {
        const part = roadRouteThrough([from, to]);
        return { steps: [], summary: '', weight: part.durationS, ...measured(part) };
      };
      return {
        status: 200,
        body: {
          code: 'Ok',
          routes: [
            {
              legs: points.slice(1).map((to, i) => leg(points[i] as GeoPoint, to)),
              weight_name: 'routability',
              weight: route.durationS,
              ...measured(route),
            },
          ],
          waypoints: points.map((p) => ({
            hint: '',
            distance: 0,
            name: '',
            location: [p.lon, p.lat],
          })),
        },
      };
    }
    return { status: 404, body: { message: 'Not Found' } };
  };

  const server = createServer((request, response) => {
    const { status, body } = answer(new URL(request.url ?? '/', 'http://127.0.0.1'));
    if (hanging) {
      held.push(response);
      return;
    }
    if (down) {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<html><body><h1>503 Service Unavailable</h1></body></html>');
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status === 200 && rawAnswer !== undefined ? rawAnswer : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    /** what it was asked, by protocol, in order (while down or hanging too) */
    requests,
    /** the environment that points a server at it, with either kind of router */
    env: (router: 'geoplateforme' | 'osrm' = 'geoplateforme'): Record<string, string> => ({
      GEOCODER: 'ban',
      GEOCODER_URL: `${baseUrl}/search/`,
      ROUTER: router,
      ROUTER_URL: router === 'osrm' ? baseUrl : `${baseUrl}/navigation/itineraire`,
    }),
    /** answers 503 to everything, as a service down behind its proxy */
    setDown: (value: boolean) => {
      down = value;
    },
    /** never answers (the connections stay open until `close`) */
    setHanging: (value: boolean) => {
      hanging = value;
    },
    /** answers this body, with status 200, where it would answer a result (undefined: stop) */
    answerWith: (body: string | undefined) => {
      rawAnswer = body;
    },
    /** forgets what it was asked and answers normally again */
    reset: () => {
      for (const list of Object.values(requests)) list.length = 0;
      down = false;
      hanging = false;
      rawAnswer = undefined;
    },
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type GeoStandIn = Awaited<ReturnType<typeof startGeoStandIn>>;
