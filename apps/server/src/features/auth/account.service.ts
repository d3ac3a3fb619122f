import type { ChangePassword, Profile, UpdateProfile } from '@navette/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccountHooks } from './auth.hooks';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserById, updateUser, type UserRow } from './auth.repository';
import { hashToken } from './sessions.service';
import { deleteOtherSessionsOfUser } from './sessions.repository';
import { claimSignInTry, type SignInContext } from './sign-in-failures.service';

/* The customer's own account: the profile tab and the password change (docs/product/accounts.md). */

const toProfile = (user: UserRow): Profile => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  language: user.language,
  hasPassword: user.passwordHash !== null,
});

const findAccount = async (db: Database, userId: string) => {
  const user = await findUserById(db, userId);
  // the session was live a moment ago: the account was deleted meanwhile
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
};

export const getProfile = async (db: Database, userId: string): Promise<Profile> =>
  toProfile(await findAccount(db, userId));

/** The name and the language of the customer's e-mails; the address is not editable here. */
export const updateProfile = async (
  db: Database,
  userId: string,
  input: UpdateProfile,
  accountHooks: AccountHooks,
): Promise<Profile> => {
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, { name: input.name, language: input.language });
    await accountHooks.languageChosen(tx, userId, input.language);
  });
  return getProfile(db, userId);
};

/**
 * Replaces the password once the current one is proven. Wrong current passwords are counted like
 * failed sign-ins (the client is slowed down for that address), so that a stolen session cannot
 * be used to guess the password. Every other session ends; the one in use stays.
 */
export const changePassword = async (
  ctx: SignInContext,
  session: { userId: string; token: string },
  input: ChangePassword,
) => {
  const user = await findAccount(ctx.db, session.userId);
  // an administrator's password follows the back-office's rules (npm run admin:create)
  if (user.role !== 'customer') throw new AppError('FORBIDDEN');
  if (user.passwordHash === null) throw new AppError('PASSWORD_NOT_SET');
  const attempt = await claimSignInTry(ctx, user.email);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await attempt.failed();
    throw new AppError('CURRENT_PASSWORD_INVALID', {
      fields: { currentPassword: 'errors.CURRENT_PASSWORD_INVALID' },
    });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteOtherSessionsOfUser(tx, user.id, hashToken(session.token));
  });
};
