import type {
  AdminReservation,
  AdminReservationDetail,
  ReservationChange,
  ReservationStatusFilter,
  ReservationWhenFilter,
} from '@navette/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  reservationChanges,
  reservations,
  services,
  users,
  type NewReservationRow,
} from '../../db/schema';
import { toReservation, type StoredReservation } from './reservations.repository';
import { foldedPattern, isUuid } from '../../db/values';
import { currentDevisValidUntil, listDocumentsOfReservations } from '../documents';
import { listPaymentsOfReservations } from '../payments';

/*
 * The back-office's queries on reservations (docs/product/back-office.md#reservations): the
 * searched and filtered page, the detail with its history, and the locked read and write of an
 * edit. A deleted reservation (deleted_at set) is in none of them.
 */

export interface ReservationFilters {
  q?: string | undefined;
  statut: ReservationStatusFilter;
  /** with `today` (Paris): the trips from today on, or before today */
  when?: ReservationWhenFilter | undefined;
  today?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  paid?: boolean | undefined;
}

// every column but the search text, which no answer needs
const { searchText: _searchText, ...storedColumns } = getTableColumns(reservations);

const notDeleted = isNull(reservations.deletedAt);

/**
 * The spellings of a search term: itself, and for digits typed with separators the digits alone,
 * as the search text also holds every phone number (migration 0009). Digits in groups separated
 * by spaces (`06 12 34`) are a phone number, never a date or an amount: they are searched by
 * their digits only, since their short groups are in most rows and no index narrows them.
 */
export const searchSpellings = (term: string): string[] => {
  const compact = term.replace(/[\s.-]/g, '');
  if (!/^\+?\d[\d\s.-]*$/.test(term) || compact === term) return [term];
  return /\s/.test(term) ? [compact] : [term, compact];
};

/** The services whose name contains the term (a handful of rows, read before the search). */
const servicesNamed = async (db: Queryable, spellings: readonly string[]): Promise<string[]> => {
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(
      or(...spellings.map((s) => sql`navette_fold(${services.name}) like ${foldedPattern(s)}`)),
    );
  return rows.map((row) => row.id);
};

/**
 * A reservation any of whose values contains the term, ignoring case and accents: its folded
 * search text (kept by the database's trigger, migration 0007), or its service's name. Only
 * conditions an index serves — the search text by trigrams, the service by its id list — so that
 * the planner can combine them (docs/decisions/0023-admin-reservations.md).
 */
const matches = async (db: Queryable, term: string): Promise<SQL | undefined> => {
  const spellings = searchSpellings(term);
  const serviceIds = await servicesNamed(db, spellings);
  return or(
    ...spellings.map((s) => sql`${reservations.searchText} like ${foldedPattern(s)}`),
    serviceIds.length ? inArray(reservations.serviceId, serviceIds) : undefined,
  );
};

const whereFilters = async (db: Queryable, filters: ReservationFilters) =>
  and(
    notDeleted,
    filters.statut === 'tous' ? undefined : eq(reservations.statut, filters.statut),
    filters.when === 'upcoming' && filters.today
      ? gte(reservations.date, filters.today)
      : undefined,
    filters.when === 'past' && filters.today ? lt(reservations.date, filters.today) : undefined,
    filters.from ? gte(reservations.date, filters.from) : undefined,
    filters.to ? lte(reservations.date, filters.to) : undefined,
    filters.paid === undefined ? undefined : eq(reservations.paid, filters.paid),
    filters.q ? await matches(db, filters.q) : undefined,
  );

