import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import {
  migrateDatabase,
  openDatabase,
  resolveMigrationsFolder,
  type DatabaseHandle,
} from './client';
import {
  isCheckViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  postgresErrorCode,
} from './errors';
import { reservations, services, users, vehicles, type NewReservationRow } from './schema';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const reservation = (overrides: Partial<NewReservationRow> = {}): NewReservationRow => ({
  date: '2026-07-14',
  heure: '08:30',
  adresseDepart: '12 avenue de l’Opéra, 75001 Paris',
  adresseArrivee: 'Aéroport Paris-Charles de Gaulle',
  nom: 'Martin',
  prenom: 'Claire',
  email: 'claire.martin@example.fr',
  telephone: '0612345678',
  ...overrides,
});

/** Runs an insert expected to fail and returns its error. */
const failureOf = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to be refused');
};

describe('the database schema', () => {
  it('is created by the committed migrations, every table present and empty', async () => {
    expect(resolveMigrationsFolder()).toMatch(/src[\\/]db[\\/]migrations$/);
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual([
      'admin_recovery_codes',
      'admin_second_factors',
      'applications',
      'calendar_feeds',
      'chauffeurs',
      'document_counters',
      'documents',
      'mail_outbox',
      'password_reset_codes',
      'payment_events',
      'payment_provider_tasks',
      'payments',
      'reservation_access_links',
      'reservation_changes',
      'reservations',
      'retention_runs',
      'reviews',
      'scheduled_jobs',
      'services',
      'sessions',
      'sign_in_failures',
      'tariff_versions',
      'trip_legs',
      'users',
      'vehicles',
      'verification_codes',
    ]);
    const [services_] = await database.db.select({ n: count() }).from(services);
    expect(services_?.n).toBe(0);
  });

  it('answers a readiness ping', async () => {
    expect(await database.ping()).toBe(true);
  });

  it('stores a guest quote request with the product defaults and its date and time unchanged', async () => {
    const [row] = await database.db
      .insert(reservations)
      .values(reservation({ isGuest: true }))
      .returning();
    expect(row).toMatchObject({
      date: '2026-07-14',
      heure: '08:30',
      statut: 'en attente',
      moyenTransport: 'aucun',
      moyenTransportRetour: 'aucun',
      nombrePersonnes: 1,
      prixEstimeCents: 0,
      estPassagerPrincipal: true,
      paid: false,
      devisCents: null,
      language: 'fr',
    });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a reservation status other than the three the product knows', async () => {
    const error = await failureOf(() =>
      database.db.execute(
        sql`insert into reservations (date, heure, adresse_depart, adresse_arrivee, nom, prenom, email, telephone, statut)
            values ('2026-07-14', '08:30', 'a', 'b', 'n', 'p', 'e@example.fr', '0612345678', 'payé')`,
      ),
    );
    expect(isCheckViolation(error, 'reservations_statut_valid')).toBe(true);
  });

  it('folds every value of a reservation into its search text, whoever writes the row', async () => {
    const result = await database.db.execute<{ search_text: string }>(
      sql`insert into reservations (date, heure, adresse_depart, adresse_arrivee, nom, prenom, email, telephone, devis_cents)
          values ('2026-07-14', '08:30', 'Place de l''Étoile', 'Œuvre', 'ÇÉLINE', 'Zoë', 'e@example.fr', '0612345678', 125050)
          returning search_text`,
    );
    const text = result.rows[0]?.search_text ?? '';
    for (const part of [
      'celine',
      'zoe',
      "place de l'etoile",
      'oeuvre',
      '14/07/2026',
      '2026-07-14',
      '1250,50',
      'en attente',
    ]) {
      expect(text).toContain(part);
    }
    const updated = await database.db.execute<{ search_text: string }>(
      sql`update reservations set nom = 'Ménard' where nom = 'ÇÉLINE' returning search_text`,
    );
    expect(updated.rows[0]?.search_text).toContain('menard');
    expect(updated.rows[0]?.search_text).not.toContain('celine');
  });

  it('refuses a negative baggage count, on a reservation and on a vehicle', async () => {
    const onReservation = await failureOf(() =>
      database.db.insert(reservations).values(reservation({ nombreBagages: -1 })),
    );
    expect(isCheckViolation(onReservation, 'reservations_nombre_bagages_non_negative')).toBe(true);
    const onVehicle = await failureOf(() =>
      database.db.insert(vehicles).values({
        nom: 'Mercedes Classe S',
        capacitePassagers: 3,
        capaciteBagagesMin: -1,
        capaciteBagagesMax: 2,
      }),
    );
    expect(isCheckViolation(onVehicle, 'vehicles_capacite_bagages_min_non_negative')).toBe(true);
  });

  it('refuses a vehicle without a seat and a time that is not HH:mm', async () => {
    const noSeat = await failureOf(() =>
      database.db.insert(vehicles).values({
        nom: 'Remorque',
        capacitePassagers: 0,
        capaciteBagagesMin: 0,
        capaciteBagagesMax: 8,
      }),
    );
    expect(isCheckViolation(noSeat, 'vehicles_capacite_passagers_min')).toBe(true);
    const badTime = await failureOf(() =>
      database.db.insert(reservations).values(reservation({ heure: '24:00' })),
    );
    expect(isCheckViolation(badTime, 'reservations_heure_format')).toBe(true);
  });

  it('reports a second account with the same e-mail as a unique violation (23505)', async () => {
    await database.db
      .insert(users)
      .values({ name: 'Claire Martin', email: 'claire@example.fr', passwordHash: 'x' });
    const error = await failureOf(() =>
      database.db.insert(users).values({ name: 'Claire M.', email: 'claire@example.fr' }),
    );
    expect(postgresErrorCode(error)).toBe('23505');
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(error, 'users_google_sub_unique')).toBe(false);
    expect(isUniqueViolation(new Error('unrelated'))).toBe(false);
  });

  it('refuses an e-mail that was not lower-cased before it reached the database', async () => {
    const error = await failureOf(() =>
      database.db.insert(users).values({ name: 'Paul', email: 'Paul@Example.fr' }),
    );
    expect(isCheckViolation(error, 'users_email_lower_case')).toBe(true);
  });

  it('refuses a reservation for a service that does not exist', async () => {
    const error = await failureOf(() =>
      database.db
        .insert(reservations)
        .values(reservation({ serviceId: '00000000-0000-4000-8000-000000000000' })),
    );
    expect(isForeignKeyViolation(error, 'reservations_service_id_services_id_fk')).toBe(true);
  });

  it('keeps the reservation when its service is deleted, without the link', async () => {
    const [service] = await database.db
      .insert(services)
      .values({ name: 'Navette', description: 'd', image: 'x.svg' })
      .returning();
    const [row] = await database.db
      .insert(reservations)
      .values(reservation({ serviceId: service?.id }))
      .returning({ id: reservations.id });
    await database.db.delete(services).where(eq(services.id, service?.id ?? ''));
    const [after] = await database.db
      .select({ serviceId: reservations.serviceId })
      .from(reservations)
      .where(eq(reservations.id, row?.id ?? ''));
    expect(after).toEqual({ serviceId: null });
  });
});

describe('an embedded database folder', () => {
  it('is refused to a second opener while in use, and taken over from a crashed one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'navette-lock-'));
    try {
      const first = await openDatabase({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in this process/);
      await first.close();
      // a lock left by a process that has exited since
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      writeFileSync(join(dataDir, 'db.lock'), `${gone}\n`);
      const second = await openDatabase({ dataDir });
      expect(await second.ping()).toBe(true);
      await second.close();
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('migrations and vacuum', () => {
  const vacuumsOf = async (handle: DatabaseHandle) => {
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'reservations'`,
    );
    return rows[0]?.n;
  };

  it('vacuums and analyses once migrations have changed the database, and only then', async () => {
    const handle = await openDatabase({});
    try {
      await migrateDatabase(handle);
      // a backfill leaves no table without its visibility map and statistics (decision 0026)
      expect(await vacuumsOf(handle)).toBe(1);
      await migrateDatabase(handle);
      expect(await vacuumsOf(handle)).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
