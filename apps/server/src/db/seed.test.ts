import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { verifyPassword } from '../features/auth/password';
import { isCheckViolation, isUniqueViolation, type DatabaseHandle } from './client';
import { reservations, services, users, vehicles } from './schema';
import { DEFAULT_ADMIN_EMAIL, seedDatabase } from './seed';

let database: DatabaseHandle;
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'navette-seed-'));
const logged: { level: string; message: string }[] = [];
const log = {
  info: (message: string) => logged.push({ level: 'info', message }),
  warn: (message: string) => logged.push({ level: 'warn', message }),
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const countOf = async (table: typeof services | typeof vehicles | typeof users) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('first start', () => {
  it('adds the six services with their images, two vehicles and one administrator', async () => {
    await seedDatabase(database, { uploadsDir, log });
    const rows = await database.db.select().from(services).orderBy(services.sortOrder);
    expect(rows.map((row) => row.name)).toEqual([
      'Transfert aéroport',
      'Transfert gare',
      'Chauffeur privé',
      'Service VIP',
      'Mariage',
      'Visites et excursions',
    ]);
    for (const row of rows) {
      expect(row.description.length).toBeGreaterThan(80);
      expect(existsSync(path.join(uploadsDir, 'services', row.image))).toBe(true);
    }
    const fleet = await database.db.select().from(vehicles);
    expect(fleet.map((v) => v.capacitePassagers).sort()).toEqual([3, 8]);
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('prints the generated password once, and it opens the account', async () => {
    const warnings = logged.filter((entry) => entry.level === 'warn');
    expect(warnings).toHaveLength(1);
    const password = /generated password (\S+)/.exec(warnings[0]?.message ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash, password)).toBe(true);
  });

  it('changes nothing when run again, and keeps what an administrator deleted deleted', async () => {
    const [first] = await database.db.select().from(services).limit(1);
    await database.db.delete(vehicles).where(eq(vehicles.nom, 'Mercedes Classe E'));
    const before = { services: await countOf(services), users: await countOf(users) };
    await seedDatabase(database, { uploadsDir, log });
    expect({ services: await countOf(services), users: await countOf(users) }).toEqual(before);
    expect(await countOf(vehicles)).toBe(1);
    expect((await database.db.select().from(services).limit(1))[0]?.id).toBe(first?.id);
    expect(logged.filter((entry) => entry.level === 'warn')).toHaveLength(1);
  });
});

describe('constraints', () => {
  it('refuses a status outside the three of the spec and a negative baggage count', async () => {
    const base = {
      date: '2030-06-14',
      heure: '08:30',
      adresseDepart: 'Gare de Lyon, Paris',
      adresseArrivee: 'Aéroport CDG',
      nom: 'Martin',
      prenom: 'Léa',
      email: 'lea@example.test',
      telephone: '0612345678',
    };
    const attempt = async (values: Partial<typeof reservations.$inferInsert>) => {
      try {
        await database.db.insert(reservations).values({ ...base, ...values });
        return undefined;
      } catch (error) {
        return error;
      }
    };
    expect(isCheckViolation(await attempt({ statut: 'payé' as 'confirmé' }))).toBe(true);
    expect(isCheckViolation(await attempt({ nombreBagages: -1 }))).toBe(true);
    expect(isCheckViolation(await attempt({ heure: '25:99' }))).toBe(true);
    expect(await attempt({})).toBeUndefined();
  });

  it('refuses two accounts with one e-mail address', async () => {
    const values = { name: 'Léa', email: 'same@example.test' };
    await database.db.insert(users).values(values);
    const duplicate = await database.db
      .insert(users)
      .values(values)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate, 'users_email_unique')).toBe(true);
  });
});
