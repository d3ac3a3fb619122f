import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `off`: not configured (Redis without REDIS_URL). Only up/down/off: never a host or an error. */
export const checkStateSchema = z.enum(['up', 'down', 'off']);

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: checkStateSchema, mail: checkStateSchema, redis: checkStateSchema }),
});
export type Readiness = z.infer<typeof readinessSchema>;
