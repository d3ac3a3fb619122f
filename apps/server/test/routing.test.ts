import {
  DEFAULT_GAZETTEER,
  roadRouteThrough,
  startGeoStandIn,
  type GeoStandIn,
} from '@navette/test-support/geo-stand-in';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGeocoder } from '../src/features/geocoding/geocoding.service';
import { createRouter } from '../src/features/routing';
import { buildTestApp, type TestApp } from './build-test-app';

const place = (label: string) => {
  const found = DEFAULT_GAZETTEER[label];
  if (!found) throw new Error(`${label} is not in the gazetteer`);
  return found;
};
const rivoli = place('10 Rue de Rivoli 75004 Paris');
const gareDeLyon = place('Gare de Lyon, Place Louis-Armand 75012 Paris');
const roissy = place('Aéroport Paris-Charles de Gaulle Terminal 2E 95700 Roissy-en-France');
const orly = place('Aéroport de Paris-Orly 94390 Orly');
const versailles = place("Château de Versailles, Place d'Armes 78000 Versailles");
const bellecour = place('Place Bellecour 69002 Lyon');
const beauvais = place('Aéroport de Beauvais-Tillé 60000 Tillé');

/** The stand-in's other places, for requests that must not meet the cache. */
const somewhere = (n: number) => ({ lat: 48.8 + n / 100, lon: 2.3 + n / 100 });

let standIn: GeoStandIn;
beforeAll(async () => {
  standIn = await startGeoStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
afterEach(() => standIn.reset());

/** A router on the stand-in, and the warnings it logs. */
const routerOn = (kind: 'geoplateforme' | 'osrm', timeoutMs = 2000) => {
  const warn = vi.fn();
  const url = standIn.env(kind).ROUTER_URL ?? '';
  return { warn, router: createRouter({ kind, url, timeoutMs, log: { warn } }) };
};

describe('the app’s router and geocoder, on the stand-in’s OSRM and address search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: standIn.env('osrm') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('measures the road from Rue de Rivoli to Roissy through Gare de Lyon', async () => {
    const route = await t.app.router.route([rivoli, gareDeLyon, roissy], '198.51.100.1');
    expect(route).toEqual(roadRouteThrough([rivoli, gareDeLyon, roissy]));
    expect(route?.distanceM).toBeGreaterThan(30_000);
    const [asked] = standIn.requests.osrm;
    expect(asked?.pathname).toBe('/route/v1/driving/2.3589,48.8554;2.3744,48.8443;2.5713,49.0041');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      overview: 'false',
      steps: 'false',
    });
  });

  it('locates an address: its point, postcode and commune', async () => {
    expect(await t.app.geocoder.locate('Aéroport de Beauvais-Tillé 60000 Tillé')).toEqual(beauvais);
    expect(await t.app.geocoder.locate('place bellecour lyon')).toEqual(bellecour);
    expect(await t.app.geocoder.locate('12 Impasse Introuvable 99999 Nulle-Part')).toBeUndefined();
  });

  it('answers the address search from the same geocoder and cache as locate', async () => {
    await t.app.geocoder.locate('gare de lyon paris');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/geocode',
      query: { q: 'gare de lyon paris' },
    });
    expect(response.json()[0].display_name).toBe('Gare de Lyon, Place Louis-Armand 75012 Paris');
    expect(standIn.requests.search).toHaveLength(1);
  });
});

