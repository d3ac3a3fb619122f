import { isPickupPast, type AdminDevisResult } from '@navette/shared';
import { AppError } from '../../lib/app-error';
import { lockReservation, writeReservationChanges } from './reservations-admin.repository';
import {
  applyEdit,
  getReservationForAdmin,
  notFound,
  type AdminReservationContext,
  type Edit,
} from './reservations-admin.service';
import { mintManageUrl } from '../manage-booking';
import { devisValidUntilOf, quoteReadyMail } from './reservations.mails';
import { cents } from '../../db/values';

/*
 * An administrator's quote (docs/product/back-office.md#reservations): setting it, and renewing
 * a devis that expired before the customer accepted it. Each issues a devis document in the
 * change's transaction (docs/product/documents.md) and sends it with the quote e-mail.
 */

/**
 * PUT /api/reservations/:id/devis. A new amount issues a devis and queues the quote e-mail with
 * it in the same transaction, once per change (its dedupe key names the version it made). A
 * quote the customer had accepted cannot change silently: the reservation returns to
 * 'en attente' and the customer accepts the new amount. A paid reservation's quote no longer
 * changes.
 */
export const updateReservationDevis = async (
  context: AdminReservationContext,
  id: string,
  { version, devis }: { version: number; devis: number },
): Promise<AdminDevisResult> => {
  const result = await applyEdit(
    context,
    id,
    version,
    (row): Edit => {
      const devisCents = cents(devis);
      if (row.devisCents === devisCents) return {};
      if (row.paid) throw new AppError('RESERVATION_ALREADY_PAID');
      return row.statut === 'confirmé' ? { devisCents, statut: 'en attente' } : { devisCents };
    },
    async (tx, { row, version: newVersion, changed }) => {
      let mailQueued = false;
      if (changed.length) {
        // a checkout opened for the old amount can no longer be paid
        await context.payments.closeOpenCheckouts(tx, [id]);
        const issued = await context.documents.devis(tx, id);
        const result = await context.enqueueMail(
          tx,
          quoteReadyMail(
            { ...row, devisCents: cents(devis) },
            {
              id,
              version: newVersion,
              publicUrl: context.publicUrl,
              devis: issued,
              manageUrl: await mintManageUrl(tx, row, context.publicUrl),
            },
            { replacesAccepted: row.statut === 'confirmé', renewed: false },
          ),
        );
        mailQueued = result.queued;
      }
      return { reservation: await getReservationForAdmin(tx, id), mailQueued };
    },
  );
  await context.payments.settle();
  return result;
};

/**
 * POST /api/reservations/:id/devis/renouvellement: the same amount in a new devis, valid from
 * today, the old one superseded, sent to the customer again. Only for a quote still awaiting the
 * customer's answer and not paid; the version moves on, the history records the new end date.
 */
export const renewReservationDevis = (
  context: AdminReservationContext,
  id: string,
  { version }: { version: number },
): Promise<AdminDevisResult> =>
  context.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row) throw notFound();
    if (row.version !== version) throw new AppError('RESERVATION_STALE');
    if (row.statut === 'confirmé') throw new AppError('RESERVATION_ALREADY_CONFIRMED');
    if (row.statut === 'annulé') throw new AppError('RESERVATION_ALREADY_CANCELLED');
    if (row.devisCents === null) throw new AppError('RESERVATION_NO_DEVIS');
    if (row.paid) throw new AppError('RESERVATION_ALREADY_PAID');
    // a devis renewed after the pick-up would be born expired (docs/product/back-office.md)
    if (isPickupPast(row.date, row.heure)) throw new AppError('RESERVATION_PICKUP_PASSED');
    const previous = await devisValidUntilOf(tx, row);
    const issued = await context.documents.devis(tx, id);
    const newVersion = await writeReservationChanges(
      tx,
      id,
      {},
      [{ field: 'devis_valide_jusqu_au', oldValue: previous, newValue: issued.validUntil }],
      { adminUserId: context.adminUserId },
    );
    const result = await context.enqueueMail(
      tx,
      quoteReadyMail(
        row,
        {
          id,
          version: newVersion,
          publicUrl: context.publicUrl,
          devis: issued,
          manageUrl: await mintManageUrl(tx, row, context.publicUrl),
        },
        { replacesAccepted: false, renewed: true },
      ),
    );
    return { reservation: await getReservationForAdmin(tx, id), mailQueued: result.queued };
  });
