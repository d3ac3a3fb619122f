/** Column and CHECK helpers shared by the schema's tables. */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** A SQL string literal. Only ever applied to the constant lists of this schema, never to user input. */
const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** `column IN ('a', 'b')` with the values inlined: a CHECK constraint cannot take parameters. */
export const isOneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

/** `HH:mm`, 00:00 to 23:59: the booking's time format (docs/product/booking.md), kept as text so it round-trips unchanged. */
export const isClockTime = (column: AnyColumn): SQL =>
  sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const id = () => uuid('id').primaryKey().defaultRandom();
