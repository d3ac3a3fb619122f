import {
  ADMIN_RESERVATION_MESSAGES,
  parisToday,
  type AdminReservationDetail,
  type AdminReservationPage,
  type ReservationStatus,
  type adminReservationListQuerySchema,
  type adminReservationUpdateSchema,
  type onBoardPaymentSchema,
} from '@navette/shared';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import type { NewReservationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DocumentIssuer } from '../documents';
import type { EnqueueMail } from '../mail';
import type { PaymentHooks } from '../payments';
import {
  findAdminReservation,
  listAdminReservations,
  lockReservation,
  writeReservationChanges,
  type FieldChange,
} from './reservations-admin.repository';
import { mintManageUrl } from '../manage-booking';
import { reservationStatusMail } from './reservations.mails';
import { type StoredReservation } from './reservations.repository';
import { cents, euros } from '../../db/values';

/*
 * What an administrator may do to a reservation (docs/product/back-office.md#reservations): read
 * the list and one reservation, change its fields, its quote and its status, delete it. Every
 * change is made on the version the administrator saw (else RESERVATION_STALE, nothing changed),
 * records only the fields whose value really changes, and writes the history in the same
 * transaction (docs/decisions/0023-admin-reservations.md).
 */

export interface AdminReservationContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /** the site's address, for the quote e-mail's link to the customer area */
  publicUrl: string;
  /** the administrator making the change */
  adminUserId: string;
  /** issues the devis and the bon in the change's transaction (docs/product/documents.md) */
  documents: DocumentIssuer;
  /**
   * closes the open checkouts of a changed reservation and refunds a cancelled paid one, in the
   * change's transaction (docs/decisions/0042-payments-follow-the-reservation.md)
   */
  payments: PaymentHooks;
}

type ListQuery = z.output<typeof adminReservationListQuerySchema>;
type FieldsUpdate = z.output<typeof adminReservationUpdateSchema>;

export const listReservationsForAdmin = async (
  db: Database,
  { page, pageSize, ...filters }: ListQuery,
): Promise<AdminReservationPage> => ({
  // "today" in Paris, where the trips' calendar days are lived
  ...(await listAdminReservations(db, { ...filters, today: parisToday() }, page, pageSize)),
  page,
  pageSize,
});

export const notFound = () => new AppError('RESERVATION_NOT_FOUND');

export const getReservationForAdmin = async (
  db: Queryable,
  id: string,
): Promise<AdminReservationDetail> => {
  const found = await findAdminReservation(db, id);
  if (!found) throw notFound();
  return found;
};

/**
 * The history's spelling of each column an administrator may change: the API's field name and
 * the value as text (euros with cents for the quote).
 */
const HISTORY_FIELDS = {
  nom: ['nom', String],
  email: ['email', String],
  date: ['date', String],
  heure: ['heure', String],
  nombrePersonnes: ['nombre_personnes', String],
  adresseDepart: ['adresse_depart', String],
  adresseArrivee: ['adresse_arrivee', String],
  devisCents: ['devis', (value: number) => euros(value).toFixed(2)],
  statut: ['statut', String],
  deletedAt: ['deleted_at', (value: Date) => value.toISOString()],
} as const;
type HistoryColumn = keyof typeof HISTORY_FIELDS;
export type Edit = { [C in HistoryColumn]?: NonNullable<NewReservationRow[C]> };

const asText = <C extends HistoryColumn>(column: C, value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const format = HISTORY_FIELDS[column][1] as (value: unknown) => string;
  return format(value);
};

const sameValue = (a: unknown, b: unknown): boolean =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** The columns whose value differs from the stored one, and their history entries. */
const diff = (row: StoredReservation, edit: Edit) => {
  const columns: Partial<NewReservationRow> = {};
  const changes: FieldChange[] = [];
  for (const column of Object.keys(edit) as HistoryColumn[]) {
    const value = edit[column];
    if (value === undefined || sameValue(row[column], value)) continue;
    Object.assign(columns, { [column]: value });
    changes.push({
      field: HISTORY_FIELDS[column][0],
      oldValue: asText(column, row[column]),
      newValue: asText(column, value),
    });
  }
  return { columns, changes };
};

interface Applied {
  row: StoredReservation;
  /** the version after the change; the same as before when nothing changed */
  version: number;
  changed: readonly FieldChange[];
}

/**
 * Locks the reservation, checks the version the change was made on, and writes what differs.
 * `decide` sees the locked row and returns the edit (it may throw to refuse); `after` runs in the
 * same transaction once the change is written (a document issued, its e-mail queued).
 */
