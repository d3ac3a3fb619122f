import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  applications,
  mailOutbox,
  type ApplicationRow,
  type NewApplicationRow,
} from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { foldedPattern } from '../../db/values';

export const insertApplication = async (
  db: Queryable,
  values: NewApplicationRow,
): Promise<ApplicationRow> => {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('the application was not stored');
  return row;
};

/**
 * An application whose last name, first name (or both, in either order), e-mail or phone contains
 * the term, ignoring case and accents; the phone is also compared without its spaces, dots and
 * dashes on both sides, so "06 12" finds "0612345678" and "0612" finds "06 12 34 56 78".
 */
const matching = (term: string): SQL | undefined => {
  const pattern = foldedPattern(term);
  const digits = term.replace(/[\s.-]/g, '');
  return or(
    sql`navette_fold(${applications.nom}) like ${pattern}`,
    sql`navette_fold(${applications.prenom}) like ${pattern}`,
    sql`navette_fold(${applications.prenom} || ' ' || ${applications.nom}) like ${pattern}`,
    sql`navette_fold(${applications.nom} || ' ' || ${applications.prenom}) like ${pattern}`,
    sql`navette_fold(${applications.email}) like ${pattern}`,
    sql`navette_fold(${applications.telephone}) like ${pattern}`,
    digits
      ? sql`regexp_replace(${applications.telephone}, '[[:space:].-]', '', 'g') like ${containing(digits)}`
      : undefined,
  );
};

/**
 * One page of the applications, newest first, and how many match in all
 * (docs/product/back-office.md#applications).
 */
export const findApplications = async (
  db: Database,
  { q, page, pageSize }: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: ApplicationRow[]; total: number }> => {
  const where = q ? matching(q) : undefined;
  const rows = await db
    .select()
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db.select({ n: count() }).from(applications).where(where);
  return { rows, total: counted?.n ?? 0 };
};

export const findApplicationById = async (
  db: Database,
  id: string,
): Promise<ApplicationRow | undefined> => {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
};

/** Removes the application; its row as it was, or undefined when there was none. */
export const deleteApplicationById = async (
  db: Queryable,
  id: string,
): Promise<ApplicationRow | undefined> => {
  const [row] = await db.delete(applications).where(eq(applications.id, id)).returning();
  return row;
};

/** The e-mail that told the company of an application: it holds the candidate's details. */
export const receivedMailKey = (id: string): string => `application:${id}:received`;

/** Forgets the company's e-mail about the application, sent or not. */
export const deleteReceivedMail = async (db: Queryable, id: string): Promise<void> => {
  await db.delete(mailOutbox).where(eq(mailOutbox.dedupeKey, receivedMailKey(id)));
};
