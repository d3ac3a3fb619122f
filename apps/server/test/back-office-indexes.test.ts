/**
 * The indexes that keep the back-office fast on 100 000 reservations
 * (docs/decisions/0026-back-office-indexes.md; the figures are measured in bench/, never here):
 * they exist after the migrations on both engines, and the queries' shapes can use them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Transaction } from '../src/db/client';
import { createTestDatabase } from './test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  // a few thousand reservations, one in a hundred Élodie's, some deleted
  await database.db.execute(sql`
    insert into reservations (date, heure, adresse_depart, adresse_arrivee, nom, prenom, email,
      telephone, statut, devis_cents, deleted_at)
    select date '2026-01-01' + (i % 365), '08:30', 'Gare de Lyon, 75012 Paris',
      'Aéroport de Paris-Orly', 'Martin', case when i % 100 = 1 then 'Élodie' else 'Claire' end,
      'client' || i || '@example.fr', '06 12 34 56 ' || lpad((i % 100)::text, 2, '0'),
      (array['en attente', 'confirmé', 'annulé'])[1 + i % 3], 5000 + i,
      case when i % 50 = 0 then now() end
    from generate_series(1, 5000) as i
  `);
  // as autovacuum leaves a live table: statistics known, the visibility map set
  await database.db.execute(sql`vacuum analyze reservations`);
});
afterAll(async () => database?.close());

/**
 * The plan PostgreSQL picks, as one text, with a whole-table scan (and, for `bitmap: false`, a
 * bitmap scan) priced out: on a test's few thousand rows a scan costs nothing, on 100 000 it does.
 */
const planOf = async (query: SQL, { bitmap = true } = {}): Promise<string> =>
  database.db.transaction(async (tx: Transaction) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (!bitmap) await tx.execute(sql`set local enable_bitmapscan = off`);
    const { rows } = await tx.execute<Record<string, unknown>>(sql`explain ${query}`);
    return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  });

describe('the back-office indexes', () => {
  it('are created by the migrations, over the reservations not deleted', async () => {
    const { rows } = await database.db.execute<{ indexname: string; indexdef: string }>(sql`
      select indexname, indexdef from pg_indexes
      where tablename = 'reservations'
        and indexname in ('reservations_live_statut_trip_idx', 'reservations_live_figures_idx')
      order by indexname
    `);
    expect(rows.map((row) => row.indexname)).toEqual([
      'reservations_live_figures_idx',
      'reservations_live_statut_trip_idx',
    ]);
    for (const row of rows) expect(row.indexdef).toMatch(/WHERE \(deleted_at IS NULL\)/);
  });

  it('answer a search for a fragment in the middle of a value from the trigram index', async () => {
    const plan = await planOf(sql`
      select count(*) from reservations
      where deleted_at is null and search_text like navette_fold('%elodie%')
    `);
    expect(plan).toContain('reservations_search_text_trgm_idx');
    // and the search still finds what it should through it
    const { rows } = await database.db.execute<{ n: number | string }>(sql`
      select count(*) as n from reservations
      where deleted_at is null and search_text like navette_fold('%ÉLODIE%')
    `);
    expect(Number(rows[0]?.n)).toBe(50);
  });

  it('count the reservations of one statut from the index alone', async () => {
    const plan = await planOf(
      sql`
      select count(*) from reservations where deleted_at is null and statut = 'confirmé'
    `,
      { bitmap: false },
    );
    expect(plan).toMatch(/Index Only Scan using reservations_live_statut_trip_idx/);
  });

  it("sum a period's quotes by status from the index alone, as the dashboard does", async () => {
    const plan = await planOf(
      sql`
      select count(*) filter (where statut = 'confirmé'), sum(devis_cents), count(service_id)
      from reservations
      where deleted_at is null and date >= '2026-03-01' and date < '2026-06-01'
    `,
      { bitmap: false },
    );
    expect(plan).toMatch(/Index Only Scan using reservations_live_figures_idx/);
  });
});
