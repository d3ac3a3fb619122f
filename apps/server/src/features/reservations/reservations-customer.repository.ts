import {
  parisWallClockToInstant,
  type CustomerReservation,
  type DocumentSummary,
  type Language,
  type PaymentSummary,
} from '@navette/shared';
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reservations, services } from '../../db/schema';
import { currentDevisValidUntil, listDocumentsOfReservations } from '../documents';
import { listPaymentsOfReservations } from '../payments';
import { heldBy, type ReservationHolder } from '../manage-booking';
import { toReservation, type StoredReservation } from './reservations.repository';
import { isUuid } from '../../db/values';

/*
 * The customer's queries on their own reservations (docs/product/customer-area.md): the list,
 * one reservation, and the guest reservations an account takes over once it proves their
 * address. A deleted reservation is in none of them; another customer's is never found.
 */

const { searchText: _searchText, ...storedColumns } = getTableColumns(reservations);

const toCustomerReservation = (
  row: StoredReservation,
  service: { id: string; name: string; nameEn: string | null } | null,
  documentList: DocumentSummary[],
  paymentList: PaymentSummary[],
): CustomerReservation => ({
  ...toReservation(row),
  service: service ? { _id: service.id, name: service.name, nameEn: service.nameEn } : null,
  version: row.version,
  devisValideJusquAu: currentDevisValidUntil(documentList, row.date),
  documents: documentList,
  // the newest refund: `Remboursé` (or on its way) on the customer's card
  refund: paymentList.find((payment) => payment.refund)?.refund ?? null,
  annulationGratuiteJusquAu: freeCancellationEnd(row),
});

/** The end of free cancellation under the trip's terms, when it has terms. */
const freeCancellationEnd = (row: StoredReservation): string | null => {
  const policy = row.tarification?.cancellation;
  if (!policy) return null;
  const pickup = parisWallClockToInstant(row.date, row.heure).getTime();
  return new Date(pickup - policy.freeUntilHours * 3_600_000).toISOString();
};

const selectOwn = (db: Queryable, userId: string) => ({
  query: db
    .select({
      row: storedColumns,
      serviceId: services.id,
      serviceName: services.name,
      serviceNameEn: services.nameEn,
    })
    .from(reservations)
    .leftJoin(services, eq(services.id, reservations.serviceId)),
  own: and(eq(reservations.userId, userId), isNull(reservations.deletedAt)),
});

type Selected = {
  row: StoredReservation;
  serviceId: string | null;
  serviceName: string | null;
  serviceNameEn: string | null;
};

/** The rows in the customer's shape, each with its documents (one query for all of them). */
const withDocuments = async (db: Queryable, rows: Selected[]): Promise<CustomerReservation[]> => {
  const ids = rows.map(({ row }) => row.id);
  const documentsOf = await listDocumentsOfReservations(db, ids);
  const paymentsOf = await listPaymentsOfReservations(db, ids);
  return rows.map(({ row, serviceId, serviceName, serviceNameEn }) =>
    toCustomerReservation(
      row,
      serviceId !== null && serviceName !== null
        ? { id: serviceId, name: serviceName, nameEn: serviceNameEn }
        : null,
      documentsOf.get(row.id) ?? [],
      paymentsOf.get(row.id) ?? [],
    ),
  );
};

/**
 * The customer's reservations: trips from `today` on first, in trip order, then past trips,
 * newest first.
 */
export const listCustomerReservations = async (
  db: Queryable,
  userId: string,
  today: string,
): Promise<CustomerReservation[]> => {
  const { query, own } = selectOwn(db, userId);
  const upcoming = sql`${reservations.date} >= ${today}`;
  const rows = await query
    .where(own)
    .orderBy(
      sql`case when ${upcoming} then 0 else 1 end`,
      sql`case when ${upcoming} then ${reservations.date} end asc`,
      sql`case when ${upcoming} then ${reservations.heure} end asc`,
      sql`${reservations.date} desc`,
      sql`${reservations.heure} desc`,
      reservations.id,
    );
  return withDocuments(db, rows);
};

/**
 * One reservation of the customer's or of the request's link, or undefined (unknown, deleted, or
 * someone else's).
 */
export const findCustomerReservation = async (
  db: Queryable,
  id: string,
  holder: ReservationHolder,
): Promise<CustomerReservation | undefined> => {
  if (!isUuid(id)) return undefined;
  const { query } = selectOwn(db, holder.userId ?? '');
  const [found] = await query.where(
    and(eq(reservations.id, id), heldBy(holder), isNull(reservations.deletedAt)),
  );
  return found ? (await withDocuments(db, [found]))[0] : undefined;
};

/** Whether one of the customer's reservations has this statut. */
export const hasReservationWithStatut = async (
  db: Queryable,
  userId: string,
  statut: CustomerReservation['statut'],
): Promise<boolean> => {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.statut, statut),
        isNull(reservations.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * Gives the account the reservations made as a guest with its e-mail address (any case) that no
 * account holds yet. Called only once the address is proven (docs/product/accounts.md).
 */
export const attachGuestReservations = async (
  tx: Queryable,
  userId: string,
  email: string,
): Promise<number> => {
  const attached = await tx
    .update(reservations)
    // who holds the reservation is not a change of the reservation: its version stays
    .set({ userId, updatedAt: sql`${reservations.updatedAt}` })
    .where(
      and(
        isNull(reservations.userId),
        isNull(reservations.deletedAt),
        sql`lower(${reservations.email}) = lower(${email})`,
      ),
    )
    .returning({ id: reservations.id });
  return attached.length;
};

/**
 * The account's language becomes the language of the e-mails about its reservations (the
 * language of the booking until then): "Langue de vos e-mails" on the profile speaks for all of
 * them (docs/product/customer-area.md#profil-tab). Not a change of the reservation: its version
 * stays.
 */
export const setReservationsLanguage = async (
  tx: Queryable,
  userId: string,
  language: Language,
): Promise<void> => {
  await tx
    .update(reservations)
    .set({ language, updatedAt: sql`${reservations.updatedAt}` })
    .where(and(eq(reservations.userId, userId), ne(reservations.language, language)));
};
