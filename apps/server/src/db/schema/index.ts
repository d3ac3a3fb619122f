/**
 * The database schema: one file per area, one table per entity, snake_case plural names, UUID keys
 * (docs/architecture.md).
 *
 * Enumerations are `text` columns guarded by CHECK constraints rather than PostgreSQL enums: a
 * CHECK can be widened in one plain migration, an enum value cannot be removed at all. The allowed
 * values come from `@navette/shared`, so the database, the zod schemas and the forms agree.
 *
 * Every SQL construct here must run on PostgreSQL 15 (the production server) as well as on PGlite
 * (PostgreSQL 18): `gen_random_uuid()` is core since 13, `uuidv7()` only exists from 18.
 */
export * from './accounts';
export * from './catalogue';
export * from './reservations';
export * from './reviews';
export * from './payments';
export * from './recruitment';
export * from './mail-outbox';
export * from './scheduled-jobs';
export * from './documents';
export * from './privacy';
export * from './pricing';
export * from './dispatch';
export * from './relations';
