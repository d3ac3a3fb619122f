import { z } from 'zod';

/** The one error format of the API (see docs/decisions/0004-error-format.md). */
export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** what the page needs to recover, by code: DEVIS_CHANGED carries the new quote, `devis` */
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
