import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressSuggestionListSchema } from '@navette/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGeocoder } from '../src/features/geocoding/geocoding.service';
import { buildTestApp, type TestApp } from './build-test-app';

interface SeenRequest {
  url: URL;
  headers: IncomingHttpHeaders;
  at: number;
}
type Answer = { status: number; body: string } | 'hang';

/** A geocoder stand-in on the loopback interface that records what it is asked. */
const startStandIn = async (answer: (query: string) => Answer) => {
  const seen: SeenRequest[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push({ url, headers: request.headers, at: Date.now() });
    const reply = answer(url.searchParams.get('q') ?? '');
    if (reply === 'hang') {
      hanging.push(response);
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

const banFeature = (n: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.3522 + n / 1000, 48.8566] },
  properties: {
    label: `${n} Rue de Rivoli 75004 Paris`,
    score: 0.9,
    housenumber: String(n),
    id: `75104_8158_${String(n).padStart(5, '0')}`,
    name: `${n} Rue de Rivoli`,
    postcode: '75004',
    citycode: '75104',
    city: 'Paris',
    context: '75, Paris, Île-de-France',
    type: 'housenumber',
    importance: 0.61,
    street: 'Rue de Rivoli',
  },
});
const banStreet = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [4.8357, 45.764] },
  properties: {
    label: 'Rue de la République 69002 Lyon',
    score: 0.7,
    id: '69382_5940',
    name: 'Rue de la République',
    postcode: '69002',
    city: 'Lyon',
    type: 'street',
    importance: 0.55,
  },
};

const json = (value: unknown): Answer => ({ status: 200, body: JSON.stringify(value) });
/** The stand-in's behaviour is chosen by the words of the query. */
const behaviour =
  (ok: Answer) =>
  (query: string): Answer => {
    if (query.includes('panne')) return { status: 503, body: '{"error":"down"}' };
    if (query.includes('charabia')) return { status: 200, body: '<html>not json</html>' };
    if (query.includes('forme')) return json({ features: 'none' });
    if (query.includes('lenteur')) return 'hang';
    return ok;
  };

describe('GET /api/geocode with the French national address API (default)', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startStandIn(
      behaviour(
        json({
          type: 'FeatureCollection',
          features: [banStreet, ...[1, 2, 3, 4, 5, 6].map(banFeature)],
        }),
      ),
    );
    t = await buildTestApp({
      seed: false,
      env: { GEOCODER_URL: `${standIn.base}/search/`, GEOCODER_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const search = (q?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/geocode',
      query: q === undefined ? {} : { q },
    });

  it('a visitor typing an address gets at most 5 French suggestions in the suggestion shape', async () => {
    const response = await search('  rue de la république  ');
    expect(response.statusCode).toBe(200);
    const suggestions = addressSuggestionListSchema.parse(response.json());
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      id: '69382_5940',
      display_name: 'Rue de la République 69002 Lyon',
      lat: 45.764,
      lon: 4.8357,
      address: { road: 'Rue de la République', postcode: '69002', city: 'Lyon' },
      type: 'street',
      importance: 0.55,
    });
    expect(suggestions[1]).toEqual({
      id: '75104_8158_00001',
      display_name: '1 Rue de Rivoli 75004 Paris',
      lat: 48.8566,
      lon: 2.3522 + 1 / 1000,
      address: { house_number: '1', road: 'Rue de Rivoli', postcode: '75004', city: 'Paris' },
      type: 'housenumber',
      importance: 0.61,
    });
    const [asked] = standIn.seen;
    expect(asked?.url.pathname).toBe('/search/');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      q: 'rue de la république',
      limit: '5',
      autocomplete: '1',
    });
  });

  it('the same search typed again is answered from the cache, without asking the provider', async () => {
    const first = await search('10 avenue Foch');
    const asked = standIn.seen.length;
    const again = await search('10  AVENUE foch ');
    expect(again.json()).toEqual(first.json());
    expect(standIn.seen.length).toBe(asked);
  });

  it('asks nothing for fewer than 3 characters, and refuses a search longer than 200', async () => {
    const asked = standIn.seen.length;
    for (const q of [undefined, '', '  ab  ']) {
      const response = await search(q);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect(standIn.seen.length).toBe(asked);
    const long = await search('r'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("La recherche d'adresse ne doit pas dépasser 200 caractères.");
  });

  it.each([
    ['answers an error', 'gare en panne'],
    ['answers something that is not JSON', 'du charabia'],
    ['answers JSON of another shape', 'mauvaise forme'],
    ['is too slow', 'lenteur extrême'],
  ])(
    'when the provider %s, the visitor gets no suggestion rather than an error',
    async (_case, q) => {
      const response = await search(q);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    },
  );

  it('does not cache a failure', async () => {
    const before = standIn.seen.length;
    await search('encore en panne');
    await search('encore en panne');
    expect(standIn.seen.length).toBe(before + 2);
  });
});

