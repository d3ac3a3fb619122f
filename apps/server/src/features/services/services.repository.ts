import { vatPercent, type Service } from '@navette/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { services } from '../../db/schema';

type ServiceRow = typeof services.$inferSelect;

export const toService = (row: ServiceRow): Service => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  nameEn: row.nameEn,
  descriptionEn: row.descriptionEn,
  image: row.image,
  vatRate: vatPercent(row.vatRateBp),
  dureeMinutes: row.dureeMinutes,
});

export const findActiveServices = async (db: Database): Promise<Service[]> => {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.sortOrder), asc(services.createdAt));
  return rows.map(toService);
};

/** A new service comes last in the display order. */
export const insertService = async (
  db: Queryable,
  values: Pick<
    ServiceRow,
    'name' | 'description' | 'nameEn' | 'descriptionEn' | 'image' | 'vatRateBp' | 'dureeMinutes'
  >,
): Promise<ServiceRow> => {
  const [row] = await db
    .insert(services)
    .values({
      ...values,
      sortOrder: sql`(select coalesce(max(${services.sortOrder}), -1) + 1 from ${services})`,
    })
    .returning();
  if (!row) throw new Error('the service was not stored');
  return row;
};

/** An offered service, locked until the transaction ends; a deleted one is not found. */
export const lockActiveService = async (
  db: Queryable,
  id: string,
): Promise<ServiceRow | undefined> => {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.active, true)))
    .for('update');
  return row;
};

export const updateServiceRow = async (
  db: Queryable,
  id: string,
  values: Partial<
    Pick<
      ServiceRow,
      | 'name'
      | 'description'
      | 'nameEn'
      | 'descriptionEn'
      | 'image'
      | 'active'
      | 'vatRateBp'
      | 'dureeMinutes'
    >
  >,
): Promise<ServiceRow> => {
  const [row] = await db.update(services).set(values).where(eq(services.id, id)).returning();
  if (!row) throw new Error('the service was not updated');
  return row;
};
