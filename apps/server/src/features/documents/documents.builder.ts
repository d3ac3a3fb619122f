import {
  DEFAULT_VAT_RATE_BP,
  inLanguage,
  returnLegOf,
  splitVat,
  type Language,
  type TransportMode,
} from '@navette/shared';
import { eq } from 'drizzle-orm';
import { missingLegalIdentifiers, type CompanyIdentity } from '../../config-company';
import type { Queryable } from '../../db/client';
import {
  payments,
  reservations,
  services,
  type PaymentRow,
  type ReservationRow,
} from '../../db/schema';
import type {
  BonContent,
  DevisContent,
  DocumentAmounts,
  DocumentLeg,
  DocumentSeller,
  FactureContent,
} from './documents.content';
import { isLanguage } from '../../lib/i18n';

/*
 * What each document says, read from the reservation (and, for an invoice, the payment) in the
 * issuing transaction (docs/product/documents.md). Amounts: the TTC is the agreed price (the
 * invoice's, the amount paid), split by the service's VAT rate with the one rule, splitVat
 * (docs/product/documents.md#amounts).
 */

export interface ReservationForDocument {
  reservation: ReservationRow;
  serviceName: string | null;
  serviceNameEn: string | null;
  vatRateBp: number;
}

/** The reservation with its service's name and VAT rate, or undefined when it does not exist. */
export const readReservationForDocument = async (
  tx: Queryable,
  reservationId: string,
): Promise<ReservationForDocument | undefined> => {
  const [row] = await tx
    .select({
      reservation: reservations,
      serviceName: services.name,
      serviceNameEn: services.nameEn,
      vatRateBp: services.vatRateBp,
    })
    .from(reservations)
    .leftJoin(services, eq(services.id, reservations.serviceId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) return undefined;
  return {
    reservation: row.reservation,
    serviceName: row.serviceName,
    serviceNameEn: row.serviceNameEn,
    // a reservation whose service was deleted, or that never had one: the usual rate
    vatRateBp: row.vatRateBp ?? DEFAULT_VAT_RATE_BP,
  };
};

/** The payment, locked until the transaction ends: two fulfilments of it issue one invoice. */
export const lockPayment = async (
  tx: Queryable,
  paymentId: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
};

/** Specimen unless every legal identifier the documents must carry is configured. */
export const isSpecimen = (company: CompanyIdentity): boolean =>
  missingLegalIdentifiers(company).length > 0;

export const sellerOf = (company: CompanyIdentity): DocumentSeller => ({
  name: company.name,
  address: company.address,
  phone: company.phone,
  email: company.email,
  siren: company.siren ?? null,
  siret: company.siret ?? null,
  vatNumber: company.vatNumber ?? null,
  vtcRegistry: company.vtcRegistry ?? null,
});

export const amountsOf = (ttcCents: number, vatRateBp: number): DocumentAmounts => {
  const split = splitVat(ttcCents, vatRateBp);
  return {
    vatRateBp: split.rateBp,
    htCents: split.htCents,
    tvaCents: split.tvaCents,
    ttcCents: split.ttcCents,
  };
};

const transportOf = (
  mode: TransportMode,
  train: string | null,
  flight: string | null,
): DocumentLeg['transport'] => {
  if (mode === 'train') return { mode: 'train', number: train };
  if (mode === 'avion') return { mode: 'avion', number: flight };
  return null;
};

const outboundOf = (r: ReservationRow): DocumentLeg => ({
  date: r.date,
  time: r.heure,
  from: r.adresseDepart,
  to: r.adresseArrivee,
  stop: r.arretIntermediaire,
  transport: transportOf(r.moyenTransport, r.numeroTrain, r.numeroVol),
  passengers: r.nombrePassagers ?? r.nombrePersonnes,
  luggage: r.nombreBagages,
});

/** The return leg, when the trip has one: by default the outbound trip reversed. */
const returnOf = (r: ReservationRow): DocumentLeg | null => {
  const back = returnLegOf(r);
  if (!back) return null;
  return {
    date: back.date,
    time: back.heure,
    from: back.from,
    to: back.to,
    stop: null,
    transport: transportOf(r.moyenTransportRetour, r.numeroTrainRetour, r.numeroVolRetour),
    passengers: r.nombrePassagersRetour ?? r.nombrePassagers ?? r.nombrePersonnes,
    luggage: r.nombreBagagesRetour,
  };
};

export interface IssueFacts {
  number: string;
  issuedAt: Date;
  company: CompanyIdentity;
}

const baseOf = (source: ReservationForDocument, facts: IssueFacts) => {
  const r = source.reservation;
  const language: Language = isLanguage(r.language) ? r.language : 'fr';
  return {
    number: facts.number,
    issuedAt: facts.issuedAt.toISOString(),
    language,
    specimen: isSpecimen(facts.company),
    seller: sellerOf(facts.company),
    customer: { name: `${r.prenom} ${r.nom}`.trim(), email: r.email, phone: r.telephone },
    // in the document's language (docs/decisions/0049-company-texts-in-both-languages.md)
    service:
      source.serviceName === null
        ? null
        : inLanguage(language, source.serviceName, source.serviceNameEn),
    reservationId: r.id,
    reference: r.reference,
    outbound: outboundOf(r),
    return: returnOf(r),
    extras: { babySeat: r.siegeBebe, boosters: r.rehausseurs },
  };
};

export const devisContent = (
  source: ReservationForDocument,
  facts: IssueFacts & { ttcCents: number; validUntil: string },
): DevisContent => ({
  ...baseOf(source, facts),
  kind: 'devis',
  amounts: amountsOf(facts.ttcCents, source.vatRateBp),
  validUntil: facts.validUntil,
});

export const bonContent = (source: ReservationForDocument, facts: IssueFacts): BonContent => {
  const { devisCents, createdAt } = source.reservation;
  return {
    ...baseOf(source, facts),
    kind: 'bon',
    bookedAt: createdAt.toISOString(),
    amounts: devisCents === null ? null : amountsOf(devisCents, source.vatRateBp),
    cancellation: source.reservation.tarification?.cancellation ?? null,
  };
};

export const factureContent = (
  source: ReservationForDocument,
  payment: PaymentRow & { paidAt: Date },
  facts: IssueFacts,
): FactureContent => ({
  ...baseOf(source, facts),
  kind: 'facture',
  // the invoice records what was paid, whatever the quote says now
  amounts: amountsOf(payment.amountCents, source.vatRateBp),
  serviceDate: source.reservation.date,
  serviceReturnDate: source.reservation.retour ? source.reservation.dateRetour : null,
  payment: {
    paidAt: payment.paidAt.toISOString(),
    means: payment.method === 'cash' ? 'cash' : 'card',
    provider: payment.provider,
  },
});
