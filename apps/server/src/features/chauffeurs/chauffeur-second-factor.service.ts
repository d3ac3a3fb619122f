import type { AdminEnrolment } from '@navette/shared';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  claimStep,
  confirmPendingSecret,
  findSecondFactor,
  newEnrolment,
  savePendingSecret,
  stepOfCode,
} from '../admin';

/*
 * The chauffeur's optional second factor (docs/product/dispatch.md#chauffeur-accounts): the
 * administrators' authenticator-app codes (TOTP, docs/decisions/0020-admin-second-factor.md) on
 * the same table, offered rather than required. No recovery codes: a chauffeur who lost the
 * phone asks the office for a new invitation, whose password resets the factor. Wrong codes are
 * bounded by the sign-in's rate limits, which also bound the passwords.
 */

/** The sign-in asks for a code: the chauffeur turned the second factor on. */
export const hasSecondFactor = async (db: Queryable, userId: string): Promise<boolean> =>
  Boolean((await findSecondFactor(db, userId))?.secret);

/** A new secret, pending until its first code; refused when the factor is already on. */
export const startSecondFactor = async (
  db: Queryable,
  account: { userId: string; email: string },
  issuer: string,
): Promise<AdminEnrolment> => {
  if (await hasSecondFactor(db, account.userId)) {
    throw new AppError('CHAUFFEUR_SECOND_FACTOR_ALREADY_ON');
  }
  const enrolment = newEnrolment(account.email, issuer);
  await savePendingSecret(db, account.userId, enrolment.secret);
  return enrolment;
};

/** The app's first code turns the pending secret on; that code cannot sign in afterwards. */
export const confirmSecondFactor = async (
  db: Queryable,
  userId: string,
  code: string,
): Promise<void> => {
  const row = await findSecondFactor(db, userId);
  if (row?.secret) throw new AppError('CHAUFFEUR_SECOND_FACTOR_ALREADY_ON');
  if (!row?.pendingSecret) throw new AppError('CHAUFFEUR_SECOND_FACTOR_NOT_STARTED');
  const step = stepOfCode(row.pendingSecret, code);
  if (step === undefined) throw new AppError('CHAUFFEUR_CODE_WRONG');
  if (!(await confirmPendingSecret(db, userId, row.pendingSecret, step))) {
    throw new AppError('CHAUFFEUR_SECOND_FACTOR_NOT_STARTED');
  }
};

/**
 * At sign-in, after the password: nothing for a chauffeur without the factor; else a code of
 * the app, each accepted once (a code seen over a shoulder cannot be used again). Answers whether
 * the factor is on.
 */
export const checkSecondFactor = async (
  db: Queryable,
  userId: string,
  code: string | undefined,
): Promise<boolean> => {
  const row = await findSecondFactor(db, userId);
  if (!row?.secret) return false;
  if (!code) throw new AppError('CHAUFFEUR_CODE_REQUIRED');
  const step = stepOfCode(row.secret, code);
  if (step === undefined || !(await claimStep(db, userId, step))) {
    throw new AppError('CHAUFFEUR_CODE_WRONG');
  }
  return true;
};
