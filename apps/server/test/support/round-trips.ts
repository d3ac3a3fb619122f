/**
 * Counts the statements the app sends its database, through the driver itself: node-postgres
 * (each `Client#query` is one exchange with the server, which it never pipelines) or PGlite (each
 * `query` and `exec`, and a transaction's BEGIN and COMMIT). What the quote request's round trips
 * are measured with (docs/decisions/0055-mail-lease-heartbeat.md).
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Method = (...args: unknown[]) => unknown;

/** Replaces `name` where `prototype`'s chain defines it; returns the undo. */
const patch = (
  prototype: object,
  name: string,
  wrap: (original: Method) => Method,
): (() => void) => {
  let owner: object | null = prototype;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, name)) {
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  if (!owner) throw new Error(`no method ${name} to count`);
  const target = owner as Record<string, Method>;
  const original = target[name];
  if (!original) throw new Error(`no method ${name} to count`);
  target[name] = wrap(original);
  return () => {
    target[name] = original;
  };
};

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/** The statements sent while `action` runs, in order; the count is their length. */
export const statementsSentDuring = async (action: () => Promise<unknown>): Promise<string[]> => {
  const sent: string[] = [];
  const counting = (original: Method): Method =>
    function (this: unknown, ...args: unknown[]) {
      sent.push(textOf(args[0]));
      return original.apply(this, args);
    };
  // PGlite runs a transaction's statements through the object it hands the callback
  const countingTransactions = (original: Method): Method =>
    function (this: unknown, callback: unknown, ...rest: unknown[]) {
      const run = callback as (tx: object) => Promise<unknown>;
      sent.push('BEGIN');
      return Promise.resolve(
        original.call(
          this,
          (tx: object) =>
            run(
              new Proxy(tx, {
                get: (target, property) => {
                  const value: unknown = Reflect.get(target, property);
                  const isCounted = property === 'query' || property === 'exec';
                  return isCounted && typeof value === 'function'
                    ? counting((value as Method).bind(target))
                    : value;
                },
              }),
            ),
          ...rest,
        ),
      ).finally(() => sent.push('COMMIT'));
    };
  const undo = [
    patch(pg.Client.prototype, 'query', counting),
    patch(PGlite.prototype, 'query', counting),
    patch(PGlite.prototype, 'exec', counting),
    patch(PGlite.prototype, 'transaction', countingTransactions),
  ];
  try {
    await action();
  } finally {
    for (const restore of undo) restore();
  }
  return sent;
};
