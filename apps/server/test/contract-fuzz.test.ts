import { chauffeurClient, insertChauffeur } from './support/chauffeurs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  adminDashboardEndpoint,
  API_ENDPOINTS,
  dashboardQuerySchema,
  type Endpoint,
} from '@navette/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import {
  almostValidBody,
  fuzzedJsonBody,
  hostileBody,
  fuzzOptions,
  hostileValue,
  jsonSchemaOf,
  validValue,
} from './support/fuzz';
import { brokenMultipartBody, fuzzedMultipartBody } from './support/fuzz-multipart';
import { multipart, tinyPdf } from '@navette/test-support/files';
import { filesUnder, prototypeState, rowCounter, sampleIds } from './support/fuzz-state';
import { customerWithPayableReservation } from './support/payments';

/*
 * Every endpoint of the API contract that reads a body (JSON or multipart) or a query, called
 * with values derived from its own schema: valid, almost valid and hostile. Whatever comes in,
 * the server answers below 500, refuses in the one error format with a translated message, and a
 * refused request leaves the database, the data directory and Object.prototype as they were.
 * FUZZ_SEED=<seed> replays a failure (CONTRIBUTING.md, testing).
 */

const BODY_LIMIT = 64 * 1024;
const CV_MAX_BYTES = 64 * 1024;
const LIMITS_OFF = '100000';
const RUNS = { json: 25, multipart: 20, query: 20 };

let t: TestApp;
let geocoder: ReturnType<typeof createServer>;
let clients: Record<Endpoint['access'], BrowserClient>;
let ids: string[];
let counts: () => Promise<Record<string, number>>;
const pristine = prototypeState();

beforeAll(async () => {
  // the address search asks a geocoder: a stand-in on the loopback that finds nothing
  geocoder = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"type":"FeatureCollection","features":[]}');
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  t = await buildTestApp({
    env: {
      BODY_LIMIT_BYTES: String(BODY_LIMIT),
      CV_MAX_BYTES: String(CV_MAX_BYTES),
      SERVICE_IMAGE_MAX_BYTES: String(CV_MAX_BYTES),
      GEOCODER_URL: `http://127.0.0.1:${port}/search/`,
      RATE_LIMIT_MAX: LIMITS_OFF,
      RESERVATION_RATE_LIMIT_MAX: LIMITS_OFF,
      GEOCODE_RATE_LIMIT_MAX: LIMITS_OFF,
      RECRUITMENT_RATE_LIMIT_MAX: LIMITS_OFF,
      PAYMENT_RATE_LIMIT_MAX: LIMITS_OFF,
      CONTACT_RATE_LIMIT_MAX: LIMITS_OFF,
    },
  });
  const customer = await customerWithPayableReservation(t);
  const admin = await signInAsAdmin(t.app, t.database.db);
  const chauffeur = await insertChauffeur(t.database.db);
  clients = {
    public: new BrowserClient(t.app),
    customer: customer.browser,
    admin: admin.client,
    chauffeur: await chauffeurClient(t.app, t.database.db, chauffeur),
  };
  counts = await rowCounter(t);
  ids = [customer.reservationId, ...(await sampleIds(t))];
}, 60_000);

