import { createHash } from 'node:crypto';
import type { Language, Reservation, ReservationInput, Service } from '@navette/shared';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { euros } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { newManageLink } from '../manage-booking';
import { touchLastActive } from '../auth';
import type { NotifyCompany } from '../mail';
import type { EnqueueMail } from '../mail';
import { priceReservation, type BookingIntent, type PriceTrip } from './reservations.pricing';
import {
  clearIdempotencyKeys,
  findReservationByIdempotencyKey,
  findReservationCreatedSince,
  insertReservation,
  toReservation,
  type IdempotencyKey,
  type ReservationRow,
} from './reservations.repository';

/** How long after a quote request the browser that made it may ask about its confirmation. */
export const QUOTE_REQUEST_CONFIRMATION_WINDOW_MS = 60 * 60_000;

/** `Idempotency-Key`: the web app sends a random UUID; anything else of this shape is fine too. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** A key is honoured for this long after its first use, then forgotten. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600_000;

/**
 * Whose key it is (docs/decisions/0021-sessions-cookies-and-caching.md): the account for a
 * signed-in customer; for a guest, the browser, known by its anti-forgery token — a random value
 * every POST carries and nobody else holds, kept here only as a hash. Without either, the key is
 * not used.
 */
export const idempotencyScopeOf = (
  userId: string | null,
  browserToken: string | undefined,
): string | undefined => {
  if (userId) return `user:${userId}`;
  if (!browserToken) return undefined;
  return `guest:${createHash('sha256').update(browserToken).digest('base64url')}`;
};

/** How often the expired keys are cleared (the `idempotency-keys-purge` scheduled job). */
export const IDEMPOTENCY_PURGE_EVERY_MS = 3600_000;

/** Forgets the keys older than a day (they are never honoured again). */
export const clearExpiredIdempotencyKeys = (db: Database, now = new Date()) =>
  clearIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS));

export interface ReservationContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /** tells the company of the new request (docs/product/emails.md#company-notices) */
  notifyCompany: NotifyCompany;
  language: Language;
  /** the signed-in customer, or null for a guest */
  userId: string | null;
  /** the site's address, for the e-mail's "Gérer ma réservation" link */
  publicUrl: string;
  /**
   * The services offered now: the catalogue kept in memory (features/services). A service
   * deleted since is still refused, by the foreign key.
   */
  offeredServices: () => Promise<readonly Service[]>;
  /** prices the trip from the current tariff (features/pricing) */
  priceTrip: PriceTrip;
  /** who asks (lib/client-address.ts): the outside services are shared fairly between clients */
  client: string;
}

/** A quote request: the visitor asks for a devis rather than booking at the price shown. */
export const QUOTE_REQUEST: BookingIntent = { reserver: false, expectedCents: null };

/**
 * Confirmations one address may receive in an hour: beyond, the request is still recorded and
 * answered as usual, but not confirmed by e-mail (docs/product/emails.md#limits-per-recipient).
 */
export const QUOTE_CONFIRMATIONS_PER_HOUR = 5;

const receivedMailKey = (id: string) => `reservation:${id}:received`;

const unknownService = () =>
  new AppError('VALIDATION_FAILED', { fields: { service: 'booking.validation.serviceUnknown' } });

/**
 * A retried request (same key) gets the first reservation back, but only when it is the same
 * request from the same person: a key reused for other content is a client bug, and a key
 * guessed by someone else must not hand them another person's reservation.
 */
const replay = (row: ReservationRow, input: ReservationInput, userId: string | null) => {
  const stored = toReservation(row);
  const same =
    row.userId === userId &&
    (Object.keys(input) as (keyof ReservationInput)[])
      // the price and the class priced are the server's, not what the request said
      .filter((key) => key !== 'prix_estime' && key !== 'vehicule')
      .every((key) => JSON.stringify(stored[key]) === JSON.stringify(input[key]));
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return stored;
};

/**
 * Records a quote request with statut 'en attente' and queues the customer's confirmation
 * e-mail, and the company's notice, in the same transaction: the mails exist if and only if the
 * reservation does. The trip is priced first (reservations.pricing.ts): `prix_estime` is the
 * tariff's price, never the browser's; booked at that price (`intent.reserver`), the reservation
 * is recorded 'confirmé' with its devis set, ready to pay (docs/product/pricing.md).
 *
 * A first request goes straight to the insert: the idempotency key's unique index tells whether
 * the key was used before, and only then is the earlier reservation read (to be replayed) or,
 * used more than a day ago, released (docs/decisions/0039-guest-quote-request-path.md).
 */