describe('GET /api/geocode with Nominatim', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startStandIn(
      behaviour(
        json([
          {
            place_id: 318_224_755,
            lat: '48.8443',
            lon: '2.3744',
            display_name: 'Gare de Lyon, Place Louis-Armand, Paris, Île-de-France, 75012, France',
            type: 'station',
            category: 'railway',
            importance: 0.62,
            address: {
              road: 'Place Louis-Armand',
              postcode: '75012',
              city: 'Paris',
              country: 'France',
              country_code: 'fr',
            },
          },
          {
            place_id: 1,
            lat: '50.8',
            lon: '4.3',
            display_name: 'Bruxelles',
            type: 'city',
            importance: 0.9,
            address: { city: 'Bruxelles', country_code: 'be' },
          },
          {
            place_id: 2,
            lat: '45.1',
            lon: '5.7',
            display_name: '3 Chemin des Vignes, Saint-Ismier',
            type: 'house',
            importance: 0.2,
            address: {
              house_number: '3',
              road: 'Chemin des Vignes',
              village: 'Saint-Ismier',
              postcode: '38330',
              country_code: 'fr',
            },
          },
        ]),
      ),
    );
    t = await buildTestApp({
      seed: false,
      env: {
        GEOCODER: 'nominatim',
        GEOCODER_URL: `${standIn.base}/search`,
        PUBLIC_URL: 'https://www.navette-prestige.fr',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  it('asks for France only, 5 results with address details, naming the application, and maps the answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geocode?q=gare%20de%20lyon' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: '318224755',
        display_name: 'Gare de Lyon, Place Louis-Armand, Paris, Île-de-France, 75012, France',
        lat: 48.8443,
        lon: 2.3744,
        address: { road: 'Place Louis-Armand', postcode: '75012', city: 'Paris' },
        type: 'station',
        importance: 0.62,
      },
      {
        id: '2',
        display_name: '3 Chemin des Vignes, Saint-Ismier',
        lat: 45.1,
        lon: 5.7,
        address: {
          house_number: '3',
          road: 'Chemin des Vignes',
          village: 'Saint-Ismier',
          postcode: '38330',
        },
        type: 'house',
        importance: 0.2,
      },
    ]);
    const [asked] = standIn.seen;
    expect(asked?.url.pathname).toBe('/search');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'fr',
      limit: '5',
      q: 'gare de lyon',
    });
    expect(asked?.headers['user-agent']).toContain('Navette Prestige');
    expect(asked?.headers['user-agent']).toContain('https://www.navette-prestige.fr');
  });

  it('sends at most one request per second, and drops a search that would wait too long', async () => {
    const before = standIn.seen.length;
    // four visitors typing at once
    const answers = await Promise.all(
      ['rue a1', 'rue a2', 'rue a3', 'rue a4'].map(async (q, i) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/geocode',
            query: { q },
            remoteAddress: `198.51.100.${i + 1}`,
          })
        ).json<unknown[]>(),
      ),
    );
    const times = standIn.seen.slice(before).map((request) => request.at);
    // the earlier test holds the first slot, so at least two of the four are sent, a second apart
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < times.length; i += 1) {
      // timers may fire a millisecond early; the provider sees about a second between requests
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(990);
    }
    // the others would have waited more than 2 s: they get no suggestion, without asking
    const dropped = answers.filter((list) => list.length === 0).length;
    expect(dropped).toBeGreaterThanOrEqual(1);
    expect(dropped + times.length).toBe(4);
  });
});

describe('the pace of the searches, per client', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startStandIn(() =>
      json([{ place_id: 7, lat: '48.8', lon: '2.3', display_name: 'Rue de Rivoli, Paris' }]),
    );
    t = await buildTestApp({
      seed: false,
      env: { GEOCODER: 'nominatim', GEOCODER_URL: `${standIn.base}/search` },
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const searchFrom = async (remoteAddress: string, q: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/geocode', query: { q }, remoteAddress })).json<
      unknown[]
    >();

  it("a client sending searches in a burst takes one waiting slot, not everyone's", async () => {
    const attacker = Promise.all(
      ['rue b1', 'rue b2', 'rue b3', 'rue b4', 'rue b5'].map((q) => searchFrom('203.0.113.9', q)),
    );
    // a visitor typing at the same moment, from another address
    const visitor = searchFrom('198.51.100.20', 'rue de rivoli');
    const [burst, mine] = await Promise.all([attacker, visitor]);
    expect(mine).toHaveLength(1);
    // the burst's first search goes at once, its second waits its turn, the rest are dropped
    expect(burst.filter((list) => list.length > 0)).toHaveLength(2);
    const asked = standIn.seen.map((request) => request.url.searchParams.get('q'));
    expect(asked).toContain('rue de rivoli');
    expect(asked).toHaveLength(3);
  });
});

describe('the geocoder itself', () => {
  /** The BAN geocoder pointed at `url`, and the warnings it logs. */
  const banGeocoder = (url: string) => {
    const warn = vi.fn();
    const log = { warn };
    return {
      warn,
      geocoder: createGeocoder({ kind: 'ban', url, timeoutMs: 1000, userAgent: 'test', log }),
    };
  };

  it('an answer past 256 KB is not read: an empty list and one warning', async () => {
    const feature = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.35, 48.85] },
      properties: { id: 'x', label: `12 Rue de Rivoli ${'x'.repeat(1000)}`, type: 'street' },
    };
    const huge = json({ features: Array.from({ length: 400 }, () => feature) });
    const standIn = await startStandIn(() => huge);
    const { geocoder, warn } = banGeocoder(`${standIn.base}/search/`);
    expect(await geocoder.search('12 rue de Rivoli')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ geocoder: 'ban' }, 'geocoder answer too large: not read');
    await standIn.close();
  });

  it('a provider that is down gives an empty list and one warning', async () => {
    const standIn = await startStandIn(() => json({}));
    const url = `${standIn.base}/search/`;
    await standIn.close();
    const { geocoder, warn } = banGeocoder(url);
    expect(await geocoder.search('12 rue de Rivoli')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a garbled answer gives an empty list and one warning', async () => {
    const standIn = await startStandIn(() => ({ status: 200, body: '{"features":[{"x":1}]}' }));
    const { geocoder, warn } = banGeocoder(`${standIn.base}/search/`);
    expect(await geocoder.search('12 rue de Rivoli')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    await standIn.close();
  });
});
