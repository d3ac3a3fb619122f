/**
 * What the logs must never hold (docs/decisions/0022-privacy-in-operations.md): query strings
 * (Google's `code` and `state`, a searched address), e-mail addresses, and the values a failed
 * SQL query carried (its parameters, PostgreSQL's `Key (email)=(…)` detail). Applied once, in the
 * logger options of the app (app.ts), so the request log, every `app.log` child and the mail
 * worker's logger are all scrubbed, whatever the code that logs.
 */
import type { FastifyRequest } from 'fastify';
import pino, {
  stdSerializers,
  type DestinationStream,
  type LoggerOptions,
  type SerializedError,
} from 'pino';
import pinoPretty from 'pino-pretty';

const LOCAL_PART = String.raw`[\w.!#$%&*+/?^{|}~-]+`;
const DOMAIN = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+`;
const EMAIL = new RegExp(`(${LOCAL_PART})(?:@|%40)(${DOMAIN})`, 'g');

/** `alice@example.com` → `a•••@example.com`: enough to tell two domains apart, not a person. */
export const maskEmail = (text: string): string =>
  text.replace(EMAIL, (_match, local: string, domain: string) => `${local[0]}•••@${domain}`);

/** `/auth/google/callback?code=…&state=…` → `/auth/google/callback` */
export const stripQuery = (url: string): string => url.replace(/[?#].*$/s, '');

/** A path or URL followed by a query string, inside free text (Fastify's "Route GET:/x?y not found"). */
const URL_QUERY = /((?:https?:\/\/[^\s/?#"']+)?\/[^\s?#"']*)[?#][^\s"']*/g;

/** drizzle's `Failed query: <sql>\nparams: alice@…,Alice`, up to the stack's first frame */
const QUERY_PARAMETERS = /\nparams: .*?(?=\n\s+at |$)/s;

/** PostgreSQL's details: `Key (email)=(alice@…) already exists.`, `Failing row contains (…).` */
const KEY_VALUES =
  /(Key \([^()]*\)=)\(.*?\)(?= (?:already exists|is not present|conflicts with))/gs;
const FAILING_ROW = /(Failing row contains )\(.*\)/s;

/** A character or word that each of the patterns above needs: text without any is left as is. */
const MAY_NEED_SCRUBBING = /[@?#\n]|%40|Key \(|Failing row contains /;

/**
 * A piece of text as it may be logged: e-mail addresses masked, query strings dropped, and the
 * values of a failed query (drizzle's `params:` line, PostgreSQL's row and key values) replaced.
 */
export const scrubText = (text: string): string =>
  !MAY_NEED_SCRUBBING.test(text)
    ? text
    : maskEmail(
        text
          .replace(QUERY_PARAMETERS, '\nparams: [redacted]')
          .replace(KEY_VALUES, '$1(…)')
          .replace(FAILING_ROW, '$1(…)')
          .replace(URL_QUERY, '$1'),
      );

/** Keys whose values are a query's parameters: never logged, whatever they hold. */
const PARAMETER_KEYS = new Set(['params', 'parameters', 'values']);

const MAX_DEPTH = 6;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of a log value with its text scrubbed. Only plain objects and arrays are walked: errors,
 * requests and replies are left to their serializers, which scrub what they keep. `walkAll` (the
 * error serializer's output, whose objects are not plain) walks every object but dates.
 */
export const scrubLogValue = (value: unknown, depth = 0, walkAll = false): unknown => {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubLogValue(item, depth + 1, walkAll));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (!walkAll && !isPlainObject(value)) return value;
  // copied only when something in it changes: most log lines hold nothing to scrub
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const scrubbed = PARAMETER_KEYS.has(key)
      ? '[redacted]'
      : scrubLogValue(item, depth + 1, walkAll);
    if (scrubbed === item) continue;
    copy ??= { ...value };
    copy[key] = scrubbed;
  }
  return copy ?? value;
};

/** pino's error serializer (type, message, stack, own properties, causes), then scrubbed. */
export const serializeError = (error: Error): SerializedError => {
  const serialized = stdSerializers.errWithCause(error);
  // a plain object in, a plain object of the same keys out
  return scrubLogValue(serialized, 0, true) as SerializedError;
};

/** Fastify's request serializer, without the query string. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: stripQuery(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The logger options of the app: level, redacted headers, scrubbing serializers and hooks. */
export const privateLoggerOptions = (level: string) =>
  ({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: serializeError },
    formatters: {
      // every object logged, before the serializers: strings masked, parameters dropped
      log: (object: Record<string, unknown>) => scrubLogValue(object) as Record<string, unknown>,
    },
    hooks: {
      // the message itself, and any further interpolation arguments; `log.error(error)` would
      // take the error's unscrubbed message as its own: it is logged as `{ err }` instead
      logMethod(args: unknown[], method) {
        const [first, ...rest] = args;
        const scrubbed =
          first instanceof Error
            ? [{ err: first }, ...(rest.length > 0 ? rest : [first.message])]
            : args;
        method.apply(
          this,
          scrubbed.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<
            typeof method
          >,
        );
      },
    },
  }) satisfies LoggerOptions;

/** LOG_FORMAT, or unset: pretty when the output is a terminal (docs/decisions/0034-log-format.md). */
export const usePrettyLogs = (format: 'pretty' | 'json' | undefined, isTty: boolean): boolean =>
  format === 'pretty' || (format === undefined && isTty);

/** JSON lines to standard output leave in writes of at least this many bytes... */
const LOG_BATCH_BYTES = 4096;
/** ...or after at most this long, on a quiet server. */
const LOG_FLUSH_MS = 1000;

let stdoutDestination: ReturnType<typeof pino.destination> | undefined;

/**
 * Standard output, written in batches; what is left is written when the process exits. One per
 * process, whichever loggers write to it.
 */
const batchedStdout = (): DestinationStream => {
  if (stdoutDestination) return stdoutDestination;
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  process.once('exit', () => flushLogs());
  stdoutDestination = destination;
  return destination;
};

/** Writes the lines still gathered for standard output now (at start-up, and on exit). */
export const flushLogs = (): void => {
  try {
    stdoutDestination?.flushSync();
  } catch {
    // standard output is closed: nothing can be written any more
  }
};

/**
 * Where the log lines go: through pino-pretty as readable lines, or as JSON. JSON to standard
 * output is batched: one `write` per 4 KB of lines, or per second when the server is quiet,
 * instead of one per line (docs/decisions/0037-request-hot-path.md). The lines reach the printer
 * already scrubbed (the options above run before serialization).
 */
export const logDestination = (
  format: 'pretty' | 'json' | undefined,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): DestinationStream =>
  usePrettyLogs(format, output.isTTY === true)
    ? pinoPretty({
        destination: output,
        colorize: output.isTTY === true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        sync: true,
      })
    : output === process.stdout
      ? batchedStdout()
      : output;
