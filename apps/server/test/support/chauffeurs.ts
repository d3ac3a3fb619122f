import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BrowserClient } from '@navette/test-support/browser-client';
import type { Database } from '../../src/db/client';
import { chauffeurs, sessions, users, vehicles } from '../../src/db/schema';
import { hashToken, newToken } from '../../src/features/auth';
import { hashPassword } from '../../src/lib/password';

/** The password every chauffeur made by `insertChauffeur` has. */
export const CHAUFFEUR_PASSWORD = 'chauffeur-password-for-tests';

export interface TestChauffeur {
  chauffeurId: string;
  userId: string;
  email: string;
  name: string;
}

/**
 * A chauffeur as the invitation leaves one once accepted: a `chauffeur` account with a password
 * and its chauffeurs row (an active card valid for a year unless told otherwise).
 */
export const insertChauffeur = async (
  db: Database,
  values: {
    name?: string;
    email?: string;
    telephone?: string;
    carteVtcExpireLe?: string;
    active?: boolean;
  } = {},
): Promise<TestChauffeur> => {
  const email = values.email ?? `chauffeur-${randomUUID().slice(0, 8)}@navette.test`;
  const name = values.name ?? 'Karim Benali';
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      role: 'chauffeur',
      passwordHash: await hashPassword(CHAUFFEUR_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const nextYear = new Date(Date.now() + 365 * 24 * 3600_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(chauffeurs)
    .values({
      userId: user!.id,
      telephone: values.telephone ?? '06 12 34 56 78',
      carteVtcNumero: `VTC-${randomUUID().slice(0, 6)}`,
      carteVtcExpireLe: values.carteVtcExpireLe ?? nextYear,
      active: values.active ?? true,
    })
    .returning({ id: chauffeurs.id });
  return { chauffeurId: row!.id, userId: user!.id, email, name };
};

/**
 * A browser holding a live chauffeur session for that chauffeur, opened in the database as the
 * sign-in would; its anti-forgery token is fetched afresh, bound to the new cookie.
 */
export const chauffeurClient = async (
  app: FastifyInstance,
  db: Database,
  chauffeur: Pick<TestChauffeur, 'userId'>,
): Promise<BrowserClient> => {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: chauffeur.userId,
    kind: 'chauffeur',
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });
  const client = new BrowserClient(app);
  client.cookies.set('navette_chauffeur', token);
  await client.get('/api/health');
  return client;
};

/** A vehicle of the fleet with its papers in order (a plate unique to the test). */
export const insertVehicle = async (
  db: Database,
  values: Partial<typeof vehicles.$inferInsert> = {},
): Promise<string> => {
  const nextYear = new Date(Date.now() + 365 * 24 * 3600_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(vehicles)
    .values({
      nom: 'Mercedes Classe E',
      capacitePassagers: 3,
      capaciteBagagesMin: 0,
      capaciteBagagesMax: 3,
      plaque: `GA-${randomUUID().slice(0, 3).toUpperCase()}-${randomUUID().slice(0, 2).toUpperCase()}`,
      couleur: 'noire',
      assuranceExpireLe: nextYear,
      controleTechniqueExpireLe: nextYear,
      ...values,
    })
    .returning({ id: vehicles.id });
  return row!.id;
};
