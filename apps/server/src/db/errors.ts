/**
 * Recognising PostgreSQL constraint errors, for repositories and services that turn a refused row
 * into a domain error (a taken e-mail, a service that vanished). Both drivers (PGlite and pg)
 * report the SQLSTATE as `code`, drizzle wraps them with the original as `cause`.
 */

/** The SQLSTATE of a PostgreSQL error, looked for on the error and its `cause` chain. */
export const postgresErrorCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  // drizzle wraps driver errors (DrizzleQueryError) with the original as `cause`; a few levels is
  // more than any wrapper here adds, and bounds a pathological cyclic chain.
  for (let depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

const constraintOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    if ('constraint' in current && typeof current.constraint === 'string')
      return current.constraint;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

const hasCode = (code: string, error: unknown, constraint: string | undefined): boolean =>
  postgresErrorCode(error) === code &&
  (constraint === undefined || constraintOf(error) === constraint);

/**
 * A unique constraint refused the row (SQLSTATE 23505), optionally a given one, e.g.
 * `isUniqueViolation(err, 'users_email_unique')`.
 */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  hasCode('23505', error, constraint);

/** A foreign key refused the row (SQLSTATE 23503), e.g. a reservation for an unknown service. */
export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean =>
  hasCode('23503', error, constraint);

/** A CHECK constraint refused the row (SQLSTATE 23514). */
export const isCheckViolation = (error: unknown, constraint?: string): boolean =>
  hasCode('23514', error, constraint);
