import type { Service } from '@navette/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { services } from '../../db/schema';

type ServiceRow = typeof services.$inferSelect;

const toService = (row: ServiceRow): Service => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
});

export const findActiveServices = async (db: Database): Promise<Service[]> => {
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.sortOrder), asc(services.createdAt));
  return rows.map(toService);
};
