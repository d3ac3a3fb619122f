import {
  CHAUFFEUR_INVITATION_DAYS,
  ROUTES,
  parisToday,
  type Chauffeur,
  type ChauffeurInvite,
  type ChauffeurUpdate,
} from '@navette/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { hashToken, newToken } from '../auth';
import {
  acceptInvitation,
  findChauffeur,
  findInvitation,
  insertChauffeur,
  setChauffeurActive,
  setInvitation,
  toChauffeur,
  updateChauffeurRecord,
} from './chauffeurs.repository';
import { deleteChauffeurSessions } from './chauffeurs.sessions';

/*
 * Chauffeurs (docs/product/dispatch.md#chauffeurs): the administrator invites one by e-mail and
 * keeps their record; the invitation's link sets the first password; deactivating ends their
 * sessions and refuses their sign-in.
 */

const DAY_MS = 24 * 3_600_000;

const refuseExpiredCard = (expiresOn: string) => {
  if (expiresOn < parisToday()) throw new AppError('CHAUFFEUR_CARD_ALREADY_EXPIRED');
};

const chauffeurOrNotFound = async (app: FastifyInstance, id: string) => {
  const row = isUuid(id) ? await findChauffeur(app.db, id) : undefined;
  if (!row) throw new AppError('CHAUFFEUR_NOT_FOUND');
  return row;
};

/** Mints a new invitation link (the previous one dies) and e-mails it, in the transaction. */
const sendInvitation = async (
  app: FastifyInstance,
  tx: Parameters<FastifyInstance['mail']['enqueue']>[0],
  chauffeur: { id: string; name: string; email: string },
) => {
  const token = newToken();
  await setInvitation(tx, chauffeur.id, {
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CHAUFFEUR_INVITATION_DAYS * DAY_MS),
  });
  await app.mail.enqueue(tx, {
    template: 'chauffeurInvitation',
    params: {
      name: chauffeur.name,
      url: `${app.config.publicUrl}${ROUTES.chauffeurInvitation}?token=${token}`,
      days: CHAUFFEUR_INVITATION_DAYS,
    },
    to: chauffeur.email,
    language: 'fr',
  });
};

export const inviteChauffeur = async (app: FastifyInstance, body: ChauffeurInvite) => {
  const input = body as Required<ChauffeurInvite>;
  refuseExpiredCard(input.carteVtcExpireLe);
  try {
    const id = await app.db.transaction(async (tx) => {
      const created = await insertChauffeur(tx, {
        ...input,
        invitationTokenHash: hashToken(newToken()),
        invitationExpiresAt: new Date(),
      });
      await sendInvitation(app, tx, { id: created, name: input.name, email: input.email });
      return created;
    });
    return toChauffeur((await findChauffeur(app.db, id))!);
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CHAUFFEUR_EMAIL_TAKEN');
    throw error;
  }
};

export const updateChauffeur = async (
  app: FastifyInstance,
  id: string,
  body: ChauffeurUpdate,
): Promise<Chauffeur> => {
  await chauffeurOrNotFound(app, id);
  await updateChauffeurRecord(app.db, id, body as Required<ChauffeurUpdate>);
  return toChauffeur((await findChauffeur(app.db, id))!);
};

/** Deactivating ends every session of the chauffeur at once; reactivating lets them sign in. */
export const setActive = async (app: FastifyInstance, id: string, active: boolean) => {
  await chauffeurOrNotFound(app, id);
  await app.db.transaction(async (tx) => {
    const row = await setChauffeurActive(tx, id, active);
    if (row && !active) await deleteChauffeurSessions(tx, row.userId);
  });
  return toChauffeur((await findChauffeur(app.db, id))!);
};

export const reinvite = async (app: FastifyInstance, id: string) => {
  const row = await chauffeurOrNotFound(app, id);
  if (row.passwordHash !== null) throw new AppError('CHAUFFEUR_ALREADY_ACCEPTED');
  await app.db.transaction((tx) =>
    sendInvitation(app, tx, { id, name: row.name, email: row.email }),
  );
  return toChauffeur(row);
};

/** Who a live invitation is for, or INVITATION_INVALID. */
export const invitationOf = async (app: FastifyInstance, token: string) => {
  const found = token ? await findInvitation(app.db, hashToken(token)) : undefined;
  if (!found) throw new AppError('INVITATION_INVALID');
  return found;
};

export const acceptChauffeurInvitation = async (
  app: FastifyInstance,
  token: string,
  password: string,
) => {
  const found = await invitationOf(app, token);
  await acceptInvitation(app.db, found, await hashPassword(password));
  return found;
};
