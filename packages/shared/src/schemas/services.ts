import { z } from 'zod';

export const serviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** a file name served from /uploads/services/, or a full URL when it starts with http */
  image: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
export const serviceListSchema = z.array(serviceSchema);
