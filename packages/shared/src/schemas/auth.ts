import { z } from 'zod';

export const sessionUserSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /auth/check and /auth/login/success: `{ user }` when signed in, `{ error, code }` if not. */
export const sessionCheckSchema = z.union([
  z.object({ user: sessionUserSchema }),
  z.object({ error: z.string(), code: z.string() }),
]);
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

export const adminCheckSchema = z.object({ isAdmin: z.boolean() });
