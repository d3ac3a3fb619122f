import { healthSchema } from '../../schemas/health';
import type { JsonEndpoint } from '../endpoint';

/** Liveness and database reachability, for the monitoring (docs/architecture.md). */
export const healthEndpoint = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: healthSchema,
} as const satisfies JsonEndpoint;
