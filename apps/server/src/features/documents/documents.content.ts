import type { DocumentKind, Language } from '@navette/shared';

/*
 * What a document says (docs/product/documents.md): everything printed on the PDF, gathered once
 * when the document is issued and kept with it (`documents.content`), so that the PDF can be
 * explained, exported and audited without the reservation, which may change or be anonymised
 * afterwards. Amounts in cents, dates as YYYY-MM-DD and HH:mm in Paris time, ISO instants for
 * moments.
 */

/** The seller, as configured (COMPANY_*); `specimen` when a legal identifier is missing. */
export interface DocumentSeller {
  name: string;
  address: string;
  phone: string;
  email: string;
  siren: string | null;
  siret: string | null;
  vatNumber: string | null;
  vtcRegistry: string | null;
}

/** The customer: the reservation's contact (the bon must name them and give their phone). */
export interface DocumentCustomer {
  name: string;
  email: string;
  phone: string;
}

/** One leg of the trip: the pick-up's date, time and place, and where it goes. */
export interface DocumentLeg {
  date: string;
  time: string;
  from: string;
  to: string;
  /** an intermediate stop (outbound leg only) */
  stop: string | null;
  /** train or flight number, when given */
  transport: { mode: 'train' | 'avion'; number: string | null } | null;
  passengers: number | null;
  luggage: number | null;
}

export interface DocumentAmounts {
  /** in basis points, 1000 = 10 % */
  vatRateBp: number;
  htCents: number;
  tvaCents: number;
  ttcCents: number;
}

interface ContentBase {
  kind: DocumentKind;
  /** D-2026-000012 */
  number: string;
  /** ISO instant of issue */
  issuedAt: string;
  language: Language;
  /** true when the seller's identifiers are incomplete: the PDF says SPÉCIMEN on every page */
  specimen: boolean;
  seller: DocumentSeller;
  customer: DocumentCustomer;
  /** the service booked (its name at the time of issue), null when it has none */
  service: string | null;
  /** the reservation's id */
  reservationId: string;
  /**
   * the booking reference a person reads, `NP-2026-0042` (docs/decisions/0048-reservation-reference.md);
   * absent from documents issued before references existed, which print the id
   */
  reference?: string;
  outbound: DocumentLeg;
  /** null for a one-way trip */
  return: DocumentLeg | null;
  /** child seats and boosters asked for */
  extras: { babySeat: boolean; boosters: boolean };
}

export interface DevisContent extends ContentBase {
  kind: 'devis';
  amounts: DocumentAmounts;
  /** last day it can be accepted (YYYY-MM-DD, Paris) */
  validUntil: string;
}

export interface BonContent extends ContentBase {
  kind: 'bon';
  /** when the booking was made (the reservation's creation), ISO instant */
  bookedAt: string;
  /** the agreed price, when a devis was accepted */
  amounts: DocumentAmounts | null;
  /**
   * the cancellation policy the trip was priced with (docs/product/pricing.md); null (or absent,
   * before instant prices) when it was never priced by the tariff
   */
  cancellation?: { freeUntilHours: number; feePercent: number } | null;
}

export interface FactureContent extends ContentBase {
  kind: 'facture';
  amounts: DocumentAmounts;
  /** the trip's date, the service's date on the invoice */
  serviceDate: string;
  /** a round trip's return day, named beside the outbound one; null (or absent, before) one-way */
  serviceReturnDate?: string | null;
  payment: {
    /** ISO instant the provider confirmed it */
    paidAt: string;
    /** 'card' online (Stripe, the test checkout) or on a card terminal on board; 'cash' on board */
    means: 'card' | 'cash';
    /** the provider, printed with the means: Stripe, the test checkout, or on board */
    provider: 'stripe' | 'test' | 'onboard';
  };
}

export type DocumentContent = DevisContent | BonContent | FactureContent;
