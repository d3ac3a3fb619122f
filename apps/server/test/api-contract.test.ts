import { API_ENDPOINTS, fillPath, type Endpoint } from '@navette/shared';
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

describe('the drift check itself', () => {
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
        endpoint.access === 'public' && endpoint.method === 'GET' && endpoint.query === undefined,
    );
    for (const endpoint of open) {
      const response = await t.app.inject({ method: 'GET', url: endpoint.path });
      expect(response.statusCode, nameOf(endpoint)).not.toBe(401);
      expect(response.statusCode, nameOf(endpoint)).toBeLessThan(400);
    }
  });
});
