import {
  DASHBOARD_FIRST_RESERVATIONS,
  RESERVATION_STATUSES,
  dashboardYears,
  type Dashboard,
  type DashboardPeriod,
  type ReservationStatus,
} from '@navette/shared';
import type { Database } from '../../db/client';
import { parisNow, percentChange, periodRange, yearRange } from './dashboard.period';
import {
  findMonthlyConfirmedRevenue,
  findPeriodFigures,
  findUpcoming,
  type UpcomingRow,
} from './dashboard.repository';
import { dispatchSummary } from './dashboard.dispatch';
import { failedMailSummary } from '../mail';
import { findVehicles } from '../vehicles';

const euros = (cents: number): number => cents / 100;

const toReservation = (row: UpcomingRow): Dashboard['upcoming'][number] => ({
  _id: row.id,
  reference: row.reference,
  nom: row.nom,
  prenom: row.prenom,
  email: row.email,
  date: row.date,
  heure: row.heure,
  nombre_personnes: Number(row.nombre_personnes),
  adresse_depart: row.adresse_depart,
  adresse_arrivee: row.adresse_arrivee,
  devis: row.devis_cents === null ? null : euros(Number(row.devis_cents)),
  statut: row.statut as ReservationStatus,
  paid: row.paid,
  service:
    row.service_name === null ? null : { name: row.service_name, nameEn: row.service_name_en },
  version: Number(row.version),
});

/**
 * The dashboard of a period and a year (docs/product/back-office.md#dashboard): a few aggregate
 * queries, run side by side. `now` is the clock the periods and "upcoming" are measured from.
 */
export const computeDashboard = async (
  db: Database,
  query: { period: DashboardPeriod; year?: number | undefined },
  now: Date = new Date(),
): Promise<Dashboard> => {
  const paris = parisNow(now);
  const years = dashboardYears(now);
  const year = query.year ?? years[0] ?? Number(paris.today.slice(0, 4));
  const range = periodRange(query.period, paris.today);
  const [figures, monthly, upcoming, vehicles, mails] = await Promise.all([
    findPeriodFigures(db, range),
    findMonthlyConfirmedRevenue(db, yearRange(year)),
    findUpcoming(db, paris, DASHBOARD_FIRST_RESERVATIONS),
    findVehicles(db),
    // one count on the outbox's (status, next_attempt_at) index
    failedMailSummary(db),
  ]);
  const byStatus: Record<ReservationStatus, number> = {
    'en attente': figures.pending,
    confirmé: figures.confirmed - figures.completed,
    annulé: figures.cancelled,
    terminé: figures.completed,
  };
  const next = upcoming[0];
  return {
    period: { name: query.period, from: range.from, to: range.to },
    cards: {
      reservations: {
        value: figures.total,
        change: percentChange(figures.total, figures.previousTotal),
      },
      confirmed: {
        value: figures.confirmed,
        change: percentChange(figures.confirmed, figures.previousConfirmed),
      },
      revenue: {
        value: euros(figures.revenueCents),
        change: percentChange(figures.revenueCents, figures.previousRevenueCents),
      },
      confirmationRate:
        figures.total === 0 ? 0 : Math.round((figures.confirmed / figures.total) * 100),
      popularService: figures.popularService,
      popularServiceEn: figures.popularServiceEn,
    },
    statusSplit: RESERVATION_STATUSES.map((statut) => ({ statut, count: byStatus[statut] })),
    funnel: {
      requests: figures.total,
      quoted: figures.quoted,
      accepted: figures.accepted,
      paid: figures.paid,
      paidRevenue: euros(figures.paidCents),
    },
    monthlyRevenue: {
      year,
      years,
      months: Array.from({ length: 12 }, (_, index) => ({
        month: index + 1,
        revenue: euros(monthly.get(index + 1) ?? 0),
      })),
    },
    upcoming: upcoming.map(toReservation),
    footer: {
      activeServices: figures.activeServices,
      vehicles: figures.vehicles,
      nextReservation: next ? { date: next.date, heure: next.heure } : null,
    },
    vehicles,
    mails,
    dispatch: await dispatchSummary(db, { today: paris.today, now, period: range, vehicles }),
  };
};
