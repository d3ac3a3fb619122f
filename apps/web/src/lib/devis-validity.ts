import { parisToday } from '@navette/shared';

/*
 * A devis can be accepted until the end of its last day of validity, in Paris
 * (docs/product/documents.md): the day after, the server refuses it with DEVIS_EXPIRED, and the
 * pages say so before the customer tries.
 */

/** Whether a devis valid until `validUntil` (YYYY-MM-DD, Paris) has expired on `today`. */
export const isDevisExpired = (validUntil: string | null, today: string = parisToday()): boolean =>
  validUntil !== null && validUntil < today;