afterAll(async () => {
  await t?.close();
  geocoder?.closeAllConnections();
  await new Promise((resolve) => geocoder?.close(resolve));
});

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path} (${endpoint.access})`;

/** A path's parameters: real ids of the fixtures, random ids, and segments no id looks like. */
const pathSegment = () =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    fc.uuid(),
    fc.constantFrom('x'.repeat(65), '%00', '..%2F..%2Fetc', '%E2%80%AE1', '%ED%A0%80', '%20', '-1'),
  );

const fillPath = (path: string) =>
  fc
    .array(pathSegment(), { minLength: 4, maxLength: 4 })
    .map((segments) => path.replace(/:[A-Za-z_]+/g, () => segments.pop() ?? 'x'));

/**
 * A wrong password or code is counted even though it is refused: the client's wait grows and the
 * owner is warned (docs/decisions/0019-sign-in-failures.md, and 0045 for the codes of the
 * account routes). Those counters, and the warning, are all such a refusal may change; any
 * other refusal changes nothing.
 */
const COUNTED_TRIES = new Set([
  'INVALID_CREDENTIALS',
  'ADMIN_INVALID_CREDENTIALS',
  'CURRENT_PASSWORD_INVALID',
  'CODE_INVALID',
  'CODE_TOO_MANY_ATTEMPTS',
  'RESET_CODE_INVALID',
  'RATE_LIMITED',
]);
const TRY_COUNTERS = new Set(['sign_in_failures', 'mail_outbox']);
/** The tables whose row count, or the files whose size, differ between two snapshots. */
const changed = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
const UNTRANSLATED = /^(errors|validation|[a-z]+)\.[A-Za-z.]+$/;

/** Sends one request and holds the answer and the state after it to the properties. */
const check = async (
  endpoint: Endpoint,
  request: { url: string; payload?: string | Buffer; contentType?: string },
) => {
  const rowsBefore = await counts();
  const filesBefore = filesUnder(t.config.dataDir);
  const response: LightMyRequestResponse = await clients[endpoint.access].request({
    method: endpoint.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: request.contentType ? { 'content-type': request.contentType } : {},
  });
  const where = `${nameOf(endpoint)} ${request.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(prototypeState(), where).toEqual(pristine);
  if (response.statusCode < 400) return;
  const answer = response.json<{
    error?: unknown;
    code?: unknown;
    fields?: Record<string, string>;
  }>();
  expect(answer, where).toEqual(
    expect.objectContaining({ error: expect.any(String), code: expect.any(String) }),
  );
  expect(String(answer.error).trim(), where).not.toBe('');
  expect(String(answer.error), where).not.toMatch(UNTRANSLATED);
  for (const message of Object.values(answer.fields ?? {})) {
    expect(message, where).not.toMatch(UNTRANSLATED);
  }
  const tables = changed(rowsBefore, await counts());
  const allowed = COUNTED_TRIES.has(String(answer.code)) ? TRY_COUNTERS : new Set<string>();
  expect(
    tables.filter((name) => !allowed.has(name)),
    `tables changed by ${where}`,
  ).toEqual([]);
  const filesAfter = filesUnder(t.config.dataDir);
  expect(changed(filesBefore, filesAfter), `files changed by ${where}`).toEqual([]);
};

