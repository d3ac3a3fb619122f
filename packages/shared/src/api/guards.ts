/**
 * Light checks of what our own server answers. The server already validates every response
 * against the shared zod schemas before sending it (its serializer), so the browser only needs
 * to make sure it is not reading garbage (a proxy's error page, say). They keep zod out of the
 * public pages' bundle (docs/decisions/0014-light-response-checks.md).
 */
export type ResponseCheck<T> = { success: true; data: T } | { success: false };

/** What checks a response: a zod schema fits, and so does `checkWith`. */
export interface ResponseParser<T> {
  safeParse(data: unknown): ResponseCheck<T>;
}

export type Guard<T> = (value: unknown) => value is T;

export const checkWith = <T>(guard: Guard<T>): ResponseParser<T> => ({
  safeParse: (data) => (guard(data) ? { success: true, data } : { success: false }),
});

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object whose listed properties are strings. */
export const hasStrings = <K extends string>(
  value: unknown,
  keys: readonly K[],
): value is Record<K, string> =>
  isRecord(value) && keys.every((key) => typeof value[key] === 'string');

export const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(guard);