export const createReservation = async (
  ctx: ReservationContext,
  input: ReservationInput,
  idempotency: IdempotencyKey | undefined,
  intent: BookingIntent = QUOTE_REQUEST,
): Promise<Reservation> => {
  const honouredSince = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
  const earlier = async () =>
    idempotency
      ? await findReservationByIdempotencyKey(ctx.db, idempotency, honouredSince)
      : undefined;
  const offered = await ctx.offeredServices();
  if (!offered.some((service) => service._id === input.service)) {
    // a retried request still gets its reservation back, even if the service was withdrawn since
    const existing = await earlier();
    if (existing) return replay(existing, input, ctx.userId);
    throw unknownService();
  }

  const pricing = await priceReservation(ctx.priceTrip, input, intent, ctx.client);
  const newReservation = {
    input: { ...input, prix_estime: euros(pricing.prixEstimeCents), vehicule: pricing.vehicleId },
    pricing,
    userId: ctx.userId,
    isGuest: ctx.userId === null,
    language: ctx.language,
    idempotency: idempotency ?? null,
  };
  // the "Gérer ma réservation" link, written with the reservation by the same statement
  const link = newManageLink(input.date, ctx.publicUrl);
  let created: ReservationRow | undefined;
  try {
    created = await ctx.db.transaction(async (tx) => {
      let row = await insertReservation(tx, newReservation, link.row);
      // the key is taken: by this client more than a day ago, it is forgotten and used afresh
      if (!row && idempotency && (await clearIdempotencyKeys(tx, honouredSince, idempotency))) {
        row = await insertReservation(tx, newReservation, link.row);
      }
      if (!row) return undefined;
      // a signed-in customer's booking is activity (the retention purge counts from it)
      if (ctx.userId) await touchLastActive(tx, ctx.userId);
      await ctx.enqueueMail(tx, {
        to: row.email,
        language: ctx.language,
        template: 'quoteRequestReceived',
        params: {
          date: row.date,
          manageUrl: link.url,
          // booked at the tariff's price: the e-mail says so and asks for the payment
          booked: pricing.booked
            ? { reference: row.reference, amount: euros(pricing.booked.devisCents) }
            : null,
        },
        dedupeKey: receivedMailKey(row.id),
        recipientLimit: { max: QUOTE_CONFIRMATIONS_PER_HOUR, windowMs: 3600_000 },
      });
      await ctx.notifyCompany(tx, {
        event: 'request',
        reservation: row,
        // the tariff's price, 0 when the trip could not be priced (then not shown)
        amountCents: row.prixEstimeCents,
        dedupeKey: `reservation:${row.id}:company:request`,
      });
      return row;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownService();
    throw error;
  }
  if (created) return toReservation(created);

  // The key is held by an earlier request of this client, or by a concurrent one that won the
  // insert and has committed by now.
  const winner = await earlier();
  if (!winner) throw new Error('idempotent insert skipped but no reservation holds the key');
  return replay(winner, input, ctx.userId);
};

/**
 * POST /api/mail/confirmationDemandeDevis. The confirmation was queued with the reservation, so
 * this sends nothing: it only tells the browser that made the request (identified by the
 * reservation id it was given in an HttpOnly cookie) that its mail is on its way, and only for
 * the e-mail address of that request. Anyone else learns nothing and can make it send nothing.
 */
export const findQuoteRequestToConfirm = async (
  db: Database,
  reservationId: string | undefined,
  email: string,
  now = new Date(),
): Promise<Reservation> => {
  const since = new Date(now.getTime() - QUOTE_REQUEST_CONFIRMATION_WINDOW_MS);
  const row = reservationId
    ? await findReservationCreatedSince(db, reservationId, since)
    : undefined;
  if (!row || row.email.toLowerCase() !== email.toLowerCase()) {
    throw new AppError('QUOTE_REQUEST_NOT_FOUND');
  }
  return toReservation(row);
};
