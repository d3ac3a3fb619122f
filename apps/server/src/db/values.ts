import { and, eq, isNull, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containing } from '../lib/like-pattern';

/*
 * How the tables store what the API says (docs/architecture.md#data): ids are UUIDs, amounts are
 * cents, searches compare folded text (the `navette_fold` SQL function of the migrations). Every
 * feature's repository reads and writes through these.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from clients: anything that is not a UUID cannot exist (and must not reach a uuid column). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** A stored amount in cents, as the API's euros. */
export const euros = (cents: number): number => cents / 100;
/** The API's euros, as a stored amount in cents. */
export const cents = (euros: number): number => Math.round(euros * 100);

/** The LIKE pattern of a search term, folded as the stored search text is (case, accents). */
export const foldedPattern = (spelling: string): SQL => sql`navette_fold(${containing(spelling)})`;

/**
 * `now() + ms` computed by the database, so every instance compares against the same clock.
 * Truncated to the millisecond so that a JavaScript `Date` read back from it compares equal to
 * the stored value (a lease doubles as a fencing token).
 */
export const databaseNowPlus = (ms: number) =>
  sql`date_trunc('milliseconds', now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

/**
 * The job queues' claims (the scheduler's jobs, the payment provider's tasks): a row is claimable
 * when its time has come and no claim holds it (or its claim's lease has run out), and a claim
 * ends only while its lease is still the one it set — the lease is the fencing token that keeps a run that outlived it from
 * finishing a row another instance has claimed since.
 */
export const dueAndUnclaimed = (dueAt: AnyColumn, lockedUntil: AnyColumn): SQL | undefined =>
  and(lte(dueAt, sql`now()`), or(isNull(lockedUntil), lt(lockedUntil, sql`now()`)));

/** The row `key` is still claimed with the lease `lease` (a Date read back from the claim). */
export const stillClaimed = (
  keyColumn: AnyColumn,
  key: string,
  lockedUntil: AnyColumn,
  lease: Date,
): SQL | undefined => and(eq(keyColumn, key), eq(lockedUntil, lease));
