import { and, asc, eq, gt } from 'drizzle-orm';
import type { Chauffeur } from '@navette/shared';
import type { Queryable } from '../../db/client';
import { chauffeurs, users } from '../../db/schema';

/** The chauffeurs' rows with their account, as the back-office lists them. */
const columns = {
  _id: chauffeurs.id,
  userId: chauffeurs.userId,
  name: users.name,
  email: users.email,
  telephone: chauffeurs.telephone,
  carteVtcNumero: chauffeurs.carteVtcNumero,
  carteVtcExpireLe: chauffeurs.carteVtcExpireLe,
  active: chauffeurs.active,
  passwordHash: users.passwordHash,
};

type Row = Chauffeur & { userId: string; passwordHash: string | null };

export const toChauffeur = (row: Omit<Row, 'invitationPending'>): Chauffeur => ({
  _id: row._id,
  name: row.name,
  email: row.email,
  telephone: row.telephone,
  carteVtcNumero: row.carteVtcNumero,
  carteVtcExpireLe: row.carteVtcExpireLe,
  active: row.active,
  invitationPending: row.passwordHash === null,
});

const select = (db: Queryable) =>
  db.select(columns).from(chauffeurs).innerJoin(users, eq(users.id, chauffeurs.userId));

export const listChauffeurs = async (db: Queryable): Promise<Chauffeur[]> =>
  (await select(db).orderBy(asc(users.name))).map(toChauffeur);

export const findChauffeur = async (db: Queryable, id: string) => {
  const [row] = await select(db).where(eq(chauffeurs.id, id));
  return row;
};

/** The account and the record of a new chauffeur, without a password until the invitation. */
export const insertChauffeur = async (
  db: Queryable,
  values: {
    name: string;
    email: string;
    telephone: string;
    carteVtcNumero: string;
    carteVtcExpireLe: string;
    invitationTokenHash: string;
    invitationExpiresAt: Date;
  },
) => {
  const { name, email, ...record } = values;
  const [user] = await db
    .insert(users)
    .values({ name, email, role: 'chauffeur' })
    .returning({ id: users.id });
  const [row] = await db
    .insert(chauffeurs)
    .values({ userId: user!.id, ...record })
    .returning({ id: chauffeurs.id });
  return row!.id;
};

export const updateChauffeurRecord = async (
  db: Queryable,
  id: string,
  values: { name: string; telephone: string; carteVtcNumero: string; carteVtcExpireLe: string },
) => {
  const { name, ...record } = values;
  const [row] = await db
    .update(chauffeurs)
    .set(record)
    .where(eq(chauffeurs.id, id))
    .returning({ userId: chauffeurs.userId });
  if (row) await db.update(users).set({ name }).where(eq(users.id, row.userId));
  return row;
};

export const setChauffeurActive = async (db: Queryable, id: string, active: boolean) => {
  const [row] = await db
    .update(chauffeurs)
    .set({ active, deactivatedAt: active ? null : new Date() })
    .where(eq(chauffeurs.id, id))
    .returning({ userId: chauffeurs.userId });
  return row;
};

export const setInvitation = async (
  db: Queryable,
  id: string,
  invitation: { tokenHash: string; expiresAt: Date },
) => {
  await db
    .update(chauffeurs)
    .set({ invitationTokenHash: invitation.tokenHash, invitationExpiresAt: invitation.expiresAt })
    .where(eq(chauffeurs.id, id));
};

/** The chauffeur a live invitation link is for. */
export const findInvitation = async (db: Queryable, tokenHash: string) => {
  const [row] = await db
    .select({ id: chauffeurs.id, userId: users.id, name: users.name, email: users.email })
    .from(chauffeurs)
    .innerJoin(users, eq(users.id, chauffeurs.userId))
    .where(
      and(
        eq(chauffeurs.invitationTokenHash, tokenHash),
        gt(chauffeurs.invitationExpiresAt, new Date()),
        eq(chauffeurs.active, true),
      ),
    );
  return row;
};

/** The first password: the address proven by the link, the invitation spent. */
export const acceptInvitation = async (
  db: Queryable,
  chauffeur: { id: string; userId: string },
  passwordHash: string,
) => {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: new Date() })
    .where(eq(users.id, chauffeur.userId));
  await db
    .update(chauffeurs)
    .set({ invitationTokenHash: null, invitationExpiresAt: null })
    .where(eq(chauffeurs.id, chauffeur.id));
};
