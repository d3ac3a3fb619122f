import type { TariffVersionSummary } from '@navette/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { tariffVersions as tv, users } from '../../db/schema';

/*
 * The tariff's versions (docs/product/pricing.md): rows are only ever added, one per save. The
 * document is stored as the back-office sent it (already checked); the service reads it back
 * through the shared tariff schema.
 */

/** A version as stored, with the e-mail of the administrator who saved it. */
export interface StoredTariffVersion extends TariffVersionSummary {
  /** the document, unchecked: the service parses it */
  tariff: unknown;
}

const summaryColumns = {
  version: tv.version,
  createdAt: tv.createdAt,
  createdBy: users.email,
  note: tv.note,
};

const toSummary = (row: {
  version: number;
  createdAt: Date;
  createdBy: string | null;
  note: string;
}): TariffVersionSummary => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Every version, newest first, without their documents (a few hundred rows at most). */
export const findTariffVersions = async (db: Database): Promise<TariffVersionSummary[]> => {
  const rows = await db
    .select(summaryColumns)
    .from(tv)
    .leftJoin(users, eq(users.id, tv.createdBy))
    .orderBy(desc(tv.version));
  return rows.map(toSummary);
};

const findOne = async (
  db: Queryable,
  which: { version: number } | 'current',
): Promise<StoredTariffVersion | undefined> => {
  const query = db
    .select({ ...summaryColumns, tariff: tv.tariff })
    .from(tv)
    .leftJoin(users, eq(users.id, tv.createdBy))
    .$dynamic();
  const [row] = await (which === 'current'
    ? query.orderBy(desc(tv.version)).limit(1)
    : query.where(eq(tv.version, which.version)));
  return row ? { ...toSummary(row), tariff: row.tariff } : undefined;
};

/** The current version (the highest), or undefined before the first is saved. */
export const findCurrentTariffVersion = (db: Queryable) => findOne(db, 'current');

/** One version, or undefined when there is no such number. */
export const findTariffVersion = (db: Queryable, version: number) => findOne(db, { version });

/**
 * The current version's number, its row locked until the transaction ends: a concurrent save
 * waits here, then finds its `basedOn` no longer current (or collides on the unique number).
 */
export const lockCurrentTariffVersion = async (db: Queryable): Promise<number | null> => {
  const [row] = await db
    .select({ version: tv.version })
    .from(tv)
    .orderBy(desc(tv.version))
    .limit(1)
    .for('update');
  return row?.version ?? null;
};

export const insertTariffVersion = async (
  db: Queryable,
  values: { version: number; createdBy: string | null; note: string; tariff: unknown },
): Promise<void> => {
  await db.insert(tv).values(values);
};
