/**
 * The two routing services and the reading of their answers. Their answers are parsed, never
 * trusted: an unexpected shape is no route.
 */
import type { RoadRoute } from '@navette/shared';
import { z } from 'zod';

export type RouterKind = 'geoplateforme' | 'osrm';

export interface RoutePoint {
  lat: number;
  lon: number;
}

/** A distance or a duration as a route can have one. */
const measure = z.number().nonnegative().finite();

/**
 * IGN's Géoplateforme (Road2's simple API): the whole route's `distance` and `duration`, in the
 * units asked for, beside its geometry and its portions, which are not read.
 */
const geoplateformeAnswerSchema = z.object({ distance: measure, duration: measure });

/** OSRM's route service: `code` "Ok" and the routes found, the first being the best. */
const osrmAnswerSchema = z.object({
  code: z.literal('Ok'),
  routes: z.array(z.object({ distance: measure, duration: measure })).min(1),
});

/** "lon,lat", the order both services read, at a precision of about 10 cm. */
const lonLat = ({ lat, lon }: RoutePoint) => `${Number(lon.toFixed(6))},${Number(lat.toFixed(6))}`;

export interface RouterProvider {
  kind: RouterKind;
  /** the request for the car route through `points` (start, stops, end), fastest */
  url(points: readonly RoutePoint[]): URL;
  /** the route, or undefined when the answer is not what the service documents */
  map(answer: unknown): RoadRoute | undefined;
}

export const createRouterProvider = (kind: RouterKind, baseUrl: string): RouterProvider => {
  if (kind === 'osrm') {
    return {
      kind,
      url: (points) => {
        // the coordinates are a path below the server's root, which may end with a slash or not
        const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
        const url = new URL(`route/v1/driving/${points.map(lonLat).join(';')}`, root);
        url.searchParams.set('overview', 'false');
        url.searchParams.set('steps', 'false');
        return url;
      },
      map: (answer) => {
        const parsed = osrmAnswerSchema.safeParse(answer);
        const [best] = parsed.success ? parsed.data.routes : [];
        return best && { distanceM: best.distance, durationS: best.duration };
      },
    };
  }
  return {
    kind,
    url: (points) => {
      const url = new URL(baseUrl);
      const start = points[0];
      const end = points.at(-1);
      const params = url.searchParams;
      params.set('resource', 'bdtopo-osrm');
      if (start) params.set('start', lonLat(start));
      if (end) params.set('end', lonLat(end));
      if (points.length > 2) params.set('intermediates', points.slice(1, -1).map(lonLat).join('|'));
      params.set('profile', 'car');
      params.set('optimization', 'fastest');
      params.set('distanceUnit', 'meter');
      params.set('timeUnit', 'second');
      // the geometry cannot be left out: its encoded form is the shortest
      params.set('geometryFormat', 'polyline');
      params.set('getSteps', 'false');
      params.set('getBbox', 'false');
      return url;
    },
    map: (answer) => {
      const parsed = geoplateformeAnswerSchema.safeParse(answer);
      return parsed.success
        ? { distanceM: parsed.data.distance, durationS: parsed.data.duration }
        : undefined;
    },
  };
};
