import { parisToday } from '@navette/shared';

/*
 * A devis can be accepted until the end of its last day of validity, in Paris
 * (docs/product/documents.md): the day after, the server refuses it with DEVIS_EXPIRED, and the
 * pages say so before the customer tries.
 */

/** Whether a devis valid until `validUntil` (YYYY-MM-DD, Paris) has expired on `today`. */
export const isDevisExpired = (validUntil: string | null, today: string = parisToday()): boolean =>
  validUntil !== null && validUntil < today;

/** How many days before its last day a devis is offered for renewal in the back-office. */
export const DEVIS_RENEWAL_NOTICE_DAYS = 7;

/**
 * Whether a devis is worth renewing: expired, or within DEVIS_RENEWAL_NOTICE_DAYS of its last
 * day (docs/product/back-office.md#reservation-edit-form). A fresh devis is not: renewing it
 * would only send the customer the same quote again.
 */
export const isDevisRenewable = (
  validUntil: string | null,
  today: string = parisToday(),
): boolean => {
  // a devis issued before validity dates were recorded: nothing says it is fresh
  if (validUntil === null) return true;
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const notice = new Date(Date.UTC(year, month - 1, day + DEVIS_RENEWAL_NOTICE_DAYS))
    .toISOString()
    .slice(0, 10);
  return validUntil <= notice;
};