export const applyEdit = async <R>(
  context: AdminReservationContext,
  id: string,
  version: number,
  decide: (row: StoredReservation) => Edit,
  after: (tx: Queryable, applied: Applied) => Promise<R>,
): Promise<R> =>
  context.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw notFound();
    if (row.version !== version) throw new AppError('RESERVATION_STALE');
    const { columns, changes } = diff(row, decide(row));
    const newVersion = changes.length
      ? await writeReservationChanges(tx, id, columns, changes, {
          adminUserId: context.adminUserId,
        })
      : row.version;
    return after(tx, { row, version: newVersion, changed: changes });
  });

const detailAfter = (id: string) => (tx: Queryable) => getReservationForAdmin(tx, id);

/** The outbound date must stay on or before the return's (docs/product/booking.md). */
const checkAgainstReturn = (row: StoredReservation, date: string | undefined): void => {
  if (date && row.retour && row.dateRetour && date > row.dateRetour) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { date: ADMIN_RESERVATION_MESSAGES.dateAfterReturn },
    });
  }
};

/** PUT /api/reservations/:id: the edit form's fields other than devis and statut. */
export const updateReservationFields = (
  context: AdminReservationContext,
  id: string,
  { version, nombre_personnes, adresse_depart, adresse_arrivee, ...same }: FieldsUpdate,
): Promise<AdminReservationDetail> =>
  applyEdit(
    context,
    id,
    version,
    (row) => {
      checkAgainstReturn(row, same.date);
      return {
        ...same,
        nombrePersonnes: nombre_personnes,
        adresseDepart: adresse_depart,
        adresseArrivee: adresse_arrivee,
      };
    },
    detailAfter(id),
  );

/**
 * PUT /api/reservations/:id/statut: any of the three, from any. Confirming issues the bon de
 * réservation and tells the customer, with the bon attached: the company's confirmation is news
 * they expect. Cancelling closes the reservation's open checkouts and, when it was paid online,
 * refunds the payment (the customer is told once the provider confirms the refund); a
 * reservation confirmed again after that is unpaid, and its bon e-mail asks for the payment.
 * The other changes stay silent, as an administrator's correction of the status
 * (docs/product/back-office.md#reservations).
 */
export const updateReservationStatut = async (
  context: AdminReservationContext,
  id: string,
  { version, statut }: { version: number; statut: ReservationStatus },
): Promise<AdminReservationDetail> => {
  const detail = await applyEdit(
    context,
    id,
    version,
    () => ({ statut }),
    async (tx, { row, version: newVersion, changed }) => {
      if (changed.length && statut === 'annulé') {
        await context.payments.closeOpenCheckouts(tx, [id]);
        await context.payments.refundReservation(tx, id, 'cancelled-by-company');
      }
      if (changed.length && statut === 'confirmé') {
        const bon = await context.documents.bon(tx, id);
        await context.enqueueMail(
          tx,
          reservationStatusMail(row, {
            id,
            version: newVersion,
            publicUrl: context.publicUrl,
            statut,
            by: 'company',
            bon,
            manageUrl: await mintManageUrl(tx, row, context.publicUrl),
          }),
        );
      }
      return getReservationForAdmin(tx, id);
    },
  );
  await context.payments.settle();
  return statut === 'annulé' ? getReservationForAdmin(context.db, id) : detail;
};

/**
 * DELETE /api/reservations/:id: a soft delete. The reservation leaves every list, count and
 * statistic, and is kept for the legal retention period (docs/product/back-office.md). Its open
 * checkouts are closed.
 */
export const deleteReservation = async (
  context: AdminReservationContext,
  id: string,
  version: number,
): Promise<void> => {
  await applyEdit(
    context,
    id,
    version,
    () => ({ deletedAt: new Date() }),
    // a deleted reservation can no longer be paid: its open checkouts close with it
    (tx) => context.payments.closeOpenCheckouts(tx, [id]),
  );
  await context.payments.settle();
};

/**
 * POST /api/reservations/:id/payments: a payment taken on board, on the version the
 * administrator saw. The payment feature records it as a card payment online is recorded (the
 * reservation paid, the invoice and the payment e-mail); the history says the reservation became
 * paid, by this administrator.
 */
export const recordPaymentOnBoard = async (
  context: AdminReservationContext,
  id: string,
  { version, method, amount, paidAt }: z.output<typeof onBoardPaymentSchema>,
): Promise<AdminReservationDetail> => {
  const detail = await context.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw notFound();
    if (row.version !== version) throw new AppError('RESERVATION_STALE');
    await context.payments.recordOnBoard(tx, id, {
      method,
      amountCents: cents(amount),
      paidAt: new Date(paidAt),
    });
    await writeReservationChanges(
      tx,
      id,
      {},
      [{ field: 'paid', oldValue: 'false', newValue: 'true' }],
      { adminUserId: context.adminUserId },
    );
    return getReservationForAdmin(tx, id);
  });
  await context.payments.settle();
  return detail;
};