describe('the fuzzer itself', () => {
  const sample = z.strictObject({
    nom: z.string().min(1).max(20),
    places: z.int().min(1).max(9),
    mode: z.enum(['train', 'avion']).optional(),
  });

  it('derives bodies the schema accepts, and almost valid ones it refuses', () => {
    const schema = jsonSchemaOf(sample);
    for (const body of fc.sample(validValue(schema), { numRuns: 50, seed: 14 })) {
      expect(sample.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
    const spoiled = fc.sample(almostValidBody(schema), { numRuns: 50, seed: 14 });
    expect(spoiled.filter((body) => sample.safeParse(body).success).length).toBeLessThan(10);
  });

  it('hides prototype keys and deep nesting in the hostile bodies', () => {
    const texts = fc
      .sample(hostileBody({ nom: 'a' }, BODY_LIMIT), { numRuns: 500, seed: 14 })
      .map(({ payload }) => String(payload));
    expect(texts.some((text) => text.startsWith('{"__proto__":{"polluted"'))).toBe(true);
    expect(texts.some((text) => text.startsWith('{"a":'.repeat(1000)))).toBe(true);
  });

  it('sees a polluted prototype', () => {
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.polluted = 'yes';
    try {
      expect(prototypeState()).not.toEqual(pristine);
    } finally {
      delete polluted.polluted;
    }
    expect(prototypeState()).toEqual(pristine);
  });
});

const withBody = API_ENDPOINTS.filter((endpoint) => 'body' in endpoint && endpoint.body);
const withQuery = API_ENDPOINTS.filter((endpoint) => endpoint.query);

/**
 * The schema the server validates an endpoint's query with: the contract's, or, where the
 * contract gives the query by its type alone (its page loads no zod, decision 0040), the route's.
 */
const querySchemaOf = (endpoint: Endpoint): z.ZodType | undefined => {
  if (endpoint === adminDashboardEndpoint) return dashboardQuerySchema;
  return endpoint.query && '_zod' in endpoint.query ? (endpoint.query as z.ZodType) : undefined;
};

describe('every endpoint that reads a body, under fuzzed bodies', () => {
  it('covers the JSON and the multipart endpoints of the contract', () => {
    expect(withBody.length).toBeGreaterThanOrEqual(30);
    expect(withBody.filter((endpoint) => 'multipart' in endpoint).length).toBeGreaterThanOrEqual(3);
  });

  it.each(withBody.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s: never a 5xx, refusals in the one format, nothing changed by a refused body',
    async (_name, endpoint) => {
      if (!('body' in endpoint) || !endpoint.body) return;
      const multipart = 'multipart' in endpoint && endpoint.multipart === true;
      const body = multipart
        ? fc.oneof(
            { weight: 4, arbitrary: fuzzedMultipartBody(endpoint.body, CV_MAX_BYTES, ids) },
            brokenMultipartBody(endpoint.body),
          )
        : fuzzedJsonBody(endpoint.body, BODY_LIMIT, ids);
      await fc.assert(
        fc.asyncProperty(fillPath(endpoint.path), body, async (url, { payload, contentType }) => {
          await check(endpoint, { url, payload, contentType });
        }),
        fuzzOptions(multipart ? RUNS.multipart : RUNS.json),
      );
    },
  );
});

describe('an upload cut short', () => {
  // found by the fuzzer: a CV cut short could fail before its temporary file was open, and the
  // file was created after its removal (apps/server/src/features/recruitment/recruitment.storage.ts)
  it('leaves no temporary file of the CV, wherever the body ends', async () => {
    const leftovers: string[] = [];
    for (let round = 0; round < 30; round += 1) {
      for (let cut = 1; cut <= 60; cut += 1) {
        const body = multipart(
          // a body a little longer each round: the cut falls on other bytes of the parts
          {
            nom: 'Martin',
            prenom: 'Léa',
            email: `lea${'x'.repeat(round * 3)}@example.test`,
            telephone: '0612345678',
          },
          [{ filename: 'cv.pdf', content: tinyPdf() }],
        );
        const before = filesUnder(t.config.dataDir);
        const response = await clients.public.request({
          method: 'POST',
          url: '/api/recruitment/apply',
          payload: body.payload.subarray(0, body.payload.length - cut),
          headers: body.headers,
        });
        if (response.statusCode === 201) continue;
        expect(response.statusCode, `cut ${cut}`).toBe(400);
        leftovers.push(...changed(before, filesUnder(t.config.dataDir)));
      }
    }
    expect(leftovers).toEqual([]);
  });
});

/** A query string from a set of values: a URL carries text only. */
const queryText = (values: unknown) =>
  new URLSearchParams(
    Object.entries(typeof values === 'object' && values !== null ? values : {}).map(
      ([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      ],
    ),
  ).toString();

const hostileQuery = fc.constantFrom(
  '__proto__[polluted]=oui',
  'constructor[prototype][polluted]=oui',
  '__proto__.polluted=oui',
  'q=a&q=b&q=c',
  `q=${'x'.repeat(5000)}`,
  'q=%00',
  'q=%E2%80%AE',
  'q=%ED%A0%80',
  'q=%E0%A4%A',
  'q=%',
  'page=-1&pageSize=1e308',
  'page=99999999999999999999',
  'year=0000&period=NaN',
  'statut[]=tous',
  '&&&=&=',
);

describe('every endpoint that reads a query, under fuzzed queries', () => {
  it.each(withQuery.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s: never a 5xx, refusals in the one format, nothing changed',
    async (_name, endpoint) => {
      const querySchema = querySchemaOf(endpoint);
      expect(querySchema, 'a query schema of the server').toBeDefined();
      if (!querySchema) return;
      const schema = jsonSchemaOf(querySchema);
      const keys = Object.keys(schema.properties ?? {});
      const query = fc.oneof(
        validValue(schema).map(queryText),
        fc
          .tuple(validValue(schema), fc.constantFrom(...keys, 'inconnu'), hostileValue)
          .map(([valid, key, value]) => queryText({ ...(valid as object), [key]: value })),
        fc.tuple(validValue(schema).map(queryText), hostileQuery).map((parts) => parts.join('&')),
      );
      await fc.assert(
        fc.asyncProperty(fillPath(endpoint.path), query, async (path, search) => {
          const payload = endpoint.method === 'GET' ? undefined : '{}';
          await check(endpoint, {
            url: `${path}?${search}`,
            ...(payload ? { payload, contentType: 'application/json' } : {}),
          });
        }),
        fuzzOptions(RUNS.query),
      );
    },
  );
});
