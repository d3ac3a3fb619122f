import type { Dashboard, DashboardQuery } from '../../schemas/dashboard';
import { type JsonEndpoint, queryType } from '../endpoint';
import { checkWith, isRecord } from '../guards';

/*
 * The back-office dashboard (docs/product/back-office.md#dashboard). Its first screen loads no
 * zod (docs/decisions/0040-scripts-after-first-paint.md): the query is given by its type, the
 * answer read with a light check (decision 0014); the server validates both with the schemas of
 * schemas/dashboard.ts (its route's).
 */

export const dashboardCheck = /* @__PURE__ */ checkWith(
  (value): value is Dashboard =>
    isRecord(value) &&
    isRecord(value.period) &&
    isRecord(value.cards) &&
    Array.isArray(value.statusSplit) &&
    Array.isArray(value.upcoming),
);

export const adminDashboardEndpoint = {
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  query: /* @__PURE__ */ queryType<DashboardQuery>(),
  response: dashboardCheck,
} as const satisfies JsonEndpoint;
