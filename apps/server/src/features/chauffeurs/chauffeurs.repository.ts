import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chauffeurs, sessions, users } from '../../db/schema';
import type { AdminChauffeur } from '@navette/shared';

/* The chauffeurs' rows with their account (docs/product/dispatch.md#chauffeurs). */

const columns = {
  _id: chauffeurs.id,
  userId: chauffeurs.userId,
  name: users.name,
  email: users.email,
  telephone: chauffeurs.telephone,
  carteVtcNumero: chauffeurs.carteVtcNumero,
  carteVtcExpireLe: chauffeurs.carteVtcExpireLe,
  active: chauffeurs.active,
  invitationTokenHash: chauffeurs.invitationTokenHash,
  invitationExpiresAt: chauffeurs.invitationExpiresAt,
};

const joined = (db: Queryable) =>
  db.select(columns).from(chauffeurs).innerJoin(users, eq(users.id, chauffeurs.userId));

export type ChauffeurRecord = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** What the back-office sees of a chauffeur. */
export const toAdminChauffeur = (row: ChauffeurRecord): AdminChauffeur => ({
  _id: row._id,
  name: row.name,
  email: row.email,
  telephone: row.telephone,
  carteVtcNumero: row.carteVtcNumero,
  carteVtcExpireLe: row.carteVtcExpireLe,
  active: row.active,
  invitationPending: row.invitationTokenHash !== null,
});

export const listChauffeurs = (db: Queryable) => joined(db).orderBy(asc(users.name));

export const findChauffeur = async (db: Queryable, id: string) =>
  (await joined(db).where(eq(chauffeurs.id, id)).limit(1))[0];

export const findChauffeurByInvitation = async (db: Queryable, tokenHash: string) =>
  (await joined(db).where(eq(chauffeurs.invitationTokenHash, tokenHash)).limit(1))[0];

export const findChauffeurByUser = async (db: Queryable, userId: string) =>
  (await joined(db).where(eq(chauffeurs.userId, userId)).limit(1))[0];

export const setInvitation = async (
  db: Queryable,
  id: string,
  invitation: { tokenHash: string | null; expiresAt: Date | null },
) => {
  await db
    .update(chauffeurs)
    .set({
      invitationTokenHash: invitation.tokenHash,
      invitationExpiresAt: invitation.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(chauffeurs.id, id));
};

export const updateChauffeurRow = async (
  db: Queryable,
  id: string,
  values: Partial<typeof chauffeurs.$inferInsert>,
) => {
  await db
    .update(chauffeurs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chauffeurs.id, id));
};

export const updateUserRow = async (
  db: Queryable,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) => {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
};

/** Ends every session of the account (deactivation). */
export const deleteAllSessions = async (db: Queryable, userId: string) => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};
