import { z } from 'zod';
import { dashboardDispatchSchema } from './dashboard-dispatch';
import { DASHBOARD_PERIODS, DASHBOARD_YEARS, RESERVATION_STATUSES } from '../constants';
import { parisToday } from './primitives';
import { vehicleListSchema } from './vehicles';

/*
 * The back-office dashboard (docs/product/back-office.md#dashboard): what the page asks for and
 * the figures the server computes in SQL (docs/decisions/0025-dashboard-sql-aggregates.md).
 */

/** The selectable years, newest first, in Paris. */
export const dashboardYears = (now: Date = new Date()): number[] => {
  const current = Number(parisToday(now).slice(0, 4));
  return Array.from({ length: DASHBOARD_YEARS }, (_, index) => current - index);
};

export const dashboardQuerySchema = z.strictObject({
  period: z.enum(DASHBOARD_PERIODS, 'adminDashboard.errors.period').default('month'),
  year: z
    .string('adminDashboard.errors.year')
    .regex(/^\d{4}$/, 'adminDashboard.errors.year')
    .transform(Number)
    .refine((year) => dashboardYears().includes(year), 'adminDashboard.errors.year')
    .optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const figureWithChange = z.object({
  value: z.number(),
  /** percent change against the previous period, rounded; null when that period had nothing */
  change: z.number().int().nullable(),
});

const statusCount = z.object({ statut: z.enum(RESERVATION_STATUSES), count: z.number().int() });

export const dashboardReservationSchema = z.object({
  _id: z.string(),
  /** the short reference, NP-2026-0042 (docs/decisions/0048-reservation-reference.md) */
  reference: z.string(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  date: z.string(),
  heure: z.string(),
  nombre_personnes: z.number().int(),
  adresse_depart: z.string(),
  adresse_arrivee: z.string(),
  devis: z.number().nullable(),
  statut: z.enum(RESERVATION_STATUSES),
  paid: z.boolean(),
  /** its English name where the company wrote one (the English back-office reads it) */
  service: z.object({ name: z.string(), nameEn: z.string().nullable() }).nullable(),
  /** what an edit or a delete from the dashboard must send back (stale copies are refused) */
  version: z.number().int(),
});
export type DashboardReservation = z.infer<typeof dashboardReservationSchema>;

export const dashboardSchema = z.object({
  period: z.object({
    name: z.enum(DASHBOARD_PERIODS),
    /** first day, YYYY-MM-DD */
    from: z.string(),
    /** last day, YYYY-MM-DD */
    to: z.string(),
  }),
  cards: z.object({
    reservations: figureWithChange,
    confirmed: figureWithChange,
    /** euros: the sum of every quote of the period, whatever the status */
    revenue: figureWithChange,
    /** confirmed ÷ total, percent, rounded; 0 without reservations */
    confirmationRate: z.number().int(),
    /** the most frequent service name; null shows as N/A */
    popularService: z.string().nullable(),
    popularServiceEn: z.string().nullable(),
  }),
  statusSplit: z.array(statusCount),
  funnel: z.object({
    requests: z.number().int(),
    quoted: z.number().int(),
    accepted: z.number().int(),
    paid: z.number().int(),
    /** euros: the quotes of the paid reservations */
    paidRevenue: z.number(),
  }),
  monthlyRevenue: z.object({
    year: z.number().int(),
    years: z.array(z.number().int()),
    /** 12 entries, January first: euros of the confirmed reservations of that month */
    months: z.array(z.object({ month: z.number().int(), revenue: z.number() })),
  }),
  upcoming: z.array(dashboardReservationSchema),
  footer: z.object({
    activeServices: z.number().int(),
    vehicles: z.number().int(),
    /** the next trip that is not cancelled: YYYY-MM-DD and HH:mm, or null (Aucune) */
    nextReservation: z.object({ date: z.string(), heure: z.string() }).nullable(),
  }),
  vehicles: vehicleListSchema,
  /** e-mails the SMTP server refused or that ran out of tries (docs/product/back-office.md#e-mails) */
  mails: z.object({
    failed: z.number().int(),
    /** ISO 8601: when the oldest failed e-mail was queued; null without failures */
    oldestFailureAt: z.string().nullable(),
  }),
  /** the trips to drive and the papers of the road (docs/product/dispatch.md#dashboard) */
  dispatch: dashboardDispatchSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
