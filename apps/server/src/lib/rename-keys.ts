/**
 * Copies an object's properties under other names, following a table `{ field: key }`, in either
 * direction: `pickRenamed` reads `source[key]` into `field`, `spreadRenamed` reads `source[field]`
 * into `key`. A repository uses one table for both its row → API and API → row mappings, so that
 * a field added to one side cannot be forgotten on the other.
 *
 * Properties come out in the table's order. The result types are exact (each output property has
 * the type of the property it was copied from), so the caller's own types check the mapping;
 * the one assertion below states what the loop above it does, which TypeScript cannot follow.
 */

/** `{ [field]: source[table[field]] }` */
export const pickRenamed = <
  const Table extends Record<string, string>,
  Source extends { [K in Table[keyof Table]]: unknown },
>(
  table: Table,
  source: Source,
): { [F in keyof Table]: Source[Table[F]] } => {
  const result: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(table)) result[field] = Reflect.get(source, key);
  return result as { [F in keyof Table]: Source[Table[F]] };
};

/** `{ [table[field]]: source[field] }` */
export const spreadRenamed = <
  const Table extends Record<string, string>,
  Source extends { [F in keyof Table]: unknown },
>(
  table: Table,
  source: Source,
): { [F in keyof Table as Table[F]]: Source[F] } => {
  const result: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(table)) result[key] = Reflect.get(source, field);
  return result as { [F in keyof Table as Table[F]]: Source[F] };
};
