/** The catalogue: the services on offer and the vehicles that run them. */
import { VAT_RATES_BP } from '@navette/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, id } from './columns';

export const services = pgTable(
  'services',
  {
    id: id(),
    /** French, the reference text (docs/decisions/0049-company-texts-in-both-languages.md) */
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** English; null where the company has not written it: English readers get the French */
    nameEn: text('name_en'),
    descriptionEn: text('description_en'),
    /** a file name in uploads/services, or a full http(s) URL */
    image: text('image').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * The VAT rate of its price, in basis points (VAT_RATES_BP): 1000 for transport priced by the
     * trip, 2000 for hire by time (docs/product/documents.md#amounts)
     */
    vatRateBp: integer('vat_rate_bp').notNull().default(1000),
    /**
     * How long a trip of this service occupies its chauffeur and vehicle when no routed duration
     * is known (hire by the hour counts its hours) — docs/product/dispatch.md#busy
     */
    dureeMinutes: integer('duree_minutes').notNull().default(60),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('services_vat_rate_valid', sql`${t.vatRateBp} in (${sql.raw(VAT_RATES_BP.join(', '))})`),
    check('services_duree_minutes_range', sql`${t.dureeMinutes} between 5 and 1440`),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    nom: text('nom').notNull(),
    capacitePassagers: integer('capacite_passagers').notNull(),
    capaciteBagagesMin: integer('capacite_bagages_min').notNull(),
    capaciteBagagesMax: integer('capacite_bagages_max').notNull(),
    /**
     * The car on the road (docs/product/dispatch.md#vehicles): its plate and colour, told to the
     * customer the day before, and the end of its insurance and of its technical inspection,
     * warned about DOCUMENT_EXPIRY_WARNING_DAYS ahead (rules/document-expiry.ts). Null on a vehicle not described yet.
     */
    plaque: text('plaque'),
    couleur: text('couleur'),
    /** YYYY-MM-DD, the last day covered */
    assuranceExpireLe: date('assurance_expire_le', { mode: 'string' }),
    controleTechniqueExpireLe: date('controle_technique_expire_le', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_plaque_unique').on(t.plaque),
    check('vehicles_capacite_passagers_min', sql`${t.capacitePassagers} >= 1`),
    check('vehicles_capacite_bagages_min_non_negative', sql`${t.capaciteBagagesMin} >= 0`),
    check('vehicles_capacite_bagages_max_non_negative', sql`${t.capaciteBagagesMax} >= 0`),
    // a luggage range whose maximum is below its minimum cannot be shown or priced
    check(
      'vehicles_capacite_bagages_range',
      sql`${t.capaciteBagagesMax} >= ${t.capaciteBagagesMin}`,
    ),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
