import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservations as r, services as s, tripLegs as l, vehicles as v } from '../../db/schema';
import type { PeriodRange } from './dashboard.period';

/*
 * The dashboard's figures, each an aggregate computed by PostgreSQL: no reservation list is ever
 * loaded (docs/decisions/0025-dashboard-sql-aggregates.md). Every query reads live rows only
 * (`deleted_at is null`) and filters on the trip date first, so the date index serves it.
 * Counts and sums come back as text from node-postgres (bigint) and as numbers from PGlite.
 */

const live = sql`${r.deletedAt} is null`;
// a completed trip was a confirmed one: it counts in the confirmed figures and the revenue
const confirmed = sql`${r.statut} in ('confirmé', 'terminé')`;

type Numeric = string | number | null;
const toNumber = (value: Numeric): number => Number(value ?? 0);

interface PeriodFigures {
  total: Numeric;
  previous_total: Numeric;
  confirmed: Numeric;
  previous_confirmed: Numeric;
  revenue_cents: Numeric;
  previous_revenue_cents: Numeric;
  pending: Numeric;
  cancelled: Numeric;
  completed: Numeric;
  quoted: Numeric;
  accepted: Numeric;
  paid: Numeric;
  paid_cents: Numeric;
  popular_service: { name: string; nameEn: string | null } | null;
  active_services: Numeric;
  vehicles: Numeric;
}

/** The cards, the status split and the funnel of a period and of the one before, in one scan. */
export const findPeriodFigures = async (db: Database, range: PeriodRange) => {
  const current = sql`${r.date} >= ${range.from}`;
  const previous = sql`${r.date} < ${range.from}`;
  const { rows } = await db.execute<PeriodFigures & Record<string, unknown>>(sql`
    select
      count(*) filter (where ${current}) as total,
      count(*) filter (where ${previous}) as previous_total,
      count(*) filter (where ${current} and ${confirmed}) as confirmed,
      count(*) filter (where ${previous} and ${confirmed}) as previous_confirmed,
      coalesce(sum(${r.devisCents}) filter (where ${current}), 0) as revenue_cents,
      coalesce(sum(${r.devisCents}) filter (where ${previous}), 0) as previous_revenue_cents,
      count(*) filter (where ${current} and ${r.statut} = 'en attente') as pending,
      count(*) filter (where ${current} and ${r.statut} = 'annulé') as cancelled,
      count(*) filter (where ${current} and ${r.statut} = 'terminé') as completed,
      count(*) filter (where ${current} and ${r.devisCents} is not null) as quoted,
      count(*) filter (where ${current} and ${r.devisCents} is not null and ${confirmed}) as accepted,
      count(*) filter (where ${current} and ${r.devisCents} is not null and ${r.paid}) as paid,
      coalesce(sum(${r.devisCents}) filter (where ${current} and ${r.paid}), 0) as paid_cents,
      (
        -- with its English name where the company wrote one (the English back-office reads it)
        select json_build_object('name', ${s.name}, 'nameEn', max(${s.nameEn}))
        from ${r} join ${s} on ${s.id} = ${r.serviceId}
        where ${live} and ${r.date} >= ${range.from} and ${r.date} < ${range.until}
        group by ${s.name}
        order by count(*) desc, ${s.name} asc
        limit 1
      ) as popular_service,
      (select count(*) from ${s} where ${s.active}) as active_services,
      (select count(*) from ${v}) as vehicles
    from ${r}
    where ${live} and ${r.date} >= ${range.previousFrom} and ${r.date} < ${range.until}
  `);
  const row = rows[0];
  if (!row) throw new Error('an aggregate query returned no row');
  const n = (key: Exclude<keyof PeriodFigures, 'popular_service'>) => toNumber(row[key]);
  return {
    total: n('total'),
    previousTotal: n('previous_total'),
    confirmed: n('confirmed'),
    previousConfirmed: n('previous_confirmed'),
    revenueCents: n('revenue_cents'),
    previousRevenueCents: n('previous_revenue_cents'),
    pending: n('pending'),
    cancelled: n('cancelled'),
    completed: n('completed'),
    quoted: n('quoted'),
    accepted: n('accepted'),
    paid: n('paid'),
    paidCents: n('paid_cents'),
    popularService: row.popular_service?.name ?? null,
    popularServiceEn: row.popular_service?.nameEn ?? null,
    activeServices: n('active_services'),
    vehicles: n('vehicles'),
  };
};

/** Cents of the confirmed reservations per month (1–12) of a year; months without any are absent. */
export const findMonthlyConfirmedRevenue = async (
  db: Database,
  year: { from: string; until: string },
): Promise<Map<number, number>> => {
  const { rows } = await db.execute<{ month: Numeric; cents: Numeric }>(sql`
    select extract(month from ${r.date})::int as month, coalesce(sum(${r.devisCents}), 0) as cents
    from ${r}
    where ${live} and ${confirmed} and ${r.date} >= ${year.from} and ${r.date} < ${year.until}
    group by 1
  `);
  return new Map(rows.map((row) => [toNumber(row.month), toNumber(row.cents)]));
};

export interface UpcomingRow {
  id: string;
  reference: string;
  nom: string;
  prenom: string;
  email: string;
  date: string;
  heure: string;
  nombre_personnes: Numeric;
  adresse_depart: string;
  adresse_arrivee: string;
  devis_cents: Numeric;
  statut: string;
  paid: boolean;
  service_name: string | null;
  service_name_en: string | null;
  version: Numeric;
}

/** The next trips that are not cancelled, soonest first (a trip of today counts until its time). */
export const findUpcoming = async (
  db: Database,
  now: { today: string; time: string },
  limit: number,
): Promise<UpcomingRow[]> => {
  const { rows } = await db.execute<UpcomingRow & Record<string, unknown>>(sql`
    select ${r.id} as id, ${r.reference} as reference, ${r.nom} as nom, ${r.prenom} as prenom, ${r.email} as email,
      ${r.date}::text as date, ${r.heure} as heure, ${r.nombrePersonnes} as nombre_personnes,
      ${r.adresseDepart} as adresse_depart, ${r.adresseArrivee} as adresse_arrivee,
      ${r.devisCents} as devis_cents, ${r.statut} as statut, ${r.paid} as paid,
      ${s.name} as service_name, ${s.nameEn} as service_name_en, ${r.version} as version
    from ${r} left join ${s} on ${s.id} = ${r.serviceId}
    where ${live} and ${r.statut} <> 'annulé'
      and ${r.date} >= ${now.today}
      and (${r.date} > ${now.today} or ${r.heure} >= ${now.time})
    order by ${r.date}, ${r.heure}, ${r.id}
    limit ${limit}
  `);
  return rows;
};

/** The legs of the period's trips (by trip date, as every figure) that ended « Client absent ». */
export const countNoShows = async (db: Database, range: PeriodRange): Promise<number> => {
  const { rows } = await db.execute<{ count: Numeric }>(sql`
    select count(*) as count
    from ${l} join ${r} on ${r.id} = ${l.reservationId}
    where ${live} and ${confirmed}
      and ${r.date} >= ${range.from} and ${r.date} < ${range.until}
      and ${l.state} = 'client absent'
  `);
  return toNumber(rows[0]?.count ?? 0);
};
