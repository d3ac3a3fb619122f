/**
 * What the logs must never hold (docs/decisions/0022-privacy-in-operations.md): query strings
 * (Google's `code` and `state`, a searched address), e-mail addresses, and the values a failed
 * SQL query carried (its parameters, PostgreSQL's `Key (email)=(…)` detail). Applied once, in the
 * logger options of the app (app.ts), so the request log, every `app.log` child and the mail
 * worker's logger are all scrubbed, whatever the code that logs.
 */
import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions, type SerializedError } from 'pino';

/*
 * Every pattern here runs on text a client chose (a request's URL, a body's value quoted in an
 * error): none may take more than linear time. The e-mail matcher and the query cutter are small
 * scanners rather than regular expressions; the lint checks the patterns left
 * (docs/decisions/0046-one-request-cannot-stall-the-server.md).
 */

/** Characters of an address's local part, as the masking has always read it. */
const LOCAL_CHARS = new Set('!#$%&*+/?^{|}~-._'.split(''));
const isLocalChar = (code: number, char: string) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
    ? true
    : LOCAL_CHARS.has(char);
const isDomainChar = (code: number) =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 45 ||
  code === 46;
const isAlphanumeric = (char: string | undefined) =>
  char !== undefined && /^[A-Za-z0-9]$/.test(char);

/** An address's domain is at most 253 characters: the scan after an `@` stops there. */
const DOMAIN_MAX_LENGTH = 253;

/**
 * The domain at the start of `text` (`example.com` of `example.com, …`): labels of letters,
 * digits and inner hyphens, at least two, or '' when there is none.
 */
const domainAt = (text: string, from: number): string => {
  let end = from;
  const limit = Math.min(text.length, from + DOMAIN_MAX_LENGTH);
  while (end < limit && isDomainChar(text.charCodeAt(end))) end += 1;
  const labels: string[] = [];
  for (const label of text.slice(from, end).split('.')) {
    // a label ends at its last letter or digit: `com-` is `com`, and the domain ends there
    let last = label.length;
    while (last > 0 && !isAlphanumeric(label[last - 1])) last -= 1;
    const kept = label.slice(0, last);
    if (!isAlphanumeric(kept[0])) break;
    labels.push(kept);
    if (last < label.length) break;
  }
  return labels.length >= 2 ? labels.join('.') : '';
};

/**
 * `alice@example.com` → `a•••@example.com`: enough to tell two domains apart, not a person.
 * `@` and its URL spelling `%40` are both read. One pass over the text: the local part is the run
 * of address characters before the `@`, tracked as the scan goes, and the domain is read over at
 * most 253 characters, so the work is linear in the text's length whatever it holds.
 */
export const maskEmail = (text: string): string => {
  let out = '';
  let copiedUpTo = 0;
  let runStart = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    const separator = char === '@' ? 1 : char === '%' && text.startsWith('%40', i) ? 3 : 0;
    if (separator > 0 && runStart < i) {
      const domain = domainAt(text, i + separator);
      if (domain) {
        out += `${text.slice(copiedUpTo, runStart)}${text[runStart]}•••@${domain}`;
        i += separator + domain.length;
        copiedUpTo = i;
        runStart = i;
        continue;
      }
    }
    if (!isLocalChar(text.charCodeAt(i), char)) runStart = i + 1;
    i += 1;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
};

/** `/auth/google/callback?code=…&state=…` → `/auth/google/callback` */
export const stripQuery = (url: string): string => {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
};

/** A logged URL longer than this is cut: nobody reads more, and every scrub pass is on it. */
export const LOGGED_URL_MAX_LENGTH = 512;

/** A request's URL as it is logged: no query string, at most `LOGGED_URL_MAX_LENGTH` characters. */
export const loggedUrl = (url: string): string => {
  const path = stripQuery(url);
  return path.length > LOGGED_URL_MAX_LENGTH
    ? `${path.slice(0, LOGGED_URL_MAX_LENGTH)}…(${path.length} characters)`
    : path;
};

/**
 * Free text with the query string of every path or URL in it dropped ("Route GET:/x?y not
 * found" → "Route GET:/x not found"): in each word (up to a space or a quote), what follows its
 * first `?` or `#` once a `/` came before it.
 */
const stripQueries = (text: string): string =>
  text.replace(/[^\s"']+/g, (word) => {
    const end = word.search(/[?#]/);
    return end > 0 && word.lastIndexOf('/', end) >= 0 ? word.slice(0, end) : word;
  });

/** drizzle's `Failed query: <sql>\nparams: alice@…,Alice`, up to the stack's first frame */
const dropQueryParameters = (text: string): string => {
  const start = text.indexOf('\nparams: ');
  if (start < 0) return text;
  const frame = text.slice(start + 1).search(/\n[ \t]+at /);
  return `${text.slice(0, start)}\nparams: [redacted]${frame < 0 ? '' : text.slice(start + 1 + frame)}`;
};

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
        stripQueries(
          dropQueryParameters(text).replace(KEY_VALUES, '$1(…)').replace(FAILING_ROW, '$1(…)'),
        ),
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
  url: loggedUrl(request.url),
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
