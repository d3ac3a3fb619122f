import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { signInFailures, type SignInFailureRow } from '../../db/schema';

type Key = Pick<SignInFailureRow, 'purpose' | 'email' | 'clientKey'>;
const byKey = ({ purpose, email, clientKey }: Key) =>
  and(
    eq(signInFailures.purpose, purpose),
    eq(signInFailures.email, email),
    eq(signInFailures.clientKey, clientKey),
  );

/**
 * The counter of one address and one client, locked until the transaction ends (created empty
 * if there is none): concurrent tries of a client for an address are counted one after another.
 */
export const lockFailures = async (tx: Queryable, key: Key, now: Date) => {
  await tx
    .insert(signInFailures)
    .values({ ...key, failures: 0, windowStartedAt: now, nextTryAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(signInFailures).where(byKey(key)).for('update');
  if (!row) throw new Error('sign-in failure counter vanished under its lock');
  return row;
};

export const updateFailures = async (
  tx: Queryable,
  key: Key,
  values: Pick<SignInFailureRow, 'failures' | 'windowStartedAt' | 'nextTryAt'>,
) => {
  await tx.update(signInFailures).set(values).where(byKey(key));
};

export const deleteFailures = async (db: Queryable, key: Key) => {
  await db.delete(signInFailures).where(byKey(key));
};

/** The failed sign-ins counted for an address since `since`, every client together. */
export const countFailuresOfAddress = async (db: Queryable, email: string, since: Date) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${signInFailures.failures}), 0)::int` })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.purpose, 'sign-in'),
        eq(signInFailures.email, email),
        gt(signInFailures.windowStartedAt, since),
      ),
    );
  return row?.total ?? 0;
};

/** Forgets the counters whose window began before `before` and that make no client wait; how many. */
export const deleteStaleFailures = async (db: Queryable, before: Date, now: Date) => {
  const rows = await db
    .delete(signInFailures)
    .where(and(lt(signInFailures.windowStartedAt, before), lt(signInFailures.nextTryAt, now)))
    .returning({ email: signInFailures.email });
  return rows.length;
};
