import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { verifyPassword } from '../lib/password';
import type { DatabaseHandle } from '../db/client';
import { services, sessions, users, vehicles } from '../db/schema';
import { resolveServiceImagesFolder } from '../db/paths';
import { createFilesystemStore } from '../lib/file-store';
import { firstAdminPasswordFile } from '../lib/private-data-dir';
import { DEFAULT_ADMIN_EMAIL, seedDatabase } from './seed';

let database: DatabaseHandle;
const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-seed-'));
const uploadsDir = path.join(dataDir, 'uploads');
const files = createFilesystemStore(dataDir);
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
    await seedDatabase(database, { dataDir, files, log });
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
      const copy = path.join(uploadsDir, 'services', row.image);
      expect(existsSync(copy)).toBe(true);
      expect(readFileSync(copy)).toEqual(
        readFileSync(path.join(resolveServiceImagesFolder(), row.image)),
      );
    }
    const fleet = await database.db.select().from(vehicles);
    expect(fleet.map((v) => v.capacitePassagers).sort()).toEqual([3, 8]);
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await countOf(users)).toBe(1);
  });

  it('writes the generated password to a file only the owner reads, and never logs it', async () => {
    const file = firstAdminPasswordFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash, password)).toBe(true);
    // the first sign-in must replace it
    expect(admin?.passwordChangeRequiredAt).toBeInstanceOf(Date);
    const warnings = logged.filter((entry) => entry.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain(file);
    for (const entry of logged) expect(entry.message).not.toContain(password);
  });

  it('changes nothing when run again, and keeps what an administrator deleted deleted', async () => {
    const [first] = await database.db.select().from(services).limit(1);
    await database.db.delete(vehicles).where(eq(vehicles.nom, 'Mercedes Classe E'));
    const replacedImage = path.join(uploadsDir, 'services', 'mariage.svg');
    writeFileSync(replacedImage, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const before = { services: await countOf(services), users: await countOf(users) };
    await seedDatabase(database, { dataDir, files, log });
    expect({ services: await countOf(services), users: await countOf(users) }).toEqual(before);
    expect(await countOf(vehicles)).toBe(1);
    expect((await database.db.select().from(services).limit(1))[0]?.id).toBe(first?.id);
    expect(logged.filter((entry) => entry.level === 'warn')).toHaveLength(1);
    expect(readFileSync(replacedImage, 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});

describe('first start with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let other: DatabaseHandle;
  const otherDataDir = mkdtempSync(path.join(tmpdir(), 'navette-seed-given-'));
  beforeAll(async () => {
    other = await createTestDatabase();
  });
  afterAll(async () => other?.close());

  it('promotes the existing customer with that e-mail, verified, and prints no password', async () => {
    const [customer] = await other.db
      .insert(users)
      .values({ name: 'Sophie Durand', email: 'sophie@example.test' })
      .returning();
    await other.db.insert(sessions).values({
      tokenHash: 'hash-of-a-customer-session',
      userId: customer?.id ?? '',
      kind: 'customer',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const quiet: string[] = [];
    const result = await seedDatabase(other, {
      adminEmail: ' Sophie@Example.test ',
      adminPassword: 'a long admin passphrase',
      dataDir: otherDataDir,
      files,
      log: { info: () => {}, warn: (message) => quiet.push(message) },
    });
    expect(result).toMatchObject({ servicesCreated: 6, vehiclesCreated: 2 });
    expect(quiet).toEqual([]);
    const admins = await other.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ id: customer?.id, name: 'Sophie Durand' });
    expect(admins[0]?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(admins[0]?.passwordHash, 'a long admin passphrase')).toBe(true);
    // the operator chose it: no change required, no file written
    expect(admins[0]?.passwordChangeRequiredAt).toBeNull();
    expect(existsSync(firstAdminPasswordFile(otherDataDir))).toBe(false);
    // sessions opened before the account gained its new powers and password are ended
    expect(await other.db.select().from(sessions)).toEqual([]);
  });
});
