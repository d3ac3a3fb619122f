import { API_ENDPOINTS, fillPath, type Endpoint } from '@navette/shared';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import type { RegisteredRoute } from '../src/lib/registered-routes';
import { successStatusOf } from '../src/lib/route-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getXsrf, type TestApp } from './build-test-app';
import { routesOfTree } from './support/route-tree';

/*
 * The API contract of packages/shared/src/api/contract/ and the routes the server registers
 * are the same set: a route added on one side only fails here, named. The contract's access is
 * checked too, cheaply: an anonymous call of an admin or customer endpoint is refused with 401.
 */

/** Where the contract applies: the JSON API. The OpenAPI pages document it and are not part of it. */
const isContractPath = (path: string) =>
  /^\/(api|auth|admin)\//.test(path) && !path.startsWith('/api/docs');

/** What one side has and the other lacks, as the messages a failing test shows. */
const contractDrift = (served: readonly string[], declared: readonly string[]) => ({
  missingFromContract: served.filter((route) => !declared.includes(route)),
  notServed: declared.filter((route) => !served.includes(route)),
});

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const isZod = (value: unknown): value is $ZodType => value instanceof $ZodType;

/** The options of a union schema, or the schema itself. */
const alternativesOf = (schema: unknown): unknown[] => {
  const options = (schema as { options?: unknown[] } | undefined)?.options;
  return Array.isArray(options) ? options : [schema];
};

/**
 * Where a registered route's schemas are not the very schemas of its contract entries: each part
 * (params, query, body, success answer) must be the entry's own object, or hold it among the
 * options of the union a route shared by two audiences serves.
 */
const schemaDrift = (route: RegisteredRoute): string[] => {
  const drift: string[] = [];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const name = `${route.method} ${route.url}`;
  for (const endpoint of route.endpoints) {
    const check = (part: string, declared: unknown, served: unknown) => {
      if (!isZod(declared)) return;
      // the entry's own schema, or one option of a shared route's union (a union the contract
      // itself declares, like a discriminated answer, is its own object)
      if (served !== declared && !alternativesOf(served).includes(declared))
        drift.push(`${name}: ${part} (${endpoint.access})`);
    };
    if (endpoint.method !== route.method || endpoint.path !== route.url) {
      drift.push(`${name}: serves ${nameOf(endpoint)}`);
    }
    check('params', endpoint.params, schema.params);
    check('query', endpoint.query, schema.querystring);
    if ('body' in endpoint && !('multipart' in endpoint && endpoint.multipart)) {
      check('body', endpoint.body, schema.body);
    }
    if ('response' in endpoint) {
      const responses = (schema.response ?? {}) as Record<string, unknown>;
      check('response', endpoint.response, responses[successStatusOf(endpoint)]);
    }
  }
  return drift;
};

describe('the drift check itself', () => {
  it('names a route whose schema is not its contract entry’s own, part by part', () => {
    const [endpoint] = API_ENDPOINTS.filter(
      (candidate) => candidate.params !== undefined && 'body' in candidate && candidate.body,
    );
    if (!endpoint || !('body' in endpoint)) throw new Error('no endpoint with params and a body');
    const faithful: RegisteredRoute = {
      method: endpoint.method,
      url: endpoint.path,
      endpoints: [endpoint],
      schema: {
        params: endpoint.params,
        body: endpoint.body,
        response: { [successStatusOf(endpoint)]: endpoint.response },
      },
    };
    expect(schemaDrift(faithful)).toEqual([]);
    // a copy of the same rules is a drift waiting to happen: only the contract's object counts
    const copied = { ...faithful, schema: { ...faithful.schema, body: z.object({}) } };
    expect(schemaDrift(copied)).toEqual([`${nameOf(endpoint)}: body (${endpoint.access})`]);
  });

  it('reads the route tree and names a route on one side only', () => {
    const tree = [
      '├── /api/things (GET, HEAD)',
      '│   └── /:id (DELETE)',
      '├── /auth/verify (POST)',
      '│   └── /resend (POST)',
      '└── * (HEAD, GET)',
    ].join('\n');
    const served = routesOfTree(tree);
    expect(served).toEqual([
      'GET /api/things',
      'DELETE /api/things/:id',
      'POST /auth/verify',
      'POST /auth/verify/resend',
      'GET *',
    ]);
    expect(contractDrift(served, ['GET /api/things', 'POST /api/other'])).toEqual({
      missingFromContract: [
        'DELETE /api/things/:id',
        'POST /auth/verify',
        'POST /auth/verify/resend',
        'GET *',
      ],
      notServed: ['POST /api/other'],
    });
  });
});

describe('the API contract and the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  it('lists each endpoint once per audience', () => {
    // a route shared by the back-office and the customer has one entry for each
    // (docs/decisions/0027-shared-reservation-routes.md)
    const names = API_ENDPOINTS.map((endpoint) => `${nameOf(endpoint)} (${endpoint.access})`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('serves exactly the endpoints of the contract', () => {
    const served = routesOfTree(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
      isContractPath(route.slice(route.indexOf(' ') + 1)),
    );
    const { missingFromContract, notServed } = contractDrift(served, API_ENDPOINTS.map(nameOf));
    expect(
      missingFromContract,
      'routes the server serves that the API contract (packages/shared/src/api/contract) does not list',
    ).toEqual([]);
    expect(notServed, 'contract entries the server does not serve').toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(20);
  });

  it('registers every API route through the route kit, from its contract entry and with its schemas', () => {
    const api = t.app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && isContractPath(route.url),
    );
    expect(
      api
        .filter((route) => route.endpoints.length === 0)
        .map((route) => `${route.method} ${route.url}`),
      'API routes registered outside the route kit (lib/route-kit.ts)',
    ).toEqual([]);
    expect
      .soft(api.flatMap(schemaDrift), 'routes whose schemas are not the contract’s')
      .toEqual([]);
    // every entry of the contract is served by the kit
    const served = new Set(api.flatMap((route) => route.endpoints));
    expect(API_ENDPOINTS.filter((endpoint) => !served.has(endpoint)).map(nameOf)).toEqual([]);
  });

  it('refuses an anonymous call of every admin and customer endpoint with 401', async () => {
    const guarded = API_ENDPOINTS.filter((endpoint) => endpoint.access !== 'public');
    expect(guarded.map(nameOf)).toEqual(
      expect.arrayContaining(['GET /api/recruitment/candidatures', 'GET /auth/profile']),
    );
    const xsrf = await getXsrf(t.app);
    for (const endpoint of guarded) {
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name ?? '', 'sample-id']),
      );
      const response = await t.app.inject({
        method: endpoint.method,
        url: fillPath(endpoint.path, params),
        ...(endpoint.method === 'GET' ? {} : xsrf),
      });
      expect(response.statusCode, `${nameOf(endpoint)} (${endpoint.access})`).toBe(401);
    }
  });

  it('lets an anonymous visitor reach the public GET endpoints that take no query', async () => {
    const open = API_ENDPOINTS.filter(
      (endpoint) =>
        endpoint.access === 'public' &&
        endpoint.method === 'GET' &&
        endpoint.query === undefined &&
        // a path holding a secret (the calendar feed's token) opens nothing without the real one
        endpoint.params === undefined,
    );
    for (const endpoint of open) {
      const response = await t.app.inject({ method: 'GET', url: endpoint.path });
      expect(response.statusCode, nameOf(endpoint)).not.toBe(401);
      expect(response.statusCode, nameOf(endpoint)).toBeLessThan(400);
    }
  });
});
