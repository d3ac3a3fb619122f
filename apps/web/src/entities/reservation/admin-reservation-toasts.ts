import type { TFunction } from 'i18next';
import { adminToast } from '../../components/toast-store';
import { serverMessageOr } from '../../lib/api-client';
import type { SaveOutcome } from './admin-reservation-edits';

/*
 * What an administrator is told after saving or deleting a reservation, wherever the edit was
 * made (the reservations page, the dashboard's table): the product's messages, written once
 * (docs/product/back-office.md#reservations).
 */

const reasonOf = (error: unknown) =>
  serverMessageOr(error, error instanceof Error ? error.message : String(error));

export const announceSave = (t: TFunction<'admin'>, outcome: SaveOutcome): void => {
  if (outcome.updated) adminToast.success(t('adminReservations.messages.updated'));
  if (outcome.devisMailQueued === true) {
    adminToast.success(t('adminReservations.messages.devisSent'));
  } else if (outcome.devisMailQueued === false) {
    adminToast.warning(t('adminReservations.messages.devisMailFailed'));
  }
};

/** `Erreur lors de la mise à jour: ` followed by the server's message, else the error's text. */
export const announceSaveFailure = (t: TFunction<'admin'>, error: unknown): void => {
  adminToast.error(`${t('adminReservations.messages.updateFailed')}${reasonOf(error)}`);
};

/** A renewed devis: sent to the customer, or saved with its e-mail failed. */
export const announceDevisRenewed = (t: TFunction<'admin'>, mailQueued: boolean): void => {
  if (mailQueued) adminToast.success(t('adminReservations.messages.devisRenewed'));
  else adminToast.warning(t('adminReservations.messages.devisRenewedMailFailed'));
};

/** A payment taken on board, recorded: the invoice went to the customer with its e-mail. */
export const announcePaymentRecorded = (t: TFunction<'admin'>): void => {
  adminToast.success(t('adminReservations.messages.paymentRecorded'));
};

export const announceDeleted = (t: TFunction<'admin'>): void => {
  adminToast.success(t('adminReservations.messages.deleted'));
};

export const announceDeleteFailure = (t: TFunction<'admin'>, error: unknown): void => {
  adminToast.error(`${t('adminReservations.messages.deleteFailed')}${reasonOf(error)}`);
};
