import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reservationAccessLinks, reservations } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/*
 * The "Gérer ma réservation" link of every reservation e-mail
 * (docs/decisions/0047-manage-booking-links.md, docs/product/customer-area.md#manage-my-booking):
 * a random token that opens one reservation, without an account. Only its SHA-256 is stored, so
 * neither the database nor a backup can be turned into a working link; the e-mail log shows a
 * mask in its place (the outbox's `secret`, docs/decisions/0044-personal-data-owned-private-and-encrypted.md).
 */

/** The public page the e-mail's button opens; the token rides in the fragment, never sent. */
export const MANAGE_BOOKING_PATH = '/ma-reservation';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link outlives the trip by a month: the facture stays at hand after the ride. */
export const LINK_DAYS_AFTER_PICKUP = 30;
/** …but never more than a year, however far the trip, and never less than a week. */
export const LINK_MAX_DAYS = 365;
export const LINK_MIN_DAYS = 7;

/** How long the page's cookie stands for the link once exchanged (seconds). */
export const LINK_COOKIE_MAX_AGE_S = 2 * 60 * 60;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** The token's shape: 43 base64url characters (32 random bytes); anything else is not one. */
const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The end of a link minted `now` for a trip on `date` (YYYY-MM-DD). */
export const linkExpiryOf = (date: string, now: Date): Date => {
  const afterTrip = new Date(`${date}T23:59:59Z`).getTime() + LINK_DAYS_AFTER_PICKUP * DAY_MS;
  const latest = now.getTime() + LINK_MAX_DAYS * DAY_MS;
  const earliest = now.getTime() + LINK_MIN_DAYS * DAY_MS;
  return new Date(Math.max(earliest, Math.min(afterTrip, latest)));
};

/** A new link's URL, and the row that makes it work once written with its reservation's id. */
export interface NewManageLink {
  url: string;
  /** the secret the URL's fragment carries (and the link cookie, decision 0047) */
  token: string;
  row: { tokenHash: string; createdAt: Date; expiresAt: Date };
}

/**
 * A new link to a reservation on `date`, not yet written: for the insert that writes it with the
 * reservation itself (a new quote request's one statement, reservations.repository.ts).
 */
export const newManageLink = (date: string, publicUrl: string, now = new Date()): NewManageLink => {
  const token = randomBytes(32).toString('base64url');
  return {
    url: `${publicUrl}${MANAGE_BOOKING_PATH}#${token}`,
    token,
    row: { tokenHash: hashOf(token), createdAt: now, expiresAt: linkExpiryOf(date, now) },
  };
};

/**
 * Mints a link to the reservation, in the caller's transaction (the e-mail that carries it is
 * written in the same one), and answers its URL. The URL is secret: it goes into the mail's
 * `manageUrl` parameter, which the outbox keeps apart from the logged e-mail.
 */
export const mintManageUrl = async (
  tx: Queryable,
  reservation: { id: string; date: string },
  publicUrl: string,
  now = new Date(),
): Promise<string> => (await mintManageLink(tx, reservation, publicUrl, now)).url;

/** The same, answering the whole link: its token is what the link cookie holds. */
export const mintManageLink = async (
  tx: Queryable,
  reservation: { id: string; date: string },
  publicUrl: string,
  now = new Date(),
): Promise<NewManageLink> => {
  const link = newManageLink(reservation.date, publicUrl, now);
  await tx.insert(reservationAccessLinks).values({ reservationId: reservation.id, ...link.row });
  return link;
};

/**
 * The reservation a token opens, or the reason it opens none: MANAGE_LINK_INVALID (unknown,
 * malformed, or its reservation deleted or anonymised), MANAGE_LINK_REVOKED, MANAGE_LINK_EXPIRED.
 */
export const resolveManageToken = async (
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<{ reservationId: string; email: string }> => {
  if (!isTokenShaped(token)) throw new AppError('MANAGE_LINK_INVALID');
  const [found] = await db
    .select({
      reservationId: reservationAccessLinks.reservationId,
      expiresAt: reservationAccessLinks.expiresAt,
      revokedAt: reservationAccessLinks.revokedAt,
      email: reservations.email,
    })
    .from(reservationAccessLinks)
    .innerJoin(reservations, eq(reservations.id, reservationAccessLinks.reservationId))
    .where(
      and(
        eq(reservationAccessLinks.tokenHash, hashOf(token)),
        isNull(reservations.deletedAt),
        isNull(reservations.anonymisedAt),
      ),
    )
    .limit(1);
  if (!found) throw new AppError('MANAGE_LINK_INVALID');
  if (found.revokedAt !== null) throw new AppError('MANAGE_LINK_REVOKED');
  if (found.expiresAt.getTime() <= now.getTime()) throw new AppError('MANAGE_LINK_EXPIRED');
  return { reservationId: found.reservationId, email: found.email };
};

/** The reservation a cookie's token opens, or null (no error: the caller is simply not its holder). */
export const reservationOfToken = async (
  db: Queryable,
  token: string | undefined,
  now = new Date(),
): Promise<string | null> => {
  if (token === undefined) return null;
  try {
    return (await resolveManageToken(db, token, now)).reservationId;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
};

/**
 * Who may act on a reservation (docs/decisions/0047-manage-booking-links.md): the signed-in
 * customer who owns it, or the holder of a live link to it. Either may be absent.
 */
export interface ReservationHolder {
  userId: string | null;
  /** the reservation the request's link cookie opens */
  reservationId: string | null;
}

/** The SQL condition "this reservation is held by the holder" (never true for an empty one). */
export const heldBy = (holder: ReservationHolder) => {
  const owner = holder.userId === null ? sql`false` : eq(reservations.userId, holder.userId);
  const linked =
    holder.reservationId === null ? sql`false` : eq(reservations.id, holder.reservationId);
  return sql`(${owner} or ${linked})`;
};

/** Whether a reservation row is held by the holder (the same rule as heldBy, in memory). */
export const isHeldBy = (row: { id: string; userId: string | null }, holder: ReservationHolder) =>
  (holder.userId !== null && row.userId === holder.userId) || row.id === holder.reservationId;

/** Revokes every live link of a reservation (the back-office's button); answers how many. */
export const revokeManageLinks = async (
  tx: Queryable,
  reservationId: string,
  now = new Date(),
): Promise<number> => {
  const rows = await tx
    .update(reservationAccessLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(reservationAccessLinks.reservationId, reservationId),
        isNull(reservationAccessLinks.revokedAt),
        sql`${reservationAccessLinks.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ id: reservationAccessLinks.id });
  return rows.length;
};
