import { desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { applications, type ApplicationRow, type NewApplicationRow } from '../../db/schema';

export const insertApplication = async (
  db: Queryable,
  values: NewApplicationRow,
): Promise<ApplicationRow> => {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('the application was not stored');
  return row;
};

/**
 * Every application, newest first (the back-office lists them all, no paging:
 * docs/product/back-office.md).
 */
export const findApplications = (db: Database): Promise<ApplicationRow[]> =>
  db.select().from(applications).orderBy(desc(applications.createdAt), desc(applications.id));

export const findApplicationById = async (
  db: Database,
  id: string,
): Promise<ApplicationRow | undefined> => {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
};
