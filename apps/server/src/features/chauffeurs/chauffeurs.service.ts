import { randomBytes } from 'node:crypto';
import {
  CHAUFFEUR_INVITATION_DAYS,
  parisToday,
  type ChauffeurInvite,
  type ChauffeurUpdate,
} from '@navette/shared';
import type { Database, Queryable } from '../../db/client';
import { chauffeurs, users } from '../../db/schema';
import { isUuid } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { resetSecondFactor } from '../../db/admin';
import { hashPassword } from '../../lib/password';
import { findUserByEmail, hashToken } from '../auth';
import type { EnqueueMail } from '../mail';
import {
  deleteAllSessions,
  findChauffeur,
  findChauffeurByInvitation,
  setInvitation,
  toAdminChauffeur,
  updateChauffeurRow,
  updateUserRow,
  type ChauffeurRecord,
} from './chauffeurs.repository';

/*
 * The chauffeurs' accounts (docs/product/dispatch.md#chauffeur-accounts): the back-office
 * invites, the chauffeur chooses a password through the e-mailed link (valid
 * CHAUFFEUR_INVITATION_DAYS, once), deactivation ends every session at once.
 */

export interface ChauffeursContext {
  db: Database;
  publicUrl: string;
  enqueueMail: EnqueueMail;
}

const refuseExpiredCard = (day: string) => {
  if (day < parisToday()) throw new AppError('CHAUFFEUR_CARD_ALREADY_EXPIRED');
};

const existing = async (db: Queryable, id: string): Promise<ChauffeurRecord> => {
  const found = isUuid(id) ? await findChauffeur(db, id) : undefined;
  if (!found) throw new AppError('CHAUFFEUR_NOT_FOUND');
  return found;
};

/** A new link for the chauffeur, e-mailed; the previous one stops working. */
const sendInvitation = async (ctx: ChauffeursContext, tx: Queryable, row: ChauffeurRecord) => {
  const token = randomBytes(32).toString('base64url');
  await setInvitation(tx, row._id, {
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CHAUFFEUR_INVITATION_DAYS * 24 * 3600_000),
  });
  await ctx.enqueueMail(tx, {
    to: row.email,
    language: 'fr',
    template: 'chauffeurInvitation',
    params: {
      name: row.name,
      url: `${ctx.publicUrl}/chauffeur/invitation?token=${token}`,
      days: CHAUFFEUR_INVITATION_DAYS,
    },
  });
};

export const inviteChauffeur = async (ctx: ChauffeursContext, input: ChauffeurInvite) => {
  refuseExpiredCard(input.carteVtcExpireLe);
  return ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) throw new AppError('CHAUFFEUR_ACCOUNT_EXISTS');
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, role: 'chauffeur' })
      .returning({ id: users.id });
    const [row] = await tx
      .insert(chauffeurs)
      .values({
        userId: user!.id,
        telephone: input.telephone,
        carteVtcNumero: input.carteVtcNumero,
        carteVtcExpireLe: input.carteVtcExpireLe,
      })
      .returning({ id: chauffeurs.id });
    const created = await existing(tx, row!.id);
    await sendInvitation(ctx, tx, created);
    return toAdminChauffeur(await existing(tx, row!.id));
  });
};

export const updateChauffeur = async (db: Database, id: string, input: ChauffeurUpdate) => {
  const found = await existing(db, id);
  if (input.carteVtcExpireLe !== found.carteVtcExpireLe) refuseExpiredCard(input.carteVtcExpireLe);
  await db.transaction(async (tx) => {
    await updateUserRow(tx, found.userId, { name: input.name });
    await updateChauffeurRow(tx, id, {
      telephone: input.telephone,
      carteVtcNumero: input.carteVtcNumero,
      carteVtcExpireLe: input.carteVtcExpireLe,
    });
  });
  return toAdminChauffeur(await existing(db, id));
};

/** Deactivation: no sign-in any more, every open session ends now. */
export const setChauffeurActive = async (db: Database, id: string, active: boolean) => {
  const found = await existing(db, id);
  await db.transaction(async (tx) => {
    await updateChauffeurRow(tx, id, { active, deactivatedAt: active ? null : new Date() });
    if (!active) await deleteAllSessions(tx, found.userId);
  });
  return toAdminChauffeur(await existing(db, id));
};

export const reinviteChauffeur = async (ctx: ChauffeursContext, id: string) => {
  await ctx.db.transaction(async (tx) => sendInvitation(ctx, tx, await existing(tx, id)));
};

/** The chauffeur behind a live invitation link, else CHAUFFEUR_INVITATION_INVALID. */
export const invitationOf = async (db: Queryable, token: string) => {
  const found = token ? await findChauffeurByInvitation(db, hashToken(token)) : undefined;
  if (!found?.invitationExpiresAt || found.invitationExpiresAt.getTime() <= Date.now()) {
    throw new AppError('CHAUFFEUR_INVITATION_INVALID');
  }
  return found;
};

/**
 * The password chosen through the link: the link dies, the address counts as verified, and a
 * second factor turned on before is forgotten.
 */
export const acceptInvitation = async (db: Database, token: string, password: string) => {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const found = await invitationOf(tx, token);
    await updateUserRow(tx, found.userId, { passwordHash, emailVerifiedAt: new Date() });
    await setInvitation(tx, found._id, { tokenHash: null, expiresAt: null });
    // the office's new link is also the way back from a lost phone: the app is forgotten
    await resetSecondFactor(tx, found.userId);
    return found;
  });
};
