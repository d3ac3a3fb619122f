import type { JsonEndpoint } from '../endpoint';
import { healthSchema, readinessSchema } from '../../schemas/health';

/** Liveness and database reachability, for the monitoring (docs/architecture.md). */
export const healthEndpoint = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: healthSchema,
} as const satisfies JsonEndpoint;

/** Readiness for a load balancer: database, mail transport and Redis, each up/down/off. */
export const readinessEndpoint = {
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  response: readinessSchema,
} as const satisfies JsonEndpoint;
