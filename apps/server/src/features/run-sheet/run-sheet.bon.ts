import type { RunSheetBon } from '@navette/shared';
import type { Database } from '../../db/client';
import { findLiveBon, type BonContent, type DocumentIssuer, type DocumentLeg } from '../documents';
import { ownLeg } from './run-sheet.service';

/*
 * The bon de réservation the chauffeur shows on a check (docs/product/documents.md, « Bon de
 * réservation »): the reservation's live bon, issued through the documents feature when it has
 * none yet; its seven mentions are read from what the bon prints, never rebuilt here.
 */

export interface BonContext {
  db: Database;
  documents: Pick<DocumentIssuer, 'bon'>;
}

/** The live bon of one of the chauffeur's own legs' reservation, issued if there is none. */
export const liveBonOf = async (
  context: BonContext,
  chauffeurId: string,
  target: { reservationId: string; leg: string },
) => {
  const leg = await ownLeg(context.db, chauffeurId, target);
  const found = await findLiveBon(context.db, leg.reservationId);
  if (found) return { ...found, reference: leg.reference };
  return context.db.transaction(async (tx) => {
    await context.documents.bon(tx, leg.reservationId);
    const issued = await findLiveBon(tx, leg.reservationId);
    if (!issued) throw new Error('a bon just issued was not found');
    return { ...issued, reference: leg.reference };
  });
};

const legOf = ({ date, time, from, to, stop }: DocumentLeg) => ({ date, time, from, to, stop });

/** The mentions of a bon as the run sheet shows them. */
export const bonMentions = (bon: {
  number: string;
  reference: string;
  content: unknown;
}): RunSheetBon => {
  const content = bon.content as BonContent;
  const { seller, customer, amounts } = content;
  return {
    number: bon.number,
    reference: bon.reference,
    operator: {
      name: seller.name,
      address: seller.address,
      phone: seller.phone,
      email: seller.email,
    },
    vtcRegistry: seller.vtcRegistry,
    siren: seller.siren,
    customer: { name: customer.name, phone: customer.phone },
    bookedAt: content.bookedAt,
    outbound: legOf(content.outbound),
    return: content.return ? legOf(content.return) : null,
    price: amounts
      ? {
          htCents: amounts.htCents,
          tvaCents: amounts.tvaCents,
          ttcCents: amounts.ttcCents,
          vatRateBp: amounts.vatRateBp,
        }
      : null,
  };
};