const toAdminReservation = (
  row: StoredReservation,
  serviceName: string | null,
  serviceNameEn: string | null,
): AdminReservation => ({
  ...toReservation(row),
  serviceName,
  serviceNameEn,
  source: row.isGuest ? 'guest' : 'customer',
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const selectWithService = (db: Queryable) =>
  db
    .select({ row: storedColumns, serviceName: services.name, serviceNameEn: services.nameEn })
    .from(reservations)
    .leftJoin(services, eq(services.id, reservations.serviceId));

/** One page of the reservations that match, in trip order, and how many match in all. */
export const listAdminReservations = async (
  db: Queryable,
  filters: ReservationFilters,
  page: number,
  pageSize: number,
): Promise<{ items: AdminReservation[]; total: number }> => {
  const where = await whereFilters(db, filters);
  // past trips latest first: the history an operator looks back on starts yesterday
  const order = filters.when === 'past' ? desc : asc;
  const rows = await selectWithService(db)
    .where(where)
    .orderBy(order(reservations.date), order(reservations.heure), order(reservations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(reservations).where(where);
  return {
    items: rows.map(({ row, serviceName, serviceNameEn }) =>
      toAdminReservation(row, serviceName, serviceNameEn),
    ),
    total: counted?.n ?? 0,
  };
};

/** The history of a reservation, newest change first. */
const listChanges = async (db: Queryable, reservationId: string): Promise<ReservationChange[]> => {
  const rows = await db
    .select({ change: reservationChanges, adminEmail: users.email })
    .from(reservationChanges)
    .leftJoin(users, eq(users.id, reservationChanges.adminUserId))
    .where(eq(reservationChanges.reservationId, reservationId))
    .orderBy(desc(reservationChanges.at), asc(reservationChanges.field));
  return rows.map(({ change, adminEmail }) => ({
    _id: change.id,
    at: change.at.toISOString(),
    by: change.actor,
    admin:
      change.adminUserId && adminEmail !== null
        ? { _id: change.adminUserId, email: adminEmail }
        : null,
    field: change.field,
    oldValue: change.oldValue,
    newValue: change.newValue,
  }));
};

/** A reservation not deleted, with its service's name and its history; undefined otherwise. */
export const findAdminReservation = async (
  db: Queryable,
  id: string,
): Promise<AdminReservationDetail | undefined> => {
  if (!isUuid(id)) return undefined;
  const [found] = await selectWithService(db).where(and(eq(reservations.id, id), notDeleted));
  if (!found) return undefined;
  const documentList = (await listDocumentsOfReservations(db, [id])).get(id) ?? [];
  return {
    ...toAdminReservation(found.row, found.serviceName, found.serviceNameEn),
    history: await listChanges(db, id),
    devisValideJusquAu: currentDevisValidUntil(documentList, found.row.date),
    documents: documentList,
    payments: (await listPaymentsOfReservations(db, [id])).get(id) ?? [],
  };
};

/**
 * The reservation, locked until the transaction ends: the edits of two administrators (or an
 * administrator's and the customer's) on one reservation run one after the other, each seeing
 * the version the other left.
 */
export const lockReservation = async (
  tx: Queryable,
  id: string,
): Promise<StoredReservation | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select(storedColumns)
    .from(reservations)
    .where(and(eq(reservations.id, id), notDeleted))
    .for('update');
  return row;
};

/** One field's change, values as the history keeps them (text). */
export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** Who made a change: an administrator, or the reservation's customer (their own decision). */
export type ChangeAuthor = { adminUserId: string } | 'customer';

/** Writes the columns, bumps the version, and records who changed what; returns the new version. */
export const writeReservationChanges = async (
  tx: Queryable,
  id: string,
  columns: Partial<NewReservationRow>,
  changes: readonly FieldChange[],
  author: ChangeAuthor,
): Promise<number> => {
  const [updated] = await tx
    .update(reservations)
    .set({ ...columns, version: sql`${reservations.version} + 1` })
    .where(eq(reservations.id, id))
    .returning({ version: reservations.version });
  if (!updated) throw new Error(`reservation ${id} vanished under its lock`);
  const at = new Date();
  await tx.insert(reservationChanges).values(
    changes.map((change) => ({
      ...change,
      reservationId: id,
      at,
      ...(author === 'customer'
        ? { actor: 'customer' as const, adminUserId: null }
        : { actor: 'admin' as const, adminUserId: author.adminUserId }),
    })),
  );
  return updated.version;
};