describe.each(['geoplateforme', 'osrm'] as const)('the router with %s', (kind) => {
  it('answers the distance and duration the service measured, start to end through the stops', async () => {
    const { router, warn } = routerOn(kind);
    expect(await router.route([orly, versailles])).toEqual(roadRouteThrough([orly, versailles]));
    const through = [rivoli, orly, versailles, roissy, beauvais];
    expect(await router.route(through)).toEqual(roadRouteThrough(through));
    expect(standIn.requests[kind]).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers the same trip again from its cache, to about ten metres', async () => {
    const { router } = routerOn(kind);
    const first = await router.route([rivoli, bellecour]);
    const moved = { lat: rivoli.lat + 0.00002, lon: rivoli.lon - 0.00002 };
    expect(await router.route([moved, bellecour])).toEqual(first);
    expect(standIn.requests[kind]).toHaveLength(1);
    // another trip is asked
    await router.route([bellecour, rivoli]);
    expect(standIn.requests[kind]).toHaveLength(2);
  });

  it('gives no route, one warning and no cached failure when the service is down', async () => {
    const { router, warn } = routerOn(kind);
    standIn.setDown(true);
    expect(await router.route([orly, roissy])).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ router: kind, status: 503 }, 'router answered an error');
    standIn.setDown(false);
    expect(await router.route([orly, roissy])).toEqual(roadRouteThrough([orly, roissy]));
    expect(standIn.requests[kind]).toHaveLength(2);
  });

  it('gives no route once its timeout has passed when the service does not answer', async () => {
    const { router, warn } = routerOn(kind, 200);
    standIn.setHanging(true);
    expect(await router.route([versailles, roissy])).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe('router unreachable, slow or unreadable');
  }, 15_000);

  /** a route as either service spells it, with more: read only when under the bound */
  const padded = (bytes: number) =>
    JSON.stringify({
      code: 'Ok',
      routes: [{ distance: 1000, duration: 90 }],
      distance: 1000,
      duration: 90,
      pad: 'x'.repeat(bytes),
    });

  it.each([
    ['an answer past 1 MB', padded(1_100_000), 'router answer too large: not read'],
    [
      'an answer that is not JSON',
      '<html>Maintenance</html>',
      'router unreachable, slow or unreadable',
    ],
    [
      'a distance that is not a number',
      '{"code":"Ok","routes":[{"distance":"far"}],"distance":"far"}',
      'router answered an unexpected shape or no route',
    ],
    [
      'no route found',
      '{"code":"NoRoute","message":"Impossible route between points"}',
      'router answered an unexpected shape or no route',
    ],
  ])('gives no route and one warning for %s', async (_case, body, warning) => {
    const { router, warn } = routerOn(kind);
    standIn.answerWith(body);
    expect(await router.route([gareDeLyon, orly])).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe(warning);
    // a long answer under the bound is read
    standIn.answerWith(padded(900_000));
    expect(await router.route([gareDeLyon, orly])).toEqual({ distanceM: 1000, durationS: 90 });
  });

  it('asks nothing for fewer than two points, more than five, or a point off the globe', async () => {
    const { router, warn } = routerOn(kind);
    expect(await router.route([orly])).toBeUndefined();
    expect(await router.route([1, 2, 3, 4, 5, 6].map(somewhere))).toBeUndefined();
    expect(await router.route([orly, { lat: 91, lon: 2 }])).toBeUndefined();
    expect(await router.route([orly, { lat: Number.NaN, lon: 2 }])).toBeUndefined();
    expect(standIn.requests[kind]).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

describe('the Géoplateforme route service', () => {
  it('is asked for the fastest car route in metres and seconds, without steps', async () => {
    const { router } = routerOn('geoplateforme');
    await router.route([rivoli, gareDeLyon, orly, roissy]);
    const [asked] = standIn.requests.geoplateforme;
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      resource: 'bdtopo-osrm',
      start: '2.3589,48.8554',
      end: '2.5713,49.0041',
      intermediates: '2.3744,48.8443|2.3794,48.7233',
      profile: 'car',
      optimization: 'fastest',
      distanceUnit: 'meter',
      timeUnit: 'second',
      geometryFormat: 'polyline',
      getSteps: 'false',
      getBbox: 'false',
    });
  });

  it('lets a client have one request waiting for its turn, not a queue of them', async () => {
    const { router, warn } = routerOn('geoplateforme');
    // the first goes at once; the next waits a quarter of a second for the service's pace
    const burst = [1, 2, 3].map((n) => router.route([somewhere(n), orly], '203.0.113.9'));
    const visitor = router.route([somewhere(4), orly], '198.51.100.20');
    const [first, second, third] = await Promise.all(burst);
    expect(first).toEqual(roadRouteThrough([somewhere(1), orly]));
    expect(second).toEqual(roadRouteThrough([somewhere(2), orly]));
    expect(third).toBeUndefined();
    expect(await visitor).toEqual(roadRouteThrough([somewhere(4), orly]));
    expect(standIn.requests.geoplateforme).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith({ router: 'geoplateforme' }, 'router busy: route dropped');
  });
});

describe('locate with Nominatim', () => {
  it('takes the commune from a town or a village when the answer names no city', async () => {
    const answer = [
      {
        place_id: 2,
        lat: '45.2307',
        lon: '5.8334',
        display_name: '3 Chemin des Vignes, Saint-Ismier',
        type: 'house',
        importance: 0.2,
        address: { village: 'Saint-Ismier', postcode: '38330', country_code: 'fr' },
      },
    ];
    const geocoder = createGeocoder({
      kind: 'nominatim',
      url: 'https://nominatim.example/search',
      timeoutMs: 1000,
      userAgent: 'test',
      log: { warn: vi.fn() },
      fetch: async () => Response.json(answer),
    });
    expect(await geocoder.locate('3 chemin des vignes saint-ismier')).toEqual({
      lat: 45.2307,
      lon: 5.8334,
      postcode: '38330',
      city: 'Saint-Ismier',
    });
  });
});
