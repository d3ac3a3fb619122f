import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { calendarFeeds, chauffeurs, users } from '../../db/schema';

/*
 * The secret calendar feeds (docs/product/dispatch.md#calendar-feeds): one row per chauffeur and
 * one for the company (`chauffeur_id` null), each holding the SHA-256 of its URL's token.
 */

/** Whose feed a token opens: the company's (null) or a chauffeur's; undefined if none. */
export const findFeedByTokenHash = async (
  db: Queryable,
  tokenHash: string,
): Promise<{ chauffeurId: string | null } | undefined> => {
  const [row] = await db
    .select({ chauffeurId: calendarFeeds.chauffeurId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
};

/** Gives the feed a new token (made if there was none): the old URL stops answering. */
export const replaceFeedToken = async (
  db: Queryable,
  chauffeurId: string | null,
  tokenHash: string,
): Promise<void> => {
  // the one-feed-per-owner index is on an expression, which only SQL's own ON CONFLICT can name
  await db.execute(sql`
    insert into ${calendarFeeds} (chauffeur_id, token_hash) values (${chauffeurId}, ${tokenHash})
    on conflict (coalesce(chauffeur_id::text, ''))
    do update set token_hash = excluded.token_hash, created_at = now()`);
};

/** Whether the company's feed exists, and each chauffeur's. */
export const listFeeds = async (db: Queryable) => {
  const [company] = await db
    .select({ id: calendarFeeds.id })
    .from(calendarFeeds)
    .where(isNull(calendarFeeds.chauffeurId));
  const rows = await db
    .select({ _id: chauffeurs.id, name: users.name, feedId: calendarFeeds.id })
    .from(chauffeurs)
    .innerJoin(users, eq(users.id, chauffeurs.userId))
    .leftJoin(calendarFeeds, eq(calendarFeeds.chauffeurId, chauffeurs.id))
    .orderBy(asc(users.name));
  return {
    company: Boolean(company),
    chauffeurs: rows.map(({ feedId, ...chauffeur }) => ({
      ...chauffeur,
      hasFeed: feedId !== null,
    })),
  };
};

/** Whether the chauffeur exists. */
export const chauffeurExists = async (db: Queryable, id: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: chauffeurs.id })
    .from(chauffeurs)
    .where(eq(chauffeurs.id, id));
  return Boolean(row);
};
