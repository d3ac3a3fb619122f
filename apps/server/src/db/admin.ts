import { eq, sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { sessions, users } from './schema';

export type UpsertAdminOutcome = 'created' | 'promoted' | 'updated';

export interface UpsertAdminInput {
  /** normalised here: trimmed and lower-cased, as the users table requires */
  email: string;
  passwordHash: string;
  /** display name for a new account; an existing account keeps its own */
  name?: string;
}

/**
 * Makes `email` a verified administrator with the given password hash: creates the account,
 * promotes an existing customer, or resets an existing admin's password. Used by the start-up seed
 * and by `npm run admin:create`. Run it in a transaction when concurrent calls are possible.
 */
export const upsertAdmin = async (
  db: Queryable,
  input: UpsertAdminInput,
): Promise<UpsertAdminOutcome> => {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!existing) {
    await db.insert(users).values({
      name: input.name ?? 'Administrateur',
      email,
      passwordHash: input.passwordHash,
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    return 'created';
  }
  await db
    .update(users)
    .set({
      role: 'admin',
      passwordHash: input.passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, existing.id));
  // A new password (or new powers) ends the sessions opened before it, as a password change does.
  await db.delete(sessions).where(eq(sessions.userId, existing.id));
  return existing.role === 'admin' ? 'updated' : 'promoted';
};
