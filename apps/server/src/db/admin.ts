import { eq, sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { adminRecoveryCodes, adminSecondFactors, sessions, users } from './schema';

export type UpsertAdminOutcome = 'created' | 'promoted' | 'updated';

export interface UpsertAdminInput {
  /** normalised here: trimmed and lower-cased, as the users table requires */
  email: string;
  passwordHash: string;
  /** display name for a new account; an existing account keeps its own */
  name?: string | undefined;
  /** a generated password: the first sign-in must replace it (docs/product/back-office.md) */
  passwordChangeRequired?: boolean;
  /** forget the authenticator app and the recovery codes: the next sign-in enrols again */
  resetSecondFactor?: boolean;
}

/** Forgets an administrator's authenticator app and recovery codes. */
export const resetSecondFactor = async (db: Queryable, userId: string): Promise<void> => {
  await db.delete(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
};

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
      passwordChangeRequiredAt: input.passwordChangeRequired ? new Date() : null,
    });
    return 'created';
  }
  await db
    .update(users)
    .set({
      role: 'admin',
      passwordHash: input.passwordHash,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      passwordChangeRequiredAt: input.passwordChangeRequired ? new Date() : null,
    })
    .where(eq(users.id, existing.id));
  if (input.resetSecondFactor) await resetSecondFactor(db, existing.id);
  // A new password (or new powers) ends the sessions opened before it, as a password change does.
  await db.delete(sessions).where(eq(sessions.userId, existing.id));
  return existing.role === 'admin' ? 'updated' : 'promoted';
};
