import {
  tariffSchema,
  type AdminTariff,
  type Tariff,
  type TariffVersion,
  type TariffVersionSummary,
} from '@navette/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { keptInMemory } from '../../lib/kept-in-memory';
import {
  findCurrentTariffVersion,
  findTariffVersion,
  findTariffVersions,
  insertTariffVersion,
  lockCurrentTariffVersion,
  type StoredTariffVersion,
} from './tariff.repository';

/*
 * The tariff's versions (docs/product/pricing.md, docs/product/back-office.md#tarifs): a save is a
 * whole new version made on the version the page showed, so that two administrators' edits never
 * silently overwrite each other; old versions stay readable for the reservations priced with them.
 */

interface Logger {
  error(details: object, message: string): void;
}

/**
 * A stored document read back through the tariff schema (defaults filled in). Every save was
 * checked by the same schema; a document a later, stricter schema refuses is logged and read as
 * no tariff, so that trips get quotes rather than errors until the company saves a new version.
 */
const parseStored = (
  stored: StoredTariffVersion,
  log: Logger,
): { summary: TariffVersionSummary; tariff: Tariff } | undefined => {
  const { tariff, ...summary } = stored;
  const parsed = tariffSchema.safeParse(tariff);
  if (parsed.success) return { summary, tariff: parsed.data };
  log.error(
    { version: stored.version, issues: parsed.error.issues.slice(0, 5) },
    'a stored tariff version no longer passes the tariff schema',
  );
  return undefined;
};

/** The current tariff as pricing reads it: its number and its checked document. */
export interface CurrentTariff {
  version: number;
  tariff: Tariff;
}

/**
 * The current tariff, read on every price: kept in memory for `ttlMs` (lib/kept-in-memory.ts),
 * dropped at once by this instance's own saves.
 */
export const createTariffStore = (db: Database, log: Logger, ttlMs = 30_000) => {
  const kept = keptInMemory(async (): Promise<CurrentTariff | undefined> => {
    const stored = await findCurrentTariffVersion(db);
    const parsed = stored && parseStored(stored, log);
    return parsed && { version: parsed.summary.version, tariff: parsed.tariff };
  }, ttlMs);
  return {
    current: (now = Date.now()) => kept.get(now),
    invalidate: () => kept.invalidate(),
  };
};

export type TariffStore = ReturnType<typeof createTariffStore>;

export interface TariffAdminContext {
  db: Database;
  tariffs: TariffStore;
  log: Logger;
}

const toVersion = (stored: StoredTariffVersion, log: Logger): TariffVersion => {
  const parsed = parseStored(stored, log);
  // the back-office cannot show (nor start a new version from) a document it cannot read
  if (!parsed) throw new Error(`tariff version ${stored.version} cannot be read`);
  return { ...parsed.summary, tariff: parsed.tariff };
};

/** GET /api/admin/tarifs: read from the database, never from the store (it may be 30 s old). */
export const getAdminTariff = async (ctx: TariffAdminContext): Promise<AdminTariff> => {
  const [current, versions] = await Promise.all([
    findCurrentTariffVersion(ctx.db),
    findTariffVersions(ctx.db),
  ]);
  return { current: current ? toVersion(current, ctx.log) : null, versions };
};

/** GET /api/admin/tarifs/versions/:version */
export const getTariffVersion = async (
  ctx: TariffAdminContext,
  version: number,
): Promise<TariffVersion> => {
  const stored = await findTariffVersion(ctx.db, version);
  if (!stored) throw new AppError('TARIFF_VERSION_NOT_FOUND');
  return toVersion(stored, ctx.log);
};

export interface TariffSave {
  /** already checked by the tariff schema */
  tariff: Tariff;
  basedOn: number | null;
  note: string;
}

/**
 * PUT /api/admin/tarifs: version N + 1 when N (`basedOn`) is still the current one, in one
 * transaction; otherwise TARIFF_CHANGED and nothing is written.
 */
export const saveTariff = async (
  ctx: TariffAdminContext,
  save: TariffSave,
  adminId: string,
): Promise<AdminTariff> => {
  // one line, shown in the list of versions; a NUL could not even be stored
  if (/\p{Cc}/u.test(save.note)) {
    throw new AppError('VALIDATION_FAILED', { fields: { note: 'validation.invalid' } });
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await lockCurrentTariffVersion(tx);
      if (current !== save.basedOn) throw new AppError('TARIFF_CHANGED');
      await insertTariffVersion(tx, {
        version: (current ?? 0) + 1,
        createdBy: adminId,
        note: save.note,
        tariff: save.tariff,
      });
    });
  } catch (error) {
    // two first versions saved at once: nothing to lock, the unique number decides
    if (isUniqueViolation(error, 'tariff_versions_version_unique')) {
      throw new AppError('TARIFF_CHANGED', { cause: error });
    }
    throw error;
  } finally {
    ctx.tariffs.invalidate();
  }
  return getAdminTariff(ctx);
};
