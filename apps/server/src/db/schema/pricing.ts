/**
 * The company's tariff (docs/product/pricing.md): each save is a whole new version, never an edit
 * of an old one, so that a reservation priced with version N can always be read back against it.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: id(),
    /** 1, 2, 3…: the current tariff is the highest; unique, so two saves cannot both be N + 1 */
    version: integer('version').notNull().unique(),
    createdAt: createdAt(),
    /** the administrator who saved it; null for the seed's first version or a deleted account */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** the tariff document as the back-office sent it, checked by the shared tariff schema */
    tariff: jsonb('tariff').notNull(),
  },
  (t) => [check('tariff_versions_version_positive', sql`${t.version} >= 1`)],
);

export type TariffVersionRow = typeof tariffVersions.$inferSelect;
